import type { BetStatus, BetType, Schedule } from '@lotto/shared';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * Queries of the lottery engine's read side and of the round scheduler. Writes of bets and
 * settlement live with those areas; this file only creates rounds and reads.
 */

// --- scheduler ---

/**
 * Key of the PostgreSQL advisory lock that lets one server process at a time create rounds
 * (DESIGN.md section 6). Any constant works as long as no other part of the site uses it.
 */
const SCHEDULER_LOCK_KEY = 7_460_201;

export async function findActiveLotterySchedules(db: Kysely<Schema>): Promise<{ code: string; schedule: Schedule }[]> {
  return db.selectFrom('lotteries').select(['code', 'schedule']).where('active', '=', true).orderBy('sort_order').execute();
}

/** Takes the scheduler's lock until `trx` ends; false when another process holds it. */
export async function tryTakeSchedulerLock(trx: Kysely<Schema>): Promise<boolean> {
  const { rows } = await sql<{ acquired: boolean }>`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_KEY}::bigint) as acquired`.execute(
    trx,
  );
  return rows[0]?.acquired === true;
}

export interface NewRound {
  lottery_code: string;
  slot: string;
  round_date: string;
  open_at: Date;
  close_at: Date;
  draw_at: Date;
  yeekee_seed: string | null;
  yeekee_commitment: string | null;
}

/**
 * Inserts the rounds whose (lottery, slot) does not exist yet and answers how many it created.
 * An existing round is left as it is: staff may have moved its times.
 */
export async function insertMissingRounds(trx: Kysely<Schema>, rounds: readonly NewRound[]): Promise<number> {
  if (rounds.length === 0) return 0;
  const created = await trx
    .insertInto('rounds')
    .values([...rounds])
    .onConflict((conflict) => conflict.columns(['lottery_code', 'slot']).doNothing())
    .returning('id')
    .execute();
  return created.length;
}

// --- lotteries and rates ---

export async function findActiveLotteries(db: Kysely<Schema>) {
  return db
    .selectFrom('lotteries')
    .select(['code', 'name', 'logo', 'category'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .execute();
}

export async function findLottery(db: Kysely<Schema>, code: string) {
  return db.selectFrom('lotteries').select(['code', 'name', 'category', 'active']).where('code', '=', code).executeTakeFirst();
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
  'lotteries.name',
  'lotteries.logo',
  'lotteries.category',
  'lotteries.sort_order',
] as const;

/**
 * Per active lottery, the round members can bet on: the one open at `now`, or else the next to
 * open. Closed rounds are not listed; a lottery with neither is left out.
 */
export async function findRunningRounds(db: Kysely<Schema>, now: Date) {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .distinctOn('rounds.lottery_code')
    .select(roundColumns)
    .where('lotteries.active', '=', true)
    .where('rounds.close_at', '>', now)
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
  return resultRounds(db, { code, date }).orderBy('rounds.draw_at', 'desc').orderBy('lotteries.sort_order').orderBy('rounds.id', 'desc').limit(limit).execute();
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

type SlipScope = ExpressionBuilder<Schema & { s: Schema['bet_slips'] }, 's'>;

/** Whether a line of the slip won: a settled slip shows as prize then, else as no_prize. */
const slipHasWinningLine = (eb: SlipScope) =>
  eb.exists(
    eb
      .selectFrom('bet_lines')
      .select(sql`1`.as('one'))
      .whereRef('bet_lines.slip_id', '=', 's.id')
      .where('bet_lines.status', '=', 'prize'),
  );

/** The SQL form of a slip's member-facing status (slipBetStatus in readRules.ts). */
function slipStatusIs(eb: SlipScope, status: BetStatus) {
  switch (status) {
    case 'running':
    case 'reject':
      return eb('s.status', '=', status);
    case 'prize':
      return eb.and([eb('s.status', '=', 'settled'), slipHasWinningLine(eb)]);
    case 'no_prize':
      return eb.and([eb('s.status', '=', 'settled'), eb.not(slipHasWinningLine(eb))]);
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

/** A page of the member's slips, newest first, with their prize total and whether a line won. */
export async function findHistoryPage(
  db: Kysely<Schema>,
  memberId: number,
  filter: HistoryFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  return memberSlips(db, memberId, filter)
    .select((eb) => [
      's.id',
      's.round_id',
      's.total',
      's.status',
      's.created_at',
      'rounds.round_date',
      'rounds.lottery_code',
      'lotteries.name',
      'lotteries.logo',
      eb
        .selectFrom('bet_lines')
        .select(sql<bigint>`coalesce(sum(bet_lines.prize), 0)::bigint`.as('prize'))
        .whereRef('bet_lines.slip_id', '=', 's.id')
        .as('prize'),
      slipHasWinningLine(eb).$castTo<boolean>().as('has_winning_line'),
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countHistory(db: Kysely<Schema>, memberId: number, filter: HistoryFilter): Promise<number> {
  const { count } = await memberSlips(db, memberId, filter)
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The member's lines of a round; with `slipCreatedAt`, only those of that slip. Never another member's. */
export async function findMemberRoundLines(db: Kysely<Schema>, memberId: number, roundId: number, slipCreatedAt: Date | null) {
  return db
    .selectFrom('bet_lines')
    .innerJoin('bet_slips', 'bet_slips.id', 'bet_lines.slip_id')
    .select([
      'bet_lines.id',
      'bet_lines.bet_type',
      'bet_lines.number',
      'bet_lines.amount',
      'bet_lines.rate_x100',
      'bet_lines.status',
      'bet_lines.num_prize',
      'bet_lines.prize',
    ])
    .where('bet_lines.member_id', '=', memberId)
    .where('bet_slips.member_id', '=', memberId)
    .where('bet_lines.round_id', '=', roundId)
    .$if(slipCreatedAt !== null, (query) => query.where('bet_slips.created_at', '=', slipCreatedAt!))
    .orderBy('bet_slips.created_at')
    .orderBy('bet_lines.id')
    .execute();
}
