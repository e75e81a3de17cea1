/**
 * Staff two-factor sign-in: TOTP (RFC 6238, 30 s, 6 digits) and ten one-time backup codes. The
 * codes' shapes and the site setting of who must have one; the calls' requests and replies are
 * in contracts/secondFactor.ts.
 */
import type { LoginReply, TotpChallenge } from '../contracts/secondFactor';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const BACKUP_CODE_COUNT = 10;
/** Letters and digits that cannot be read as one another (no 0/o, 1/l/i). */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const BACKUP_CODE_LENGTH = 10;

/** Who must have a second factor before using the back office. */
export const SECOND_FACTOR_POLICIES = ['nobody', 'admins', 'staff'] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];

/** Whether a staff role must have a second factor under a policy. */
export function secondFactorRequired(policy: SecondFactorPolicy, role: string): boolean {
  if (policy === 'staff') return role === 'staff' || role === 'admin';
  return policy === 'admins' && role === 'admin';
}

/** A backup code as shown: two groups of five, `abcde-fghjk`. */
export function formatBackupCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What the person typed, as the server compares it: spaces and dashes dropped, lower case. */
export function normaliseSecondFactorCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

export const isTotpCode = (code: string): boolean => /^[0-9]{6}$/.test(code);

/**
 * Whether a login reply is the second factor's challenge rather than tokens. Here, not beside the
 * reply's schema, so that the browser's sign-in does not evaluate the auth schemas at start-up.
 */
export const isTotpChallenge = (reply: LoginReply): reply is TotpChallenge => 'totp_required' in reply && reply.totp_required === true;
