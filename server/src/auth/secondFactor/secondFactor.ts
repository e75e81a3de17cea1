import {
  formatBackupCode,
  isTotpCode,
  normaliseSecondFactorCode,
  secondFactorRequired,
  type SecondFactorPolicy,
  type SecondFactorState,
  type TotpEnrolment,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { LOGIN_ATTEMPT_LIMITS, LOGIN_ATTEMPT_WINDOW, secondFactorAttemptKey, secondFactorDeviceAttemptKey } from '../loginAttempts';
import { clearLoginAttempts, countLoginAttempt, revokeAllRefreshFamiliesOf } from '../repository';
import { backupCodeHash, newBackupCodes, newTotpSecret, otpauthUrl, totpStepOf } from './codes';
import type { SecondFactorKeys } from './keys';
import { acceptTotpStep, deleteSecondFactor, findSecondFactor, saveUnconfirmedSecondFactor, useBackupCode } from './repository';

/** A staff member's second factor under the site's policy (members have none). */
export function secondFactorState(role: string, enrolled: boolean, policy: SecondFactorPolicy): SecondFactorState {
  if (enrolled) return 'on';
  return secondFactorRequired(policy, role) ? 'must_enrol' : 'off';
}

/**
 * Counts a code attempt before it is checked, like a password (loginAttempts.ts): a stolen password
 * buys a handful of guesses at the 1-in-a-million code per window, not a million.
 */
async function throttleCodeAttempt(db: Kysely<Schema>, key: string): Promise<void> {
  const counts = await countLoginAttempt(db, [key], LOGIN_ATTEMPT_WINDOW);
  if ((counts.get(key) ?? 0) > LOGIN_ATTEMPT_LIMITS.secondFactor) throw new DomainError('tooManyLoginAttempts');
}

/**
 * Starts (or starts again) a staff member's enrolment: a new secret, kept sealed and unconfirmed
 * until its first code, and ten backup codes, stored hashed. The answer is the only time either is shown.
 */
export async function startEnrolment(
  db: Kysely<Schema>,
  keys: SecondFactorKeys,
  member: { id: number; username: string },
): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const backupCodes = newBackupCodes();
  const saved = await db
    .transaction()
    .execute((trx) => saveUnconfirmedSecondFactor(trx, member.id, keys.seal(secret), backupCodes.map(backupCodeHash)));
  if (!saved) throw new DomainError('secondFactorAlreadyEnrolled');
  return { otpauth_url: otpauthUrl(secret, member.username), backup_codes: backupCodes.map(formatBackupCode) };
}

/**
 * Ends enrolment with a code of the new secret. Every other session of the member ends with it
 * (docs/second-factor.md#sessions): they were opened with the password alone, which no longer
 * suffices. The enrolling session stays, as one that has just passed the new factor. The attempt is
 * counted outside the transaction that confirms, so that a wrong code stays counted; `record`
 * writes the audit row in that transaction. The caller tells the session cache.
 */
export async function confirmEnrolment(
  db: Kysely<Schema>,
  keys: SecondFactorKeys,
  session: { memberId: number; sessionId: string },
  code: string,
  record: (trx: Transaction<Schema>) => Promise<void>,
): Promise<void> {
  const { memberId, sessionId } = session;
  const factor = await findSecondFactor(db, memberId);
  if (!factor) throw new DomainError('secondFactorNotStarted');
  if (factor.confirmed_at) throw new DomainError('secondFactorAlreadyEnrolled');
  await throttleCodeAttempt(db, secondFactorAttemptKey(memberId));
  const step = totpStepOf(keys.open(factor.sealed_secret), normaliseSecondFactorCode(code));
  const confirmed =
    step !== null &&
    (await db.transaction().execute(async (trx) => {
      if (!(await acceptTotpStep(trx, memberId, step, true))) return false;
      await revokeAllRefreshFamiliesOf(trx, memberId, sessionId);
      await record(trx);
      return true;
    }));
  if (!confirmed) throw new DomainError('secondFactorCodeWrong');
  await clearLoginAttempts(db, [secondFactorAttemptKey(memberId)]);
}

/**
 * The second step of a staff login: a TOTP of the member's confirmed secret, never one already
 * accepted (its step must be later than the last), or one of their unused backup codes, used up.
 * Attempts are throttled before the code is checked: those of a device that passed the member's
 * second factor before (`provenDeviceId`) by that device's count, every other by the member's
 * (docs/second-factor.md#code-attempts), so that a stranger with the password locks only the latter.
 */
export async function checkSecondFactorCode(
  db: Kysely<Schema>,
  keys: SecondFactorKeys,
  memberId: number,
  typed: string,
  provenDeviceId?: string,
): Promise<void> {
  const attemptKey =
    provenDeviceId === undefined ? secondFactorAttemptKey(memberId) : secondFactorDeviceAttemptKey(memberId, provenDeviceId);
  await throttleCodeAttempt(db, attemptKey);
  const code = normaliseSecondFactorCode(typed);
  let accepted = false;
  if (isTotpCode(code)) {
    const factor = await findSecondFactor(db, memberId);
    const step = factor?.confirmed_at ? totpStepOf(keys.open(factor.sealed_secret), code) : null;
    accepted = step !== null && (await acceptTotpStep(db, memberId, step, false));
  } else {
    accepted = await useBackupCode(db, memberId, backupCodeHash(code));
  }
  if (!accepted) throw new DomainError('secondFactorFailed');
  await clearLoginAttempts(db, [attemptKey]);
}

/**
 * An admin removes another staff member's second factor (a lost phone): they sign in with their
 * password and enrol again. Nobody resets their own: a stolen session could otherwise drop it.
 * Every session of theirs ends (docs/second-factor.md#sessions): one opened with the old factor
 * may be the thief's. The caller audits it in `db`, its transaction, and tells the session cache.
 */
export async function resetSecondFactor(db: Kysely<Schema>, actorId: number, memberId: number): Promise<void> {
  if (actorId === memberId) throw new DomainError('cannotResetOwnSecondFactor');
  if (!(await deleteSecondFactor(db, memberId))) throw new DomainError('secondFactorNotEnrolled');
  await revokeAllRefreshFamiliesOf(db, memberId);
  await clearLoginAttempts(db, [secondFactorAttemptKey(memberId)]);
}
