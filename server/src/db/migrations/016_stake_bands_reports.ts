import { sql, type Kysely } from 'kysely';

/**
 * Stake bands and reports (docs/lottery-rules.md#stake-bands, docs/money.md#reports). A band pays its rate for stakes from min_stake to
 * max_stake satang (null: no upper end) that one slip puts on one number of the type; the rule of
 * valid bands is shared/src/lotto/stakeBands.ts. Reports sum ledger transfers by their time: an
 * index on it lets a day or a range read only its own transfers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_rate_bands')
    .addColumn('lottery_code', 'text', (col) => col.notNull().references('lotteries.code'))
    .addColumn('bet_type', 'text', (col) => col.notNull())
    .addColumn('min_stake', 'bigint', (col) => col.notNull().check(sql`min_stake > 0`))
    .addColumn('max_stake', 'bigint')
    .addColumn('rate_x100', 'integer', (col) => col.notNull().check(sql`rate_x100 > 0`))
    .addPrimaryKeyConstraint('lottery_rate_bands_pkey', ['lottery_code', 'bet_type', 'min_stake'])
    .addCheckConstraint('lottery_rate_bands_range', sql`max_stake is null or max_stake >= min_stake`)
    .execute();
  // pay_rate's answers are cached until a rate or band changes (migration 010's read-model version).
  await sql`create trigger lottery_rate_bands_read_model_version after insert or update or delete or truncate on lottery_rate_bands
    for each statement execute function raise_read_model_version()`.execute(db);
  await sql`create index ledger_transfers_created_at on ledger_transfers (created_at, kind)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index ledger_transfers_created_at`.execute(db);
  await db.schema.dropTable('lottery_rate_bands').execute();
}
