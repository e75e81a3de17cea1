import * as yup from 'yup';
import { secondFactorLabels as words } from '../labels/secondFactor';
import { anyOf, listOf, oneOfText, shape, text } from '../api/replies';
import { SECOND_FACTOR_STATES, tokenPairSchema } from './replies';

/**
 * Staff two-factor sign-in: TOTP (RFC 6238, 30 s, 6 digits) and ten one-time backup codes. The
 * codes' shapes, the calls' requests and replies, and the site setting of who must have one.
 */

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

const codeRule = yup
  .string()
  .transform((value: unknown) => (typeof value === 'string' ? normaliseSecondFactorCode(value) : value))
  .required(words.codeInvalid)
  .matches(new RegExp(`^([0-9]{${TOTP_DIGITS}}|[${BACKUP_CODE_ALPHABET}]{${BACKUP_CODE_LENGTH}})$`), words.codeInvalid);

const totpRule = yup
  .string()
  .transform((value: unknown) => (typeof value === 'string' ? normaliseSecondFactorCode(value) : value))
  .required(words.codeInvalid)
  .matches(/^[0-9]{6}$/, words.codeInvalid);

/** POST /cl-api/auth/login/totp: the challenge of the login answer and a TOTP or a backup code. */
export const totpLoginSchema = yup.object({
  challenge: yup.string().required(words.challengeExpired).max(2000, words.challengeExpired),
  code: codeRule,
});
export type TotpLoginRequest = yup.InferType<typeof totpLoginSchema>;

/** POST /admin-api/me/totp/confirm: a TOTP of the new secret. */
export const totpConfirmSchema = yup.object({ code: totpRule });
export type TotpConfirmRequest = yup.InferType<typeof totpConfirmSchema>;

/** PUT /admin-api/site-config/second-factor. */
export const secondFactorPolicyRequestSchema = yup.object({
  required_for: yup.string<SecondFactorPolicy>().required(words.policyLabel).oneOf(SECOND_FACTOR_POLICIES, words.policyLabel),
});

// --- replies ---

/** POST /cl-api/auth/login for staff with a second factor: no tokens yet, only the challenge to answer with a code. */
export const totpChallengeSchema = shape({
  totp_required: yup.boolean<true>().oneOf([true] as const).defined(),
  challenge: text().meta({ description: 'Send back with the code to /cl-api/auth/login/totp; valid 5 minutes' }),
});
export type TotpChallenge = yup.InferType<typeof totpChallengeSchema>;

/** POST /cl-api/auth/login: the token pair, or for staff with a second factor the challenge. */
export const loginReplySchema = anyOf(tokenPairSchema, totpChallengeSchema);
export type LoginReply = yup.InferType<typeof loginReplySchema>;

export const isTotpChallenge = (reply: LoginReply): reply is TotpChallenge => 'totp_required' in reply && reply.totp_required === true;

/** POST /admin-api/me/totp: shown once; the secret is never answered again. */
export const totpEnrolmentSchema = shape({
  otpauth_url: text().meta({ description: 'otpauth://totp/… for the authenticator app (shown as a QR code)' }),
  backup_codes: listOf(text()).meta({ description: 'Ten one-time codes, each accepted once instead of a TOTP' }),
});
export type TotpEnrolment = yup.InferType<typeof totpEnrolmentSchema>;

/** GET and PUT /admin-api/site-config/second-factor. */
export const secondFactorPolicySchema = shape({ required_for: oneOfText(SECOND_FACTOR_POLICIES) });
export type SecondFactorPolicySetting = yup.InferType<typeof secondFactorPolicySchema>;

export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];
