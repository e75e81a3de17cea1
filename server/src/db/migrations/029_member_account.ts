import { sql, type Kysely } from 'kysely';

/**
 * The member's own account (docs/operations.md#sessions-and-login): each session (refresh-token
 * family) with the device and address it began on and when it was last refreshed, so a member can
 * see where they are signed in and end one; and the sign-in history, a row per login attempt of an
 * existing member whose password was checked, successful or not. Sessions begun before this
 * migration are listed with no device or address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_sessions')
    .addColumn('family_id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('device', 'text')
    .addColumn('address', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_sessions_member').on('member_sessions').columns(['member_id', 'last_seen_at']).execute();
  await sql`insert into member_sessions (family_id, member_id, created_at, last_seen_at)
    select family_id, min(member_id), min(created_at), max(created_at) from refresh_tokens
    where revoked_at is null group by family_id`.execute(db);

  await db.schema
    .createTable('login_history')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('ok', 'boolean', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_history_member').on('login_history').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_history').execute();
  await db.schema.dropTable('member_sessions').execute();
}
