import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * The lottery engine: lotteries and their pay rates, rounds, limited numbers (เลขอั้น), the running
 * stake totals that caps are checked against, bet slips and lines, and the audit of results.
 * Money is bigint satang; a rate is stored in hundredths (3.2 → 320) so prizes are integer sums.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lotteries')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().check(sql`category in ('single', 'stock')`))
    .addColumn('result_kind', 'text', (col) => col.notNull().check(sql`result_kind in ('government', 'digits')`))
    .addColumn('has_four_digits', 'boolean', (col) => col.notNull())
    .addColumn('schedule', 'jsonb', (col) => col.notNull())
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    // Limits of one line and of all members' stakes on one number of a type in one round.
    .addColumn('min_line_amount', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(100)
        .check(sql`min_line_amount > 0`),
    )
    .addColumn('max_line_amount', 'bigint', (col) => col.notNull().defaultTo(2_000_000))
    .addColumn('max_number_total', 'bigint', (col) => col.notNull().defaultTo(10_000_000))
    .addColumn('max_member_number_total', 'bigint')
    .execute();

  await db.schema
    .createTable('lottery_rates')
    .addColumn('lottery_code', 'text', (col) => col.notNull().references('lotteries.code'))
    .addColumn('bet_type', 'text', (col) => col.notNull())
    .addColumn('rate_x100', 'integer', (col) => col.notNull().check(sql`rate_x100 > 0`))
    .addPrimaryKeyConstraint('lottery_rates_pk', ['lottery_code', 'bet_type'])
    .execute();

  await db.schema
    .createTable('rounds')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lottery_code', 'text', (col) => col.notNull().references('lotteries.code'))
    // The scheduler's name for the round ('2026-11-16', '2026-11-23#37'); moving its times keeps it.
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('round_date', 'date', (col) => col.notNull())
    .addColumn('open_at', 'timestamptz', (col) => col.notNull())
    .addColumn('close_at', 'timestamptz', (col) => col.notNull())
    .addColumn('draw_at', 'timestamptz', (col) => col.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('result_recorded_at', 'timestamptz')
    .addColumn('result_recorded_by', 'integer', (col) => col.references('members.id'))
    .addColumn('settled_at', 'timestamptz')
    .addColumn('settlement_version', 'integer', (col) => col.notNull().defaultTo(0))
    // Yeekee: the secret seed and its published sha256, revealed with the result.
    .addColumn('yeekee_seed', 'text')
    .addColumn('yeekee_commitment', 'text')
    .addUniqueConstraint('rounds_lottery_slot', ['lottery_code', 'slot'])
    .addCheckConstraint('rounds_times_in_order', sql`open_at < close_at and close_at <= draw_at`)
    .execute();
  await db.schema.createIndex('rounds_close_at').on('rounds').column('close_at').execute();
  await db.schema.createIndex('rounds_lottery_close_at').on('rounds').columns(['lottery_code', 'close_at']).execute();

  await db.schema
    .createTable('limited_numbers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lottery_code', 'text', (col) => col.notNull().references('lotteries.code'))
    // Null: every round of the lottery.
    .addColumn('round_id', 'integer', (col) => col.references('rounds.id'))
    .addColumn('bet_type', 'text', (col) => col.notNull())
    // Canonical form: todd numbers by sorted digits.
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('rate_x100', 'integer', (col) => col.check(sql`rate_x100 > 0`))
    .addColumn('closed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('stake_cap', 'bigint', (col) => col.check(sql`stake_cap > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`create unique index limited_numbers_one_rule on limited_numbers
    (lottery_code, coalesce(round_id, 0), bet_type, number)`.execute(db);

  // Running totals of stakes, raised in the transaction of each bet so caps hold under concurrency.
  await db.schema
    .createTable('round_number_totals')
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id'))
    .addColumn('bet_type', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull().check(sql`total >= 0`))
    .addPrimaryKeyConstraint('round_number_totals_pk', ['round_id', 'bet_type', 'number'])
    .execute();
  await db.schema
    .createTable('member_number_totals')
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('bet_type', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull().check(sql`total >= 0`))
    .addPrimaryKeyConstraint('member_number_totals_pk', ['round_id', 'member_id', 'bet_type', 'number'])
    .execute();

  await db.schema
    .createTable('bet_slips')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id'))
    .addColumn('total', 'bigint', (col) => col.notNull().check(sql`total > 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running', 'reject', 'settled')`),
    )
    // Milliseconds, as JavaScript carries them: the member names a slip by (round_id, createdAt).
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bet_slips_member_created').on('bet_slips').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('bet_slips_round').on('bet_slips').column('round_id').execute();

  await db.schema
    .createTable('bet_lines')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('slip_id', 'integer', (col) => col.notNull().references('bet_slips.id'))
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('bet_type', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('canonical_number', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    // The rate the line was accepted at; later changes of rates never touch it.
    .addColumn('rate_x100', 'integer', (col) => col.notNull().check(sql`rate_x100 > 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running', 'prize', 'no_prize', 'reject')`),
    )
    .addColumn('num_prize', 'text')
    .addColumn('prize', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`prize >= 0`),
    )
    .execute();
  await db.schema.createIndex('bet_lines_slip').on('bet_lines').column('slip_id').execute();
  await db.schema.createIndex('bet_lines_round_status').on('bet_lines').columns(['round_id', 'status']).execute();

  // Every result recorded, drawn or corrected, kept for audit.
  await db.schema
    .createTable('round_result_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id'))
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('recorded', 'drawn', 'corrected')`))
    .addColumn('result', 'jsonb', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('members.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'round_result_log',
    'bet_lines',
    'bet_slips',
    'member_number_totals',
    'round_number_totals',
    'limited_numbers',
    'rounds',
    'lottery_rates',
    'lotteries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
