/**
 * Limits on guessing passwords. Every attempt is counted before its password is checked, so
 * parallel guesses cannot slip past the limit; a successful one is then taken back.
 */

/** Counting window (PostgreSQL interval text); th.errors.tooManyLoginAttempts names it to members. */
export const LOGIN_ATTEMPT_WINDOW = '15 minutes';

/** Attempts not yet proven right, per window: per phone number, and per client address (shared offices, NAT). */
export const LOGIN_ATTEMPT_LIMITS = { phone: 5, address: 30 } as const;

/** Longer usernames cannot exist (10 digits); cut them so that a key stays a small index entry. */
const KEY_USERNAME_LENGTH = 32;

export interface LoginAttemptKeys {
  phone: string;
  address: string;
}

export function loginAttemptKeys(username: string, address: string): LoginAttemptKeys {
  return { phone: `phone:${username.slice(0, KEY_USERNAME_LENGTH)}`, address: `address:${address}` };
}

/** `counts` include the attempt being made. */
export function isLoginLocked(counts: { phone: number; address: number }): boolean {
  return counts.phone > LOGIN_ATTEMPT_LIMITS.phone || counts.address > LOGIN_ATTEMPT_LIMITS.address;
}
