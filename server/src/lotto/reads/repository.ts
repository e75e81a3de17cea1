import type { BetStatus, BetType } from '@lotto/shared';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Queries of the lottery engine's read side. Writes of bets, settlement and rounds live with those areas. */

// --- lotteries and rates ---

export async function findActiveLotteries(db: Kysely<Schema>) {
  return db.selectFrom('lotteries').select(['code', 'name', 'logo', 'category']).where('active', '=', true).orderBy('sort_order').execute();
}

export async function findLottery(db: Kysely<Schema>, code: string) {
  return db
    .selectFrom('lotteries')
    .select(['code', 'name', 'category', 'active', 'result_kind', 'has_four_digits'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function findLotteryRates(db: Kysely<Schema>, code: string): Promise<{ bet_type: BetType; rate_x100: number }[]> {
  return db.selectFrom('lottery_rates').select(['bet_type', 'rate_x100']).where('lottery_code', '=', code).execute();
}

// --- rounds ---

const roundColumns = [
  'rounds.id',
  'rounds.lottery_code',
  'rounds.round_date',
  'rounds.open_at',
  'rounds.close_at',
  'rounds.draw_at',
  'rounds.result',
  'rounds.yeekee_seed',
  'rounds.yeekee_commitment',
  'rounds.yeekee_draw_version',
  'rounds.yeekee_shots_digest',
  'lotteries.name',
  'lotteries.logo',
  'lotteries.category',
  'lotteries.sort_order',
] as const;

/**
 * Per active lottery, the round members can bet on: the one open at `now`, or else the next to
 * open. Closed and voided rounds are not listed; a lottery with neither is left out.
 */
export async function findRunningRounds(db: Kysely<Schema>, now: Date) {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .distinctOn('rounds.lottery_code')
    .select(roundColumns)
    .where('lotteries.active', '=', true)
    .where('rounds.close_at', '>', now)
    .where('rounds.voided_at', 'is', null)
    .orderBy('rounds.lottery_code')
    .orderBy(sql`rounds.open_at <= ${now}`, 'desc')
    .orderBy('rounds.close_at')
    .execute();
}

export interface ResultFilter {
  code: string | null;
  /** Bangkok draw date, YYYY-MM-DD. */
  date: string | null;
  /** Only each lottery's newest draw (the results page), in the catalogue's order. */
  latestPerLottery: boolean;
  limit: number;
}

function resultRounds(db: Kysely<Schema>, { code, date }: Pick<ResultFilter, 'code' | 'date'>) {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select(roundColumns)
    .where('rounds.result', 'is not', null)
    .$if(code !== null, (query) => query.where('rounds.lottery_code', '=', code!))
    .$if(date !== null, (query) => query.where('rounds.round_date', '=', date!));
}

/** Rounds with a recorded result: newest draw first, or each lottery's newest draw in catalogue order. */
export async function findResultRounds(db: Kysely<Schema>, { code, date, latestPerLottery, limit }: ResultFilter) {
  if (latestPerLottery) {
    const latest = resultRounds(db, { code, date })
      .distinctOn('rounds.lottery_code')
      .orderBy('rounds.lottery_code')
      .orderBy('rounds.draw_at', 'desc')
      .orderBy('rounds.id', 'desc')
      .as('latest');
    return db.selectFrom(latest).selectAll().orderBy('sort_order').limit(limit).execute();
  }
  return resultRounds(db, { code, date })
    .orderBy('rounds.draw_at', 'desc')
    .orderBy('lotteries.sort_order')
    .orderBy('rounds.id', 'desc')
    .limit(limit)
    .execute();
}

/** The yeekee round open at `now`: its times and the commitment published with it. */
export async function findOpenYeekeeRound(db: Kysely<Schema>, now: Date) {
  return db
    .selectFrom('rounds')
    .select(['id', 'open_at', 'close_at', 'yeekee_commitment'])
    .where('lottery_code', '=', 'yeekee')
    .where('yeekee_commitment', 'is not', null)
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .orderBy('close_at')
    .limit(1)
    .executeTakeFirst();
}

/** The Bangkok dates on which a lottery has a recorded result, newest first. */
export async function findResultDates(db: Kysely<Schema>, code: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('rounds')
    .select('round_date')
    .distinct()
    .where('lottery_code', '=', code)
    .where('result', 'is not', null)
    .orderBy('round_date', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.round_date);
}

// --- the member's slips ---

export interface HistoryFilter {
  /** Null: every lottery. */
  code: string | null;
  /** Null: every status. */
  status: BetStatus | null;
}

type SlipScope = ExpressionBuilder<Schema & { s: Schema['bet_slips'] }, 's' | 'rounds'>;

/** The SQL form of a slip's member-facing status (slipBetStatus in rules.ts); settlement keeps `won` on the slip. */
function slipStatusIs(eb: SlipScope, status: BetStatus) {
  switch (status) {
    case 'running':
      return eb.and([eb('s.status', '=', 'running'), eb('rounds.settled_at', 'is', null)]);
    case 'reject':
      return eb('s.status', '=', status);
    case 'prize':
      return eb.and([eb('s.status', '=', 'settled'), eb('s.won', '=', true)]);
    case 'no_prize':
      return eb.or([
        eb.and([eb('s.status', '=', 'settled'), eb('s.won', '=', false)]),
        eb.and([eb('s.status', '=', 'running'), eb('rounds.settled_at', 'is not', null)]),
      ]);
  }
}

function memberSlips(db: Kysely<Schema>, memberId: number, { code, status }: HistoryFilter) {
  return db
    .selectFrom('bet_slips as s')
    .innerJoin('rounds', 'rounds.id', 's.round_id')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .where('s.member_id', '=', memberId)
    .$if(code !== null, (query) => query.where('rounds.lottery_code', '=', code!))
    .$if(status !== null, (query) => query.where((eb) => slipStatusIs(eb, status!)));
}

/** The columns of a slip in the member's history. */
function historyColumns(query: ReturnType<typeof memberSlips>) {
  return query.select([
    's.id',
    's.round_id',
    's.total',
    's.status',
    's.created_at',
    'rounds.round_date',
    'rounds.lottery_code',
    'lotteries.name',
    'lotteries.logo',
    's.prize',
    's.won as has_winning_line',
    sql<boolean>`rounds.settled_at is not null`.as('round_settled'),
  ]);
}

export type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyColumns>['execute']>>[number];

/**
 * A page of the member's slips, newest first, with their prize total and whether a line won (both
 * kept on the slip by settlement), and how many slips pass the filter. Unfiltered, that number is
 * the newest slip's (slips are numbered densely per member), read in the same statement as the
 * page, which is a range of slip numbers below it, read from the (member_id, member_seq) index
 * however deep the page: one round trip for the history's usual request. Filtered by status, the
 * (member_id, status, won, member_seq) index is counted, then walked to the offset.
 */
export async function findHistoryPage(
  db: Kysely<Schema>,
  memberId: number,
  filter: HistoryFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ total: number; rows: HistoryRow[] }> {
  if (filter.code !== null || filter.status !== null) {
    const { count } = await memberSlips(db, memberId, filter)
      .select((eb) => eb.fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await historyColumns(memberSlips(db, memberId, filter))
      .orderBy('s.member_seq', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { total: Number(count), rows };
  }
  const newest = db
    .selectFrom('bet_slips')
    .select((eb) => eb.fn.coalesce(eb.fn.max('member_seq'), sql<number>`0`).as('newest_seq'))
    .where('member_id', '=', memberId);
  const page = historyColumns(memberSlips(db, memberId, filter))
    .where('s.member_seq', '<=', sql<number>`newest.newest_seq - ${offset}`)
    .orderBy('s.member_seq', 'desc')
    .limit(limit);
  const found = await db
    .selectFrom(newest.as('newest'))
    .leftJoinLateral(page.as('page'), (join) => join.onTrue())
    .selectAll('page')
    .select('newest.newest_seq')
    .execute();
  // No slip on the page: the lateral join's one row of nulls.
  const rows = found.filter((row) => row.id !== null) as HistoryRow[];
  return { total: found[0]?.newest_seq ?? 0, rows };
}

/**
 * The member's lines of a round, each with whether the round is settled and its result (a line's
 * outcome reads both: lineOutcome); with `slipCreatedAt`, only those of that slip. Never another member's.
 */
export async function findMemberRoundLines(db: Kysely<Schema>, memberId: number, roundId: number, slipCreatedAt: Date | null) {
  return db
    .selectFrom('bet_lines')
    .innerJoin('bet_slips', 'bet_slips.id', 'bet_lines.slip_id')
    .innerJoin('rounds', 'rounds.id', 'bet_lines.round_id')
    .select([
      'bet_lines.id',
      'bet_lines.bet_type',
      'bet_lines.number',
      'bet_lines.amount',
      'bet_lines.rate_x100',
      'bet_lines.status',
      'bet_lines.prize',
      sql<boolean>`rounds.settled_at is not null`.as('round_settled'),
      'rounds.result',
    ])
    .where('bet_lines.member_id', '=', memberId)
    .where('bet_slips.member_id', '=', memberId)
    .where('bet_lines.round_id', '=', roundId)
    .$if(slipCreatedAt !== null, (query) => query.where('bet_slips.created_at', '=', slipCreatedAt!))
    .orderBy('bet_slips.created_at')
    .orderBy('bet_lines.id')
    .execute();
}

// --- the read-model version (migration 010) ---

/** Raised by every write to lotteries, lottery_rates, rounds and limited_numbers. */
export async function findReadModelVersion(db: Kysely<Schema>): Promise<bigint> {
  const { version } = await db.selectFrom('read_model_version').select('version').executeTakeFirstOrThrow();
  return version;
}
