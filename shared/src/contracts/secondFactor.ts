import * as yup from 'yup';
import { anyOf, listOf, oneOfText, shape, text } from '../api/replies';
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_LENGTH,
  normaliseSecondFactorCode,
  SECOND_FACTOR_POLICIES,
  TOTP_DIGITS,
  type SecondFactorPolicy,
} from '../auth/secondFactor';
import { secondFactorLabels as words } from '../labels/secondFactor';
import { SECOND_FACTOR_STATES, tokenPairSchema } from './auth';

/**
 * The second factor's calls (staff sign-in with a TOTP or a backup code, enrolment, the site
 * setting): request schemas, reply schemas and their types. The codes' rules are in
 * auth/secondFactor.ts.
 */

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
  totp_required: yup
    .boolean<true>()
    .oneOf([true] as const)
    .defined(),
  challenge: text().meta({ description: 'Send back with the code to /cl-api/auth/login/totp; valid 5 minutes' }),
});
export type TotpChallenge = yup.InferType<typeof totpChallengeSchema>;

/** POST /cl-api/auth/login: the token pair, or for staff with a second factor the challenge. */
export const loginReplySchema = anyOf(tokenPairSchema, totpChallengeSchema);
export type LoginReply = yup.InferType<typeof loginReplySchema>;

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
