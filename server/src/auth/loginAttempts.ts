/**
 * Limits on guessing passwords, shaped so that a stranger cannot lock the real owner out:
 * - one address guessing one phone number is stopped after a few failures (it locks only itself);
 * - one address guessing many phone numbers is stopped after more (a shared office still works);
 * - failures of one phone number from everywhere together only slow further attempts with growing
 *   delays, capped at a minute, so the owner with the right password gets in after a short wait.
 * Every attempt is counted before its password is checked, so parallel guesses cannot slip past.
 */

/** Counting window (PostgreSQL interval text); th.errors.tooManyLoginAttempts names it to members. */
export const LOGIN_ATTEMPT_WINDOW = '15 minutes';

/** Attempts not yet proven right, per window: per (phone number, address) and per address. */
export const LOGIN_ATTEMPT_LIMITS = { pair: 5, address: 30 } as const;

/** Failures of one phone number, from any address, before attempts are slowed. */
export const PHONE_FAILURES_BEFORE_DELAY = 5;

/** The longest delay between attempts on one phone number. */
export const LONGEST_LOGIN_DELAY_SECONDS = 60;

/** Longer usernames cannot exist (10 digits); cut them so that a key stays a small index entry. */
const KEY_USERNAME_LENGTH = 32;

export interface LoginAttemptKeys {
  phone: string;
  address: string;
  pair: string;
}

export function loginAttemptKeys(username: string, address: string): LoginAttemptKeys {
  const phone = username.slice(0, KEY_USERNAME_LENGTH);
  return { phone: `phone:${phone}`, address: `address:${address}`, pair: `pair:${phone}@${address}` };
}

/** `counts` include the attempt being made. */
export function isLoginLocked(counts: { pair: number; address: number }): boolean {
  return counts.pair > LOGIN_ATTEMPT_LIMITS.pair || counts.address > LOGIN_ATTEMPT_LIMITS.address;
}

/**
 * How long the next attempt on a phone number must wait after `failures` attempts in the window
 * (this one included): none at first, then 1, 2, 4, … seconds, at most a minute.
 */
export function phoneDelaySeconds(failures: number): number {
  if (failures < PHONE_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(2 ** (failures - PHONE_FAILURES_BEFORE_DELAY), LONGEST_LOGIN_DELAY_SECONDS);
}
