import { YEEKEE_CODE, type LotteryResult } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RoundResultLogTable, Schema } from '../../db/schema';
import type { NumberKey } from '../rates/repository';

export interface SettlingRound {
  id: number;
  lottery_code: string;
  result_kind: 'government' | 'digits';
  has_four_digits: boolean;
  result: LotteryResult | null;
  settled_at: Date | null;
  settlement_version: number;
  /** Voided rounds are never settled (docs/lottery-rules.md#void-deadlines). */
  voided_at: Date | null;
  /** By the database clock: close_at has passed. */
  closed: boolean;
  /** By the database clock: draw_at has passed. */
  drawn: boolean;
}

/**
 * The round, locked for update until the transaction ends: a second settlement waits and then
 * finds it settled, and bets and cancels in flight (which share-lock it) finish first.
 */
export async function lockRoundForSettlement(trx: Transaction<Schema>, roundId: number): Promise<SettlingRound | undefined> {
  const round = await trx
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select([
      'rounds.id',
      'rounds.lottery_code',
      'lotteries.result_kind',
      'lotteries.has_four_digits',
      'rounds.result',
      'rounds.settled_at',
      'rounds.settlement_version',
      'rounds.voided_at',
    ])
    .where('rounds.id', '=', roundId)
    .forUpdate('rounds')
    .executeTakeFirst();
  if (!round) return undefined;
  return { ...round, ...(await roundTimesPassedNow(trx, roundId)) };
}

/**
 * Whether the round's close_at has passed by the database clock. Call it once the round is locked:
 * clock_timestamp() is the time now, whereas now() is when the transaction (and its wait) began.
 */
export async function roundClosedNow(db: Kysely<Schema>, roundId: number): Promise<boolean> {
  return (await roundTimesPassedNow(db, roundId)).closed;
}

/** Whether the round's close_at and draw_at have passed by the database clock (see roundClosedNow). */
export async function roundTimesPassedNow(db: Kysely<Schema>, roundId: number): Promise<{ closed: boolean; drawn: boolean }> {
  return db
    .selectFrom('rounds')
    .select([sql<boolean>`clock_timestamp() >= close_at`.as('closed'), sql<boolean>`clock_timestamp() >= draw_at`.as('drawn')])
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
}

export async function recordResult(
  db: Kysely<Schema>,
  {
    roundId,
    result,
    actorId,
    action,
  }: { roundId: number; result: LotteryResult; actorId: number | null; action: RoundResultLogTable['action'] },
): Promise<void> {
  const json = JSON.stringify(result);
  await db
    .updateTable('rounds')
    .set({ result: json, result_recorded_at: sql<Date>`now()`, result_recorded_by: actorId })
    .where('id', '=', roundId)
    .execute();
  await db.insertInto('round_result_log').values({ round_id: roundId, action, result: json, actor_id: actorId }).execute();
}

/** A winning line as the marking statement returns it: its slip, its member and its prize in satang. */
export interface WinningLine {
  slipId: number;
  memberId: number;
  prize: bigint;
}

export interface MarkedLines {
  lines: number;
  winning: WinningLine[];
}

/**
 * Marks the round's winning lines won, at stake × their own rate (floor of satang × hundredths /
 * 100), and answers them, so the prizes of members and slips are summed without reading the round's
 * lines again. Only the winners are written: a standing line (not rejected) of a settled round that
 * is not marked won lost (reads/rules.ts lineOutcome), so settling costs the winners, not the round
 * (docs/lottery-rules.md#settlement-and-corrections). At a correction the previous winners stand again first.
 */
export async function markWinningLines(
  db: Kysely<Schema>,
  { roundId, winningPairs, correcting }: { roundId: number; winningPairs: readonly NumberKey[]; correcting: boolean },
): Promise<MarkedLines> {
  if (correcting) {
    await db
      .updateTable('bet_lines')
      .set({ status: 'running', prize: 0n })
      .where('round_id', '=', roundId)
      .where('status', '=', 'prize')
      .execute();
  }
  const { count } = await db
    .selectFrom('bet_lines')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('round_id', '=', roundId)
    .where('status', '<>', 'reject')
    .executeTakeFirstOrThrow();
  // The pairs joined as a table (hashed once), not an IN list tested pair by pair on every line.
  const { rows } = await sql<{ slip_id: number; member_id: number; prize: string }>`
    update bet_lines l set status = 'prize', prize = l.amount * l.rate_x100 / 100
    from (values ${sql.join(winningPairs.map((pair) => sql`(${pair.type}, ${pair.number})`))}) as w(bet_type, canonical_number)
    where l.round_id = ${roundId} and l.status <> 'reject' and l.bet_type = w.bet_type and l.canonical_number = w.canonical_number
    returning l.slip_id, l.member_id, l.prize::text`.execute(db);
  return {
    lines: Number(count),
    winning: rows.map((row) => ({ slipId: row.slip_id, memberId: row.member_id, prize: BigInt(row.prize) })),
  };
}

/** Each winning member's prizes in the round, in satang. */
export async function prizesByMember(db: Kysely<Schema>, roundId: number): Promise<{ memberId: number; prize: bigint }[]> {
  const rows = await db
    .selectFrom('bet_lines')
    // sum() of bigint is numeric: read as text, exactly.
    .select(['member_id', sql<string>`sum(prize)::text`.as('prize')])
    .where('round_id', '=', roundId)
    .where('status', '=', 'prize')
    .where('prize', '>', 0n)
    .groupBy('member_id')
    .orderBy('member_id')
    .execute();
  return rows.map((row) => ({ memberId: row.member_id, prize: BigInt(row.prize) }));
}

