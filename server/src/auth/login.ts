import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { findMemberByUsername } from '../members/repository';
import type { AccessClaims } from './accessToken';
import {
  countsForPhoneDelay,
  deviceAttemptKey,
  isDeviceLocked,
  isLoginLocked,
  LOGIN_ATTEMPT_WINDOW,
  loginAttemptKeys,
  phoneDelaySeconds,
  type LoginAttemptKeys,
} from './loginAttempts';
import type { PasswordHasher } from './passwords';
import {
  clearLoginAttempts,
  countLoginAttempt,
  delayLoginAttempts,
  insertLoginHistory,
  secondsUntilLoginAllowed,
  uncountLoginAttempt,
} from './repository';
import { DomainError } from '../errors/errors';

export interface LoginAttempt {
  username: string;
  password: string;
  /** The client's address, for the per-address and per-pair limits. */
  address: string;
  /** The device id of the request's device cookie, when it is valid for this phone number. */
  deviceId?: string;
  /** A sign-in (not a password re-checked by a signed-in member): recorded in the member's history with its device's name. */
  signIn?: { device: string };
}

/**
 * The member a username and password belong to. Every refusal (unknown username, wrong
 * password, suspended member) is the same 401, and an unknown username costs the same time.
 * Attempts are throttled before the password is checked (loginAttempts.ts): a valid device cookie's
 * by its own count alone, every other by its address, its (phone number, address) pair and the
 * phone number's delay. A sign-in of an existing member whose password was checked is recorded in
 * their history, successful or not.
 */
export async function checkLogin(db: Kysely<Schema>, passwords: PasswordHasher, attempt: LoginAttempt): Promise<AccessClaims> {
  const keys = loginAttemptKeys(attempt.username, attempt.address);
  if (attempt.deviceId === undefined) {
    await throttleCookielessAttempt(db, keys);
  } else {
    await throttleDeviceAttempt(db, deviceAttemptKey(attempt.deviceId));
  }

  const member = await findMemberByUsername(db, attempt.username);
  const passwordMatches = member
    ? await passwords.verify(member.password_hash, attempt.password)
    : await passwords.verifyNobody(attempt.password);
  const ok = Boolean(member && passwordMatches && member.status === 'active');
  if (member && attempt.signIn) {
    await insertLoginHistory(db, { memberId: member.id, device: attempt.signIn.device, address: attempt.address, ok });
  }
  if (!member || !ok) {
    throw new DomainError('loginFailed');
  }

  if (attempt.deviceId === undefined) {
    await clearLoginAttempts(db, [keys.phone, keys.pair]);
    await uncountLoginAttempt(db, keys.address);
  } else {
    // The owner's device never waited for the phone number's delay: strangers keep theirs.
    await clearLoginAttempts(db, [deviceAttemptKey(attempt.deviceId)]);
  }
  return { memberId: member.id, role: member.role };
}

/** Counts an attempt of a browser with a valid device cookie of the phone number; refuses it when that device is locked. */
async function throttleDeviceAttempt(db: Kysely<Schema>, deviceKey: string): Promise<void> {
  const counts = await countLoginAttempt(db, [deviceKey], LOGIN_ATTEMPT_WINDOW);
  if (isDeviceLocked(counts.get(deviceKey) ?? 0)) throw new DomainError('tooManyLoginAttempts');
}

/**
 * Counts an attempt without a device cookie against its address and (phone number, address) pair,
 * and an address's first attempt on the phone number against the phone number's delay; refuses it
 * while the phone number's delay runs or when its address or pair is locked.
 */
async function throttleCookielessAttempt(db: Kysely<Schema>, keys: LoginAttemptKeys): Promise<void> {
  const counted = await db.transaction().execute(async (trx) => {
    const waitSeconds = await secondsUntilLoginAllowed(trx, keys.phone);
    if (waitSeconds > 0) return { waitSeconds, counts: new Map<string, number>() };
    const counts = await countLoginAttempt(trx, [keys.address, keys.pair], LOGIN_ATTEMPT_WINDOW);
    if (countsForPhoneDelay(counts.get(keys.pair) ?? 0)) {
      const phoneCounts = await countLoginAttempt(trx, [keys.phone], LOGIN_ATTEMPT_WINDOW);
      const delay = phoneDelaySeconds(phoneCounts.get(keys.phone) ?? 0);
      if (delay > 0) await delayLoginAttempts(trx, keys.phone, delay);
    }
    return { waitSeconds: 0, counts };
  });
  if (counted.waitSeconds > 0) {
    throw new DomainError('loginWait', { seconds: counted.waitSeconds });
  }
  if (isLoginLocked({ pair: counted.counts.get(keys.pair) ?? 0, address: counted.counts.get(keys.address) ?? 0 })) {
    throw new DomainError('tooManyLoginAttempts');
  }
}
