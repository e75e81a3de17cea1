import type { Kysely } from 'kysely';

/**
 * Failed logins of one phone number from anywhere slow further attempts with growing delays
 * instead of locking the phone number: `blocked_until` is when the next attempt may come.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').addColumn('blocked_until', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').dropColumn('blocked_until').execute();
}
