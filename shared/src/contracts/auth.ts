import * as yup from 'yup';
import { decimal, flag, integer, isoTime, listOf, oneOfText, shape, text } from '../api/replies';
import { accountLabels } from '../labels/account';
import { th } from '../labels/th';
import { accountNameRule, accountNumberRule, bankIdRule, pageRule, passwordRule, usernameRule } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';
import { staffPermissionsSchema } from './backoffice/permissions';
import { depositBankSchema } from './money';

/**
 * The authentication calls (/cl-api/auth/, docs/api-conventions.md#payloads and #calls): their
 * request schemas (the sign-in and registration forms validate with them too), their reply
 * schemas, and the types of both. The second factor's calls are in secondFactor.ts.
 */

const generic = th.errors.validation;

// --- requests ---

/** Login keeps yup's default message pattern '{path} is a required field'. */
export const loginSchema = yup.object({
  username: yup.string().required(),
  password: yup.string().required(),
});

/** The registration form's fields. */
export const registerFormSchema = yup.object({
  username: usernameRule,
  password: passwordRule,
  confirmPassword: yup
    .string()
    .required(m.password.mismatch)
    .oneOf([yup.ref('password')], m.password.mismatch),
  bankId: bankIdRule,
  accountName: accountNameRule,
  accountNumber: accountNumberRule,
});

/** POST /cl-api/auth/register: the same rules under the API's field names. */
export const registerRequestSchema = yup.object({
  username: usernameRule,
  password: passwordRule,
  confirm_password: yup
    .string()
    .required(m.password.mismatch)
    .oneOf([yup.ref('password')], m.password.mismatch),
  accounts: yup
    .array()
    .of(
      yup.object({
        bank_id: bankIdRule,
        account_name: accountNameRule,
        account_number: accountNumberRule,
      }),
    )
    .required(m.bank.required)
    .length(1, m.bank.required),
});

export const refreshRequestSchema = yup.object({ refresh_token: yup.string().required(generic).max(200, generic) });

export const usernameCheckSchema = yup.object({ username: yup.string().required(generic).max(20, generic) });

export const accountNumberCheckSchema = yup.object({ account_number: yup.string().required(generic).max(30, generic) });

/** POST /cl-api/auth/change-password: the current password (checked as a login's) and the new one, by the registration's rule. */
export const changePasswordRequestSchema = yup.object({
  current_password: yup.string().required(m.password.required).max(200, th.auth.loginFailed),
  new_password: passwordRule,
});

/** The password form of /account: the call's fields and the new password typed again. */
export const changePasswordFormSchema = yup.object({
  currentPassword: yup.string().required(m.password.required),
  newPassword: passwordRule,
  confirmPassword: yup
    .string()
    .required(m.password.mismatch)
    .oneOf([yup.ref('newPassword')], m.password.mismatch),
});

/** DELETE /cl-api/auth/sessions/{id}: a session's id as GET /cl-api/auth/sessions gives it. */
export const sessionParamsSchema = yup.object({
  id: yup.string().required(accountLabels.sessionNotFound).max(64, accountLabels.sessionNotFound),
});

/** GET /cl-api/auth/login-history?page= */
export const loginHistoryQuerySchema = yup.object({ page: pageRule(accountLabels.loginHistoryPageInvalid).default(1) });

/** Sign-in history rows a page. */
export const LOGIN_HISTORY_PAGE_SIZE = 20;

export type ChangePasswordRequest = yup.InferType<typeof changePasswordRequestSchema>;
export type ChangePasswordForm = yup.InferType<typeof changePasswordFormSchema>;
export type LoginRequest = yup.InferType<typeof loginSchema>;
export type RegisterRequest = yup.InferType<typeof registerRequestSchema>;

// --- replies ---

export const MEMBER_ROLES = ['member', 'staff', 'admin'] as const;

/**
 * A staff member's second factor (auth/secondFactor.ts): on, off, or off while the site setting
 * requires it, when their token reaches only enrolment, /me and logout.
 */
export const SECOND_FACTOR_STATES = ['on', 'off', 'must_enrol'] as const;

/** GET /cl-api/auth/me: the logged-in member; credit in baht; `second_factor` for staff and admins only. */
export const currentUserSchema = shape({
  id: integer(),
  username: text(),
  credit: decimal(),
  role: oneOfText(MEMBER_ROLES),
  second_factor: oneOfText(SECOND_FACTOR_STATES).optional(),
  permissions: staffPermissionsSchema
    .optional()
    .default(undefined)
    .meta({ description: 'Staff and admins only: what the back office lets them see and do (the server refuses the rest).' }),
});

/** POST /cl-api/auth/login, /refresh and /register. */
export const tokenPairSchema = shape({
  token: text().meta({ description: 'Bearer access token, valid 15 minutes' }),
  refresh_token: text().meta({ description: 'Exchange at /cl-api/auth/refresh; valid 30 days, used once' }),
});

/** POST /cl-api/auth/check-username and /check-account-number. */
export const availabilitySchema = shape({ available: flag() });

/** GET /cl-api/auth/member-bank: the member's accounts, where withdrawals are paid (the fields of the site's account). */
export const memberBanksReplySchema = listOf(depositBankSchema);

/** GET /cl-api/auth/sessions: one session (a sign-in that has not ended) of the member. */
export const memberSessionSchema = shape({
  id: text().meta({ description: 'The session; DELETE /cl-api/auth/sessions/{id} ends it.' }),
  device: text().meta({ description: "Browser and system read from the user agent ('Chrome บน Android')." }),
  address: text().meta({ description: 'The address it signed in from; empty when unknown.' }),
  created_at: isoTime(),
  last_seen_at: isoTime().meta({ description: 'Its last token refresh, or its sign-in.' }),
  current: flag().meta({ description: 'The session of this request.' }),
});

export const memberSessionsReplySchema = listOf(memberSessionSchema);

/** GET /cl-api/auth/login-history: a sign-in attempt whose password was checked. */
export const loginHistoryRowSchema = shape({
  at: isoTime(),
  device: text(),
  address: text(),
  ok: flag().meta({ description: 'false: a wrong password, or a suspended account.' }),
});

export const loginHistoryReplySchema = shape({
  result: listOf(loginHistoryRowSchema),
  page: integer(),
  total: integer().meta({ description: 'Rows on all pages; LOGIN_HISTORY_PAGE_SIZE a page, newest first.' }),
});

export type MemberRole = (typeof MEMBER_ROLES)[number];

export type MemberSession = yup.InferType<typeof memberSessionSchema>;
export type LoginHistoryRow = yup.InferType<typeof loginHistoryRowSchema>;
export type LoginHistoryReply = yup.InferType<typeof loginHistoryReplySchema>;

/** GET /cl-api/auth/me: the logged-in member; credit in baht. */
export type CurrentUser = yup.InferType<typeof currentUserSchema>;

/** POST /cl-api/auth/login and /cl-api/auth/refresh. */
export type TokenPair = yup.InferType<typeof tokenPairSchema>;

/** POST /cl-api/auth/check-username and /check-account-number. */
export type Availability = yup.InferType<typeof availabilitySchema>;
