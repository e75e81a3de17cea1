import type { BetType } from '@lotto/shared';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { NumberKey } from './ratesRepository';

/** A round with the limits of its lottery, as betting needs them. */
export interface BettingRound {
  id: number;
  lottery_code: string;
  min_line_amount: bigint;
  max_line_amount: bigint;
  max_number_total: bigint;
  max_member_number_total: bigint | null;
}

const bettingRoundColumns = [
  'rounds.id',
  'rounds.lottery_code',
  'lotteries.min_line_amount',
  'lotteries.max_line_amount',
  'lotteries.max_number_total',
  'lotteries.max_member_number_total',
] as const;

/**
 * The round, share-locked until the transaction ends: moving its times and settling it (which
 * lock it for update) wait for the bets and cancels in flight, and these wait for them.
 */
export function lockRoundForBetting(db: Kysely<Schema>, roundId: number): Promise<BettingRound | undefined> {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select(bettingRoundColumns)
    .where('rounds.id', '=', roundId)
    .forShare('rounds')
    .executeTakeFirst();
}

export function findBettingRound(db: Kysely<Schema>, roundId: number): Promise<BettingRound | undefined> {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select(bettingRoundColumns)
    .where('rounds.id', '=', roundId)
    .executeTakeFirst();
}

/**
 * Whether the round takes bets now, by the database's clock at this statement: clock_timestamp(),
 * not now(), which is the start of the transaction and may precede a wait for the round's lock.
 */
export async function isRoundOpen(db: Kysely<Schema>, roundId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rounds')
    .select(sql<boolean>`open_at <= clock_timestamp() and clock_timestamp() < close_at and settled_at is null`.as('open'))
    .where('id', '=', roundId)
    .executeTakeFirst();
  return row?.open === true;
}

/**
 * Adds `amount` to the round's running total of a number unless that would pass `cap`, in one
 * statement: a concurrent bet on the same number waits for this row and then sees the new total,
 * so bets cannot pass a cap together. The caller has checked that `amount` alone is within it.
 */
export async function raiseRoundTotal(
  db: Kysely<Schema>,
  { roundId, key, amount, cap }: { roundId: number; key: NumberKey; amount: bigint; cap: bigint },
): Promise<boolean> {
  const raised = await db
    .insertInto('round_number_totals')
    .values({ round_id: roundId, bet_type: key.type, number: key.number, total: amount })
    .onConflict((conflict) =>
      conflict
        .columns(['round_id', 'bet_type', 'number'])
        .doUpdateSet({ total: sql`round_number_totals.total + excluded.total` })
        .where(sql<boolean>`round_number_totals.total + excluded.total <= ${cap}`),
    )
    .returning('total')
    .executeTakeFirst();
  return raised !== undefined;
}

/** As `raiseRoundTotal`, for one member's total on the number; a null cap only counts. */
export async function raiseMemberTotal(
  db: Kysely<Schema>,
  { roundId, memberId, key, amount, cap }: { roundId: number; memberId: number; key: NumberKey; amount: bigint; cap: bigint | null },
): Promise<boolean> {
  const raised = await db
    .insertInto('member_number_totals')
    .values({ round_id: roundId, member_id: memberId, bet_type: key.type, number: key.number, total: amount })
    .onConflict((conflict) => {
      const update = conflict
        .columns(['round_id', 'member_id', 'bet_type', 'number'])
        .doUpdateSet({ total: sql`member_number_totals.total + excluded.total` });
      return cap === null ? update : update.where(sql<boolean>`member_number_totals.total + excluded.total <= ${cap}`);
    })
    .returning('total')
    .executeTakeFirst();
  return raised !== undefined;
}

export async function findMemberTotal(
  db: Kysely<Schema>,
  { roundId, memberId, key }: { roundId: number; memberId: number; key: NumberKey },
): Promise<bigint> {
  const row = await db
    .selectFrom('member_number_totals')
    .select('total')
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .where('bet_type', '=', key.type)
    .where('number', '=', key.number)
    .executeTakeFirst();
  return row?.total ?? 0n;
}

