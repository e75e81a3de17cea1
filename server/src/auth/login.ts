import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { findMemberByUsername } from '../members/repository';
import type { AccessClaims } from './accessToken';
import { isLoginLocked, LOGIN_ATTEMPT_WINDOW, loginAttemptKeys, phoneDelaySeconds } from './loginAttempts';
import type { PasswordHasher } from './passwords';
import {
  clearLoginAttempts,
  countLoginAttempt,
  delayLoginAttempts,
  secondsUntilLoginAllowed,
  uncountLoginAttempt,
} from './repository';
import { DomainError } from '../domain/errors';

export interface LoginAttempt {
  username: string;
  password: string;
  /** The client's address, for the per-address limit. */
  address: string;
}

/**
 * The member a username and password belong to. Every refusal (unknown username, wrong
 * password, suspended member) is the same 401, and an unknown username costs the same time.
 */
export async function checkLogin(db: Kysely<Schema>, passwords: PasswordHasher, attempt: LoginAttempt): Promise<AccessClaims> {
  const keys = loginAttemptKeys(attempt.username, attempt.address);
  const counted = await db.transaction().execute(async (trx) => {
    const waitSeconds = await secondsUntilLoginAllowed(trx, keys.phone);
    if (waitSeconds > 0) return { waitSeconds, counts: new Map<string, number>() };
    const counts = await countLoginAttempt(trx, [keys.phone, keys.address, keys.pair], LOGIN_ATTEMPT_WINDOW);
    const delay = phoneDelaySeconds(counts.get(keys.phone) ?? 0);
    if (delay > 0) await delayLoginAttempts(trx, keys.phone, delay);
    return { waitSeconds: 0, counts };
  });
  if (counted.waitSeconds > 0) {
    throw new DomainError('loginWait', { seconds: counted.waitSeconds });
  }
  if (isLoginLocked({ pair: counted.counts.get(keys.pair) ?? 0, address: counted.counts.get(keys.address) ?? 0 })) {
    throw new DomainError('tooManyLoginAttempts');
  }

  const member = await findMemberByUsername(db, attempt.username);
  const passwordMatches = member
    ? await passwords.verify(member.password_hash, attempt.password)
    : await passwords.verifyNobody(attempt.password);
  if (!member || !passwordMatches || member.status !== 'active') {
    throw new DomainError('loginFailed');
  }

  await clearLoginAttempts(db, [keys.phone, keys.pair]);
  await uncountLoginAttempt(db, keys.address);
  return { memberId: member.id, role: member.role };
}
