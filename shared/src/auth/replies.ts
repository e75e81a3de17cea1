import { decimal, flag, integer, listOf, oneOfText, shape, text } from '../api/replies';
import { depositBankSchema } from '../money/replies';

/** Replies of the authentication calls (docs/api-conventions.md#payloads and #calls): the one definition of each answer. */

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
