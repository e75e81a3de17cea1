import { createHash, randomInt } from 'node:crypto';
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_COUNT, BACKUP_CODE_LENGTH, th, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@lotto/shared';
import { Secret, TOTP } from 'otpauth';

/** A code of the step before or after the server's is accepted too: a phone's clock may be off by 30 s. */
const ACCEPTED_STEPS_AROUND_NOW = 1;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    // The name authenticator apps show above the code.
    issuer: th.nav.siteName,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new TOTP secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/**
 * The time step (30 s since 1970) a code belongs to, when it is the code of this step or of a
 * step next to it; null for any other code. Callers refuse a step already used (replay).
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now, window: ACCEPTED_STEPS_AROUND_NOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten backup codes, each of 10 characters of an alphabet without look-alikes (about 50 bits). */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from({ length: BACKUP_CODE_LENGTH }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]).join(''),
  );
}

/** How a backup code is stored: a hash (the codes are random enough for one unsalted SHA-256, and guesses are throttled). */
export function backupCodeHash(normalisedCode: string): string {
  return createHash('sha256').update(`backup-code:${normalisedCode}`).digest('base64url');
}
