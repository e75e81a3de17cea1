import * as yup from 'yup';
import { decimal, flag, integer, listOf, oneOfText, shape, text } from '../api/replies';
import { th } from '../labels/th';
import { accountNameRule, accountNumberRule, bankIdRule, passwordRule, usernameRule } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';
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

export type MemberRole = (typeof MEMBER_ROLES)[number];

/** GET /cl-api/auth/me: the logged-in member; credit in baht. */
export type CurrentUser = yup.InferType<typeof currentUserSchema>;

/** POST /cl-api/auth/login and /cl-api/auth/refresh. */
export type TokenPair = yup.InferType<typeof tokenPairSchema>;

/** POST /cl-api/auth/check-username and /check-account-number. */
export type Availability = yup.InferType<typeof availabilitySchema>;