/**
 * Takes a cancelled slip's stakes off the round's and the member's running totals. The rows are
 * locked first in the order bets raise them (type, number), so a cancel and a bet cannot deadlock.
 */
export async function lowerTotalsOfSlip(db: Kysely<Schema>, slipId: number): Promise<void> {
  const stakes = sql`(select member_id, round_id, bet_type, canonical_number, sum(amount) as amount
    from bet_lines where slip_id = ${slipId} group by member_id, round_id, bet_type, canonical_number)`;
  await sql`select 1 from round_number_totals t join ${stakes} s
      on t.round_id = s.round_id and t.bet_type = s.bet_type and t.number = s.canonical_number
    order by t.bet_type collate "C", t.number collate "C" for update of t`.execute(db);
  await sql`update round_number_totals t set total = t.total - s.amount from ${stakes} s
    where t.round_id = s.round_id and t.bet_type = s.bet_type and t.number = s.canonical_number`.execute(db);
  await sql`select 1 from member_number_totals t join ${stakes} s
      on t.round_id = s.round_id and t.member_id = s.member_id and t.bet_type = s.bet_type and t.number = s.canonical_number
    order by t.bet_type collate "C", t.number collate "C" for update of t`.execute(db);
  await sql`update member_number_totals t set total = t.total - s.amount from ${stakes} s
    where t.round_id = s.round_id and t.member_id = s.member_id and t.bet_type = s.bet_type and t.number = s.canonical_number`.execute(db);
}

export async function insertSlip(
  db: Kysely<Schema>,
  slip: { memberId: number; roundId: number; total: bigint },
): Promise<{ id: number; created_at: Date }> {
  return db
    .insertInto('bet_slips')
    .values({ member_id: slip.memberId, round_id: slip.roundId, total: slip.total })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export interface NewBetLine {
  type: BetType;
  number: string;
  canonicalNumber: string;
  amount: bigint;
  rateX100: number;
}

export async function insertLines(
  db: Kysely<Schema>,
  { slipId, roundId, memberId, lines }: { slipId: number; roundId: number; memberId: number; lines: readonly NewBetLine[] },
): Promise<void> {
  await db
    .insertInto('bet_lines')
    .values(
      lines.map((line) => ({
        slip_id: slipId,
        round_id: roundId,
        member_id: memberId,
        bet_type: line.type,
        number: line.number,
        canonical_number: line.canonicalNumber,
        amount: line.amount,
        rate_x100: line.rateX100,
      })),
    )
    .execute();
}

export interface MemberSlip {
  id: number;
  round_id: number;
  status: 'running' | 'reject' | 'settled';
  created_at: Date;
}

/**
 * The member's slip named by its id, or by (round, createdAt) as the member sees it. Two slips of
 * one member can share a millisecond; a running one is then taken first, so each cancel finds one.
 */
export function findMemberSlip(
  db: Kysely<Schema>,
  memberId: number,
  by: { slipId: number } | { roundId: number; createdAt: Date },
): Promise<MemberSlip | undefined> {
  let query = db
    .selectFrom('bet_slips')
    .select(['id', 'round_id', 'status', 'created_at'])
    .where('member_id', '=', memberId);
  query =
    'slipId' in by
      ? query.where('id', '=', by.slipId)
      : query.where('round_id', '=', by.roundId).where('created_at', '=', by.createdAt);
  return query
    .orderBy(sql`status = 'running'`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** Marks a running slip and its lines as cancelled; undefined when it is no longer running. */
export async function rejectRunningSlip(db: Kysely<Schema>, slipId: number): Promise<{ total: bigint } | undefined> {
  const slip = await db
    .updateTable('bet_slips')
    .set({ status: 'reject', cancelled_at: sql<Date>`now()` })
    .where('id', '=', slipId)
    .where('status', '=', 'running')
    .returning('total')
    .executeTakeFirst();
  if (slip) await db.updateTable('bet_lines').set({ status: 'reject' }).where('slip_id', '=', slipId).execute();
  return slip;
}
