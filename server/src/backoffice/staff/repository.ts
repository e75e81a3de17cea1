import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Whether the member of the row has a confirmed second factor (migration 015). */
const hasSecondFactor = (eb: ExpressionBuilder<Schema, 'members'>) =>
  eb
    .exists(
      eb
        .selectFrom('staff_second_factors')
        .select('member_id')
        .whereRef('member_id', '=', 'members.id')
        .where('confirmed_at', 'is not', null),
    )
    .$castTo<boolean>()
    .as('second_factor');

/** Staff and admin accounts, by phone number. */
export function findStaffAccounts(db: Kysely<Schema>) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'role', 'status', 'created_at'])
    .select(hasSecondFactor)
    .where('role', 'in', ['staff', 'admin'])
    .orderBy('username')
    .execute();
}

export function findStaffAccount(db: Kysely<Schema>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'role', 'status', 'created_at'])
    .select(hasSecondFactor)
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** A staff or admin account by id; undefined for a member or nobody. */
export function findStaffAccountIfAny(db: Kysely<Schema>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'role'])
    .where('id', '=', memberId)
    .where('role', 'in', ['staff', 'admin'])
    .executeTakeFirst();
}
