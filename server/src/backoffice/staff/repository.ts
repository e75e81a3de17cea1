import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Staff and admin accounts, by phone number. */
export function findStaffAccounts(db: Kysely<Schema>) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'role', 'status', 'created_at'])
    .where('role', 'in', ['staff', 'admin'])
    .orderBy('username')
    .execute();
}

export function findStaffAccount(db: Kysely<Schema>, memberId: number) {
  return db.selectFrom('members').select(['id', 'username', 'role', 'status', 'created_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
}
