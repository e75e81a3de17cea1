import { sql, type Kysely } from 'kysely';

/**
 * Player protection (docs/player-protection.md): the limits a member sets (one row per kind and
 * period, with a raise or removal waiting its time), the member's time-out, self-exclusion and
 * reality-check interval, and every change the member made, for the back office.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('play_limits')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('deposit', 'loss', 'stake')`))
    .addColumn('period', 'text', (col) => col.notNull().check(sql`period in ('day', 'week', 'month')`))
    // Satang; null: no limit in force.
    .addColumn('amount', 'bigint')
    // A raise or removal: pending_amount (null: removal) takes over at pending_at.
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_at', 'timestamptz')
    .addPrimaryKeyConstraint('play_limits_pkey', ['member_id', 'kind', 'period'])
    .execute();
  await db.schema
    .createTable('player_protection')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id'))
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('timeout_until', 'timestamptz')
    .addColumn('excluded_until', 'timestamptz')
    .execute();
  await db.schema
    .createTable('player_protection_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('change', 'text', (col) => col.notNull())
    .addColumn('detail', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('player_protection_log_member').on('player_protection_log').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('player_protection_log').execute();
  await db.schema.dropTable('player_protection').execute();
  await db.schema.dropTable('play_limits').execute();
}
