import { sql, type Kysely } from 'kysely';
import type { PasswordHasher } from '../auth/passwords';
import type { Schema } from '../db/schema';
import { DomainError } from '../errors/errors';

/** docs/money.md#withdrawals: five wrong PINs within 15 minutes stop withdrawals for 30. */
export const PIN_TRIES = 5;
export const PIN_WINDOW_MINUTES = 15;
export const PIN_LOCK_MINUTES = 30;

export interface PinState {
  set: boolean;
  lockedUntil: Date | null;
}

export async function readPinState(db: Kysely<Schema>, memberId: number, now = new Date()): Promise<PinState> {
  const row = await db.selectFrom('withdraw_pins').select(['locked_until']).where('member_id', '=', memberId).executeTakeFirst();
  const locked = row?.locked_until && row.locked_until.getTime() > now.getTime() ? row.locked_until : null;
  return { set: row !== undefined, lockedUntil: locked };
}

/** Sets or changes the member's PIN after the account's password is checked; wrong tries are forgotten. */
export async function setWithdrawPin(
  db: Kysely<Schema>,
  passwords: PasswordHasher,
  memberId: number,
  { password, pin }: { password: string; pin: string },
): Promise<void> {
  const member = await db.selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (!(await passwords.verify(member.password_hash, password).catch(() => false))) throw new DomainError('passwordWrong');
  const pinHash = await passwords.hash(pin);
  await db
    .insertInto('withdraw_pins')
    .values({ member_id: memberId, pin_hash: pinHash })
    .onConflict((conflict) =>
      conflict
        .column('member_id')
        .doUpdateSet({ pin_hash: pinHash, failures: 0, window_start: null, locked_until: null, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

/**
 * Checks the PIN a withdrawal carries, before the withdrawal's transaction: the hash takes a while
 * and needs no lock. A wrong one is counted in one atomic UPDATE (its own statement, kept whatever
 * the withdrawal does), so concurrent wrong tries cannot slip past the fifth.
 */
export async function checkWithdrawPin(
  db: Kysely<Schema>,
  passwords: PasswordHasher,
  memberId: number,
  pin: string,
  now = new Date(),
): Promise<void> {
  const row = await db
    .selectFrom('withdraw_pins')
    .select(['pin_hash', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new DomainError('withdrawPinNotSet');
  if (row.locked_until && row.locked_until.getTime() > now.getTime())
    throw new DomainError('withdrawPinLocked', { until: row.locked_until });
  if (await passwords.verify(row.pin_hash, pin).catch(() => false)) {
    await db
      .updateTable('withdraw_pins')
      .set({ failures: 0, window_start: null })
      .where('member_id', '=', memberId)
      .where('failures', '>', 0)
      .execute();
    return;
  }
  const windowOpen = sql<boolean>`window_start is not null and window_start > ${now}::timestamptz - make_interval(mins => ${PIN_WINDOW_MINUTES})`;
  const counted = await db
    .updateTable('withdraw_pins')
    .set({
      failures: sql<number>`case when ${windowOpen} then failures + 1 else 1 end`,
      window_start: sql<Date>`case when ${windowOpen} then window_start else ${now}::timestamptz end`,
    })
    .where('member_id', '=', memberId)
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (counted.failures >= PIN_TRIES) {
    const until = new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000);
    await db
      .updateTable('withdraw_pins')
      .set({ locked_until: until, failures: 0, window_start: null })
      .where('member_id', '=', memberId)
      .execute();
    throw new DomainError('withdrawPinLocked', { until });
  }
  throw new DomainError('withdrawPinWrong', { left: PIN_TRIES - counted.failures });
}
