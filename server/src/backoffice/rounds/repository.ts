import type { BetType, StaffRoundState } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';

/** SQL of the back office's rounds, lotteries, rate tables, limited numbers and exposure. */

export interface RoundFilter {
  lotteryCode?: string;
  date?: string;
  roundId?: number;
}

function filteredRounds(db: Kysely<Schema>, { lotteryCode, date, roundId }: RoundFilter) {
  let query = db.selectFrom('rounds');
  if (roundId !== undefined) query = query.where('rounds.id', '=', roundId);
  if (lotteryCode !== undefined) query = query.where('rounds.lottery_code', '=', lotteryCode);
  if (date !== undefined) query = query.where('rounds.round_date', '=', date);
  return query;
}

/**
 * A page of rounds with their state by the database clock and the totals of their lines that
 * stand (cancelled lines left out). Of one date: by closing time; otherwise the newest first.
 */
export async function findRoundsPage(db: Kysely<Schema>, filter: RoundFilter, limit: number, offset: number) {
  const direction = filter.date === undefined ? 'desc' : 'asc';
  return filteredRounds(db, filter)
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('bet_lines')
          .select([
            sql<string>`count(*)::text`.as('lines'),
            sql<string>`(count(*) filter (where bet_lines.status = 'prize'))::text`.as('winning_lines'),
            sql<string>`coalesce(sum(bet_lines.amount), 0)::text`.as('stake'),
            sql<string>`coalesce(sum(bet_lines.prize), 0)::text`.as('prize'),
          ])
          .whereRef('bet_lines.round_id', '=', 'rounds.id')
          .where('bet_lines.status', '<>', 'reject')
          .as('totals'),
      (join) => join.onTrue(),
    )
    .select([
      'rounds.id',
      'rounds.lottery_code',
      'lotteries.name as lottery_name',
      'rounds.slot',
      'rounds.round_date',
      'rounds.open_at',
      'rounds.close_at',
      'rounds.draw_at',
      'rounds.result',
      'rounds.settlement_version',
      'rounds.yeekee_commitment',
      'rounds.yeekee_seed',
      'rounds.voided_at',
      'rounds.void_reason',
      sql<Date>`rounds.draw_at + lotteries.void_after_minutes * interval '1 minute'`.as('void_at'),
      sql<StaffRoundState>`case
        when rounds.voided_at is not null then 'voided'
        when rounds.settled_at is not null then 'settled'
        when now() < rounds.open_at then 'waiting'
        when now() < rounds.close_at then 'open'
        else 'closed' end`.as('state'),
      sql<boolean>`rounds.draw_at <= now()`.as('drawn'),
      'totals.lines',
      'totals.winning_lines',
      'totals.stake',
      'totals.prize',
    ])
    .orderBy('rounds.close_at', direction)
    .orderBy('lotteries.sort_order')
    .orderBy('rounds.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRounds(db: Kysely<Schema>, filter: RoundFilter): Promise<number> {
  const row = await filteredRounds(db, filter)
    .select(sql<string>`count(*)::text`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findLotteries(db: Kysely<Schema>) {
  return db
    .selectFrom('lotteries')
    .select(['code', 'name', 'category', 'result_kind', 'has_four_digits', 'void_after_minutes'])
    .orderBy('sort_order')
    .execute();
}

/** The lottery's void deadline, locked until the transaction ends: two changes queue, each audited with what it replaced. */
export function lockVoidDeadline(trx: Transaction<Schema>, code: string) {
  return trx.selectFrom('lotteries').select('void_after_minutes').where('code', '=', code).forUpdate().executeTakeFirst();
}

export async function updateVoidDeadline(trx: Transaction<Schema>, code: string, voidAfterMinutes: number): Promise<void> {
  await trx.updateTable('lotteries').set({ void_after_minutes: voidAfterMinutes }).where('code', '=', code).execute();
}

export function findAllRates(db: Kysely<Schema>) {
  return db.selectFrom('lottery_rates').select(['lottery_code', 'bet_type', 'rate_x100']).execute();
}

/** The lottery's rate table, locked until the transaction ends: two edits of one table queue. */
export async function lockRateTable(trx: Transaction<Schema>, lotteryCode: string): Promise<Map<BetType, number>> {
  const rows = await trx
    .selectFrom('lottery_rates')
    .select(['bet_type', 'rate_x100'])
    .where('lottery_code', '=', lotteryCode)
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.bet_type, row.rate_x100]));
}

export async function updateRate(trx: Transaction<Schema>, lotteryCode: string, type: BetType, rateX100: number): Promise<void> {
  await trx
    .updateTable('lottery_rates')
    .set({ rate_x100: rateX100 })
    .where('lottery_code', '=', lotteryCode)
    .where('bet_type', '=', type)
    .execute();
}

/** The highest reduced rate of each type among the lottery's limited numbers (of any round). */
export async function findHighestLimitedRates(db: Kysely<Schema>, lotteryCode: string): Promise<Map<BetType, number>> {
  const rows = await db
    .selectFrom('limited_numbers')
    .select(['bet_type', sql<number>`max(rate_x100)`.as('rate_x100')])
    .where('lottery_code', '=', lotteryCode)
    .where('rate_x100', 'is not', null)
    .groupBy('bet_type')
    .execute();
  return new Map(rows.map((row) => [row.bet_type, row.rate_x100]));
}

export interface LimitedNumberFilter {
  lotteryCode?: string;
  /** The round's own rules and its lottery's rules for every round: all that apply to it. */
  round?: { id: number; lotteryCode: string };
}

export function findLimitedNumbers(db: Kysely<Schema>, { lotteryCode, round }: LimitedNumberFilter) {
  let query = db
    .selectFrom('limited_numbers')
    .select(['id', 'lottery_code', 'round_id', 'bet_type', 'number', 'rate_x100', 'closed', 'stake_cap']);
  if (lotteryCode !== undefined) query = query.where('lottery_code', '=', lotteryCode);
  if (round !== undefined) {
    query = query
      .where('lottery_code', '=', round.lotteryCode)
      .where((eb) => eb.or([eb('round_id', '=', round.id), eb('round_id', 'is', null)]));
  }
  return query
    .orderBy('lottery_code')
    .orderBy(sql`round_id nulls first`)
    .orderBy('bet_type')
    .orderBy('number')
    .execute();
}

export function findRoundLottery(db: Kysely<Schema>, roundId: number) {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select(['rounds.id', 'rounds.lottery_code', 'lotteries.max_number_total'])
    .where('rounds.id', '=', roundId)
    .executeTakeFirst();
}

/** Per (type, canonical number) of the round's standing lines: the stake, and what the house pays if it wins. */
export async function findExposure(db: Kysely<Schema>, roundId: number, limit: number) {
  const rows = await db
    .selectFrom('bet_lines')
    .select([
      'bet_type',
      'canonical_number',
      sql<string>`sum(amount)::text`.as('stake'),
      // Each line's prize is rounded down on its own, as settlement pays it.
      sql<string>`sum(amount * rate_x100 / 100)::text`.as('payout'),
    ])
    .where('round_id', '=', roundId)
    .where('status', '<>', 'reject')
    .groupBy(['bet_type', 'canonical_number'])
    .orderBy(sql`sum(amount * rate_x100 / 100)`, 'desc')
    .orderBy(sql`sum(amount)`, 'desc')
    .orderBy('bet_type')
    .orderBy('canonical_number')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ type: row.bet_type, number: row.canonical_number, stake: BigInt(row.stake), payout: BigInt(row.payout) }));
}
