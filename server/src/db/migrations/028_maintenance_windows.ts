import { sql, type Kysely } from 'kysely';

/**
 * Maintenance windows (ปิดปรับปรุง, docs/operations.md#maintenance-windows): per module (deposit,
 * withdraw, register, bet; for bet one lottery or all), from a time (null: at once) until a time
 * (null: until removed), with the message refused calls answer. Every change NOTIFYs
 * 'maintenance_changed' on commit, so that each server process reloads the windows it keeps for
 * its hot paths (server/src/site-config/maintenance.ts) instead of reading them per request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('maintenance_windows')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('module', 'text', (col) => col.notNull().check(sql`module in ('deposit', 'withdraw', 'register', 'bet')`))
    .addColumn('lottery_code', 'text', (col) => col.references('lotteries.code'))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('maintenance_windows_lottery_bet_only', sql`lottery_code is null or module = 'bet'`)
    .addCheckConstraint('maintenance_windows_period', sql`starts_at is null or ends_at is null or ends_at > starts_at`)
    .execute();
  await sql`create function notify_maintenance_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('maintenance_changed', '');
      return null;
    end $$`.execute(db);
  await sql`create trigger maintenance_windows_changed after insert or update or delete or truncate on maintenance_windows
    for each statement execute function notify_maintenance_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger maintenance_windows_changed on maintenance_windows`.execute(db);
  await sql`drop function notify_maintenance_changed()`.execute(db);
  await db.schema.dropTable('maintenance_windows').execute();
}
