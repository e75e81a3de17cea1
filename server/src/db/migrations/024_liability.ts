import { sql, type Kysely } from 'kysely';

/**
 * Risk by liability (docs/lottery-rules.md#risk-by-liability): a budget per lottery (with rate
 * steps) and per round, each round's liability per part of the result and cell, and each part's
 * stakes, kept in shards so that bets by different members do not wait for one row. Rounds not yet
 * settled get their standing lines' liability here, by the same rules as the server's `lineCells`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lotteries')
    // Satang; null: no budget.
    .addColumn('risk_budget', 'bigint', (col) => col.check(sql`risk_budget > 0`))
    .addColumn('risk_steps', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('rounds')
    // Satang; null: the lottery's.
    .addColumn('risk_budget', 'bigint', (col) => col.check(sql`risk_budget > 0`))
    .execute();

  // A cell is an outcome's last digits (two for bottom2, three otherwise); part top4 also keeps one
  // row per four-digit outcome for the four-digit types, whose highest liability ending in a cell
  // is that cell's four_max; วิ่ง is kept on one row per digit. An outcome's liability: its cell's
  // liability + its four-digit row's + the digit rows of its cell's digits.
  await db.schema
    .createTable('round_liability')
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id'))
    .addColumn('part', 'text', (col) => col.notNull())
    .addColumn('cell', 'text', (col) => col.notNull())
    .addColumn('liability', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`liability >= 0`),
    )
    .addColumn('four_max', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`four_max >= 0`),
    )
    .addPrimaryKeyConstraint('round_liability_pk', ['round_id', 'part', 'cell'])
    .execute();
  await db.schema
    .createTable('round_part_stakes')
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id'))
    .addColumn('part', 'text', (col) => col.notNull())
    .addColumn('shard', 'smallint', (col) => col.notNull())
    // A shard may go below zero (a cancel takes from its member's shard, a stake may sit in another): their sum may not.
    .addColumn('stakes', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('round_part_stakes_pk', ['round_id', 'part', 'shard'])
    .execute();

  await keepStandingLiability(db);
}

/**
 * The liability and stakes of the standing lines of every round not yet settled, written into the
 * empty tables, as place_bet would have kept them (in shard 0).
 */
export async function keepStandingLiability(db: Kysely<any>): Promise<void> {
  // The standing lines of rounds not yet settled, with their pay and the part their type decides.
  const lines = sql`(select l.round_id, l.bet_type, l.canonical_number as n, l.amount, l.amount * l.rate_x100 / 100 as pay,
      case when l.bet_type in ('bottom_two', 'bottom_one') then 'bottom2' when l.bet_type = 'first_three' then 'front3'
        when l.bet_type = 'last_three' then 'back3' when lo.has_four_digits then 'top4' else 'top3' end as part
    from bet_lines l join rounds r on r.id = l.round_id join lotteries lo on lo.code = r.lottery_code
    where r.settled_at is null and l.status = 'running')`;
  const sorted = (column: string) => sql`(select string_agg(ch, '' order by ch) from regexp_split_to_table(${sql.ref(column)}, '') as ch)`;
  await sql`insert into round_liability (round_id, part, cell, liability)
    with line as ${lines},
    three as (select lpad(i::text, 3, '0') as cell from generate_series(0, 999) as i),
    three_sorted as (select cell, ${sorted('cell')} as sorted from three),
    four as (select lpad(i::text, 4, '0') as cell from generate_series(0, 9999) as i),
    four_sorted as (select cell, ${sorted('cell')} as sorted from four),
    won as (
      select round_id, part, n as cell, pay from line
        where bet_type in ('top_three', 'first_three', 'last_three', 'bottom_two', 'top_four', 'top_one', 'bottom_one')
      union all select round_id, part, t.cell, pay from line join three_sorted t on t.sorted = line.n where bet_type = 'todd_three'
      union all select round_id, part, t.cell, pay from line join three t on right(t.cell, 2) = line.n where bet_type = 'top_two'
      union all select round_id, part, f.cell, pay from line join four_sorted f on f.sorted = line.n where bet_type = 'todd_four'
    )
    select round_id, part, cell, sum(pay) from won group by round_id, part, cell`.execute(db);
  // Every four-digit row's cell exists, so that its four_max has a row to live in.
  await sql`insert into round_liability (round_id, part, cell)
    select distinct round_id, part, right(cell, 3) from round_liability where length(cell) = 4
    on conflict do nothing`.execute(db);
  await sql`update round_liability c set four_max = f.top
    from (select round_id, part, right(cell, 3) as cell, max(liability) as top from round_liability where length(cell) = 4
      group by round_id, part, right(cell, 3)) f
    where c.round_id = f.round_id and c.part = f.part and c.cell = f.cell`.execute(db);
  await sql`insert into round_part_stakes (round_id, part, shard, stakes)
    select round_id, part, 0, sum(amount) from ${lines} as line group by round_id, part`.execute(db);
}
