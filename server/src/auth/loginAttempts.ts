/**
 * Limits on guessing passwords, shaped so that a stranger cannot lock or slow the real owner:
 * - one address guessing one phone number is stopped after a few failures (it locks only itself);
 * - one address guessing many phone numbers is stopped after more (a shared office still works);
 * - a phone number tried from many addresses slows further attempts without a device cookie with
 *   growing delays, capped at a minute. It counts addresses, not failures: one address guessing at
 *   any rate counts once, so it never slows the owner trying from elsewhere;
 * - a browser with the owner's device cookie (deviceCookie.ts) counts only its own failures, so no
 *   stranger's failures, from its address or any other, slow or lock it.
 * Every attempt is counted before its password is checked, so parallel guesses cannot slip past.
 */

/** Counting window (PostgreSQL interval text); th.errors.tooManyLoginAttempts names it to members. */
export const LOGIN_ATTEMPT_WINDOW = '15 minutes';

/**
 * Attempts not yet proven right, per window: per (phone number, address), per address, per
 * device cookie (as few as a pair: a stolen cookie buys no more guesses than an address), and per
 * staff member's second-factor codes (secondFactor/secondFactor.ts): from a device that passed
 * them before, per device, from anywhere else, per person (docs/second-factor.md#code-attempts).
 */
export const LOGIN_ATTEMPT_LIMITS = { pair: 5, address: 30, device: 5, secondFactor: 5 } as const;

/** Addresses that tried one phone number without getting in, before its cookieless attempts are slowed. */
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

/** The counter of one device cookie's attempts (its id is valid for one phone number only). */
export function deviceAttemptKey(deviceId: string): string {
  return `device:${deviceId}`;
}

/** The counter of one staff member's second-factor codes from browsers that never passed them. */
export function secondFactorAttemptKey(memberId: number): string {
  return `second-factor:${memberId}`;
}

/** The counter of one staff member's second-factor codes from one device that passed them before. */
export function secondFactorDeviceAttemptKey(memberId: number, deviceId: string): string {
  return `second-factor:${memberId}:device:${deviceId}`;
}

/** `attempts` include the one being made. */
export function isDeviceLocked(attempts: number): boolean {
  return attempts > LOGIN_ATTEMPT_LIMITS.device;
}

/**
 * Whether an attempt counts against its phone number's delay: only an address's first attempt on
 * it in the window (`pairAttempts` includes this one), so that the delay grows with the number of
 * addresses guessing, and one address guessing fast cannot delay everybody else.
 */
export function countsForPhoneDelay(pairAttempts: number): boolean {
  return pairAttempts === 1;
}

/** `counts` include the attempt being made. */
export function isLoginLocked(counts: { pair: number; address: number }): boolean {
  return counts.pair > LOGIN_ATTEMPT_LIMITS.pair || counts.address > LOGIN_ATTEMPT_LIMITS.address;
}

/**
 * How long the next cookieless attempt on a phone number must wait after `failures` addresses
 * tried it in the window (this one included): none at first, then 1, 2, 4, … seconds, at most a minute.
 */
export function phoneDelaySeconds(failures: number): number {
  if (failures < PHONE_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(2 ** (failures - PHONE_FAILURES_BEFORE_DELAY), LONGEST_LOGIN_DELAY_SECONDS);
}