/** Members with a standing line of the settled round whose (type, canonical number) is one of `winningPairs`. */
export async function findWinners(db: Kysely<Schema>, roundId: number, winningPairs: readonly NumberKey[]): Promise<number[]> {
  const { rows } = await sql<{ member_id: number }>`
    select distinct member_id from bet_lines
    where round_id = ${roundId} and status <> 'reject'
      and (bet_type, canonical_number) in (${sql.join(winningPairs.map((pair) => sql`(${pair.type}, ${pair.number})`))})`.execute(db);
  return rows.map((row) => row.member_id);
}

/** How many of these members owe the house now. */
export async function countOwing(db: Kysely<Schema>, memberIds: readonly number[]): Promise<number> {
  if (memberIds.length === 0) return 0;
  const { count } = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('id', '=', sql<number>`any(${memberIds.map(String)}::int[])`)
    .where('debt', '>', 0n)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Marks the round's winning slips settled, with their prize total and that a line won, as the
 * history reads them (`won` gives each one's prize); then stamps the round settled and answers the
 * new settlement version. As with lines, only the winners are written: a running slip of a settled
 * round lost (reads/rules.ts slipBetStatus). At a correction the previous winners run again first.
 */
export async function markRoundSettled(
  db: Kysely<Schema>,
  { roundId, won, correcting }: { roundId: number; won: readonly { slipId: number; prize: bigint }[]; correcting: boolean },
): Promise<number> {
  if (correcting) {
    await db
      .updateTable('bet_slips')
      .set({ status: 'running', won: false, prize: 0n })
      .where('round_id', '=', roundId)
      .where('status', '=', 'settled')
      .where('won', '=', true)
      .execute();
  }
  if (won.length > 0) {
    await sql`update bet_slips s set status = 'settled', won = true, prize = w.prize
      from unnest(${won.map(({ slipId }) => String(slipId))}::int[], ${won.map(({ prize }) => String(prize))}::int8[]) as w(slip_id, prize)
      where s.id = w.slip_id`.execute(db);
  }
  const { settlement_version } = await db
    .updateTable('rounds')
    .set((eb) => ({ settled_at: sql<Date>`now()`, settlement_version: eb('settlement_version', '+', 1) }))
    .where('id', '=', roundId)
    .returning('settlement_version')
    .executeTakeFirstOrThrow();
  return settlement_version;
}

/** Yeekee rounds closed by `now` and not yet drawn, oldest first, with their seeds. */
export function findUndrawnYeekeeRounds(db: Kysely<Schema>, now: Date): Promise<{ id: number; yeekee_seed: string | null }[]> {
  return db
    .selectFrom('rounds')
    .select(['id', 'yeekee_seed'])
    .where('lottery_code', '=', 'yeekee')
    .where('close_at', '<=', now)
    .where('result', 'is', null)
    .where('settled_at', 'is', null)
    .orderBy('close_at')
    .execute();
}

/** A running slip a void rejected: whose, and the stake to refund in satang. */
export interface VoidedSlip {
  id: number;
  memberId: number;
  total: bigint;
}

/**
 * Rejects every running slip of the round and its lines, as a cancel rejects one slip (the member
 * sees `ยกเลิก`), and answers the slips in id order.
 */
export async function rejectRunningSlipsOfRound(trx: Transaction<Schema>, roundId: number): Promise<VoidedSlip[]> {
  const slips = await trx
    .updateTable('bet_slips')
    .set({ status: 'reject', cancelled_at: sql<Date>`now()` })
    .where('round_id', '=', roundId)
    .where('status', '=', 'running')
    .returning(['id', 'member_id', 'total'])
    .execute();
  await trx.updateTable('bet_lines').set({ status: 'reject' }).where('round_id', '=', roundId).where('status', '=', 'running').execute();
  return slips.map((slip) => ({ id: slip.id, memberId: slip.member_id, total: slip.total })).sort((a, b) => a.id - b.id);
}

export async function markRoundVoided(
  trx: Transaction<Schema>,
  roundId: number,
  { reason, actorId }: { reason: string; actorId: number | null },
): Promise<void> {
  await trx
    .updateTable('rounds')
    .set({ voided_at: sql<Date>`now()`, void_reason: reason, voided_by: actorId })
    .where('id', '=', roundId)
    .execute();
}

/** SQL of the void deadline of the round whose columns are in scope as `rounds`, of its lottery as `lotteries`. */
export const voidDeadlineSql = sql<Date>`rounds.draw_at + lotteries.void_after_minutes * interval '1 minute'`;

/** The round's void deadline: its draw time plus its lottery's minutes. */
export async function findVoidDeadline(db: Kysely<Schema>, roundId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select(voidDeadlineSql.as('deadline'))
    .where('rounds.id', '=', roundId)
    .executeTakeFirst();
  return row?.deadline;
}

/**
 * Rounds past their void deadline by `now` with no result, neither settled nor voided, oldest
 * first; never yeekee, which the server draws (docs/lottery-rules.md#void-deadlines).
 */
export async function findOverdueRounds(db: Kysely<Schema>, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select('rounds.id')
    .where('rounds.settled_at', 'is', null)
    .where('rounds.voided_at', 'is', null)
    // Within the partial index's rows, only those whose draw is already past.
    .where('rounds.draw_at', '<=', now)
    .where('rounds.lottery_code', '<>', YEEKEE_CODE)
    .where(voidDeadlineSql, '<=', now)
    .orderBy('rounds.draw_at')
    .orderBy('rounds.id')
    .execute();
  return rows.map((row) => row.id);
}
