import type { BetType, PlaceBetPayload, RiskStep } from '@lotto/shared';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { BET_ENTRIES, betDebit } from '../../ledger/ledger';
import { refusalOf, refuseUnless } from '../../db/refusal';
import { THEN_COMMIT } from '../../db/pipelinedTransaction';
import { storedAnswerSql, type AnswerKey } from '../../idempotency/repository';
import type { NumberKey } from '../rates/repository';
import type { LiabilityLine } from '../liability/rules';

/** A round with the limits of its lottery, as betting needs them. */
export interface BettingRound {
  id: number;
  lottery_code: string;
  min_line_amount: bigint;
  max_line_amount: bigint;
  max_number_total: bigint;
  max_member_number_total: bigint | null;
  has_four_digits: boolean;
  /** The round's risk budget, or its lottery's (satang); null: none (docs/lottery-rules.md#risk-by-liability). */
  risk_budget: bigint | null;
  risk_steps: RiskStep[];
}

/** SQL of the budget that applies to the round whose columns are in scope as `rounds`, of the lottery as `lotteries`. */
export const riskBudgetSql = sql<bigint | null>`coalesce(rounds.risk_budget, lotteries.risk_budget)`;

/**
 * A round locked against every bet on it until the transaction ends (bets hold it shared): for a
 * cancel, which takes stakes out of the round's liability that a bet in flight may have counted
 * on, and for a slip placed again after bets in flight moved its outcomes (placeBet's
 * `lockRisk`), which then reads them unmoved. Moving its times and settling it wait too.
 */
export function lockRoundAgainstBets(
  db: Kysely<Schema>,
  roundId: number,
): Promise<Pick<BettingRound, 'id' | 'has_four_digits' | 'risk_budget'> | undefined> {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select(['rounds.id', 'lotteries.has_four_digits', riskBudgetSql.as('risk_budget')])
    .where('rounds.id', '=', roundId)
    .forNoKeyUpdate('rounds')
    .executeTakeFirst();
}

/**
 * SQL of whether the round whose columns are in scope as `rounds` takes bets now, by the
 * database's clock at this statement: clock_timestamp(), not now(), which is the start of the
 * transaction and may precede a wait for the round's lock. A voided round takes none.
 */
export const roundOpenSql = sql<boolean>`(rounds.open_at <= clock_timestamp() and clock_timestamp() < rounds.close_at
  and rounds.settled_at is null and rounds.voided_at is null)`;

/** Whether the round takes bets now (`roundOpenSql`). */
export async function isRoundOpen(db: Kysely<Schema>, roundId: number): Promise<boolean> {
  const row = await db.selectFrom('rounds').select(roundOpenSql.as('open')).where('id', '=', roundId).executeTakeFirst();
  return row?.open === true;
}

/** A round's phase by the database's clock: its opening still ahead, open for bets, or closed (or settled). */
export type RoundPhase = 'ahead' | 'open' | 'closed';

/** SQL of the phase of the round whose columns are in scope as `rounds`. */
export const roundPhaseSql = sql<RoundPhase>`case when clock_timestamp() < rounds.open_at then 'ahead' when ${roundOpenSql} then 'open' else 'closed' end`;

export async function findRoundPhase(db: Kysely<Schema>, roundId: number): Promise<RoundPhase | undefined> {
  const row = await db.selectFrom('rounds').select(roundPhaseSql.as('phase')).where('id', '=', roundId).executeTakeFirst();
  return row?.phase;
}

export interface NewBetLine {
  type: BetType;
  number: string;
  canonicalNumber: string;
  amount: bigint;
  rateX100: number;
}

export interface TotalRaise {
  key: NumberKey;
  amount: bigint;
  /** The most all members together may stake on the key in the round. */
  numberCap: bigint;
}

/** Why a slip's statement wrote nothing (`insertPaidSlip`), as its refusal's detail says. */
export interface SlipRefusal {
  /** The round took bets at the statement. */
  open: boolean;
  /** The wallet had the stake. */
  debited: boolean;
  slip_id: number | null;
  /** The ledger entries of the bet's transfer (two, or the ledger refuses it: checkBetEntries). */
  entries: number;
  /** The keys (as `numberKeyText`) whose round and member totals were raised: the others would pass a cap. */
  round_raised: string[];
  member_raised: string[];
  /** How many of the round's kept liability rows were raised (rowsRaised says how many must be). */
  liability_raised: number;
}

export type PlacedSlip = { placed: true; payload: PlaceBetPayload } | { placed: false; refusal: SlipRefusal };

/**
 * Date's toISOString in to_char's terms; sent as a parameter, because pgbench, which runs this
 * statement in the bench (bench/src/lib/pgbench.mjs), would take `:MI` in its text for a variable.
 */
const ISO_MILLISECONDS = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** satangToBaht in SQL: float8 division rounds as JavaScript's Number division does. */
const bahtOf = (satang: RawBuilder<unknown>) => sql<number>`(${satang})::float8 / 100`;

/**
 * All the writes of a slip in one statement, once the round is share-locked. If the round is open
 * by the database clock now (clock_timestamp(), after any wait for the round's lock), the ledger's
 * `betDebit` debits the wallet with a guarded UPDATE (which takes the member's row lock, so a credit
 * never goes below zero); then the slip and its lines are inserted, with the ledger's balanced 'bet'
 * transfer wallet → house (the same pair of entries `transfer` writes), and each stake is added to the round's and the member's
 * running totals of its number unless that would pass the round's cap of the number or the
 * member's cap (null: only counted); the round's kept liability and stakes are raised by the slip
 * (`liability`). With `answer`, the reply is stored under its Idempotency-Key in the same
 * statement (storedAnswerSql). The statement returns the slip's payload (placeBetReplySchema).
 *
 * Unless the round was open, the credit enough, and every total and liability row raised, the
 * statement fails (refuseUnless) and its transaction rolls back: nothing it wrote stands, and the
 * slip is `placed: false` with what passed. Its transaction must then end without another
 * statement. So the statement is the transaction's last one, and goes with the COMMIT in one
 * round trip (THEN_COMMIT).
 *
 * The totals are the rows every bettor on a number contends for: they are raised last, after the
 * member's row (every slip and cancel takes the wallet first), in the order of `stakes`, which the
 * caller sorts by (type, number), so two slips cannot deadlock, and they are held only for that
 * one round trip. A bet in flight on the same number waits for the row and then sees the new
 * total, so bets cannot pass a cap together. The caller has checked every amount alone is within
 * its caps.
 */
export async function insertPaidSlip(
  trx: Transaction<Schema>,
  {
    memberId,
    roundId,
    total,
    lines,
    stakes,
    memberCap,
    liability,
    answer,
  }: {
    memberId: number;
    roundId: number;
    total: bigint;
    lines: readonly NewBetLine[];
    stakes: readonly TotalRaise[];
    memberCap: bigint | null;
    /** The common table expressions that raise the round's kept liability by the slip (raiseLiabilitySql), how many rows they raised (rowsRaisedSql), and how many they must. */
    liability: { raise: RawBuilder<unknown>; raised: RawBuilder<number>; rows: number };
    /** The Idempotency-Key to store the reply under, and the reply with its payload null. */
    answer: { key: AnswerKey; reply: unknown } | null;
  },
): Promise<PlacedSlip> {
  const bet = betDebit({ memberId, amount: total, allowed: sql<boolean>`(select open from round)` });
  // Arrays of text, cast in SQL: both drivers send them the same way.
  const column = <T>(items: readonly T[], pick: (item: T) => string | bigint | number) => items.map((item) => String(pick(item)));
  const outcome = sql`(select jsonb_build_object(
      'open', coalesce((select open from round), false),
      'debited', exists (select from bet_debit),
      'slip_id', (select id from slip),
      'entries', ${bet.entriesWritten},
      'round_raised', coalesce((select jsonb_agg(key) from round_raised), '[]'),
      'member_raised', coalesce((select jsonb_agg(key) from member_raised), '[]'),
      'liability_raised', ${liability.raised}
    ))`;
  const everyRaised = sql<boolean>`(outcome->>'open')::boolean and (outcome->>'debited')::boolean
    and (outcome->>'entries')::int = ${sql.lit(BET_ENTRIES)} and (outcome->>'liability_raised')::int = ${liability.rows}
    and jsonb_array_length(outcome->'round_raised') = ${stakes.length} and jsonb_array_length(outcome->'member_raised') = ${stakes.length}`;
  try {
    const { rows } = await sql<{ payload: PlaceBetPayload; refused: null }>`
      with round as (
        select ${roundOpenSql} as open from rounds where id = ${roundId}
      ),
      ${bet.debit},
      slip as (
        insert into bet_slips (member_id, round_id, total) select ${memberId}, ${roundId}, ${total}::bigint from bet_debit
        returning id, created_at
      ),
      ${bet.betTransfer('slip')},
      line as (
        insert into bet_lines (slip_id, round_id, member_id, bet_type, number, canonical_number, amount, rate_x100)
        select slip.id, ${roundId}, ${memberId}, l.bet_type, l.number, l.canonical_number, l.amount, l.rate_x100
        from slip cross join unnest(
          ${column(lines, (line) => line.type)}::text[], ${column(lines, (line) => line.number)}::text[],
          ${column(lines, (line) => line.canonicalNumber)}::text[], ${column(lines, (line) => line.amount)}::int8[],
          ${column(lines, (line) => line.rateX100)}::int[]
        ) with ordinality as l(bet_type, number, canonical_number, amount, rate_x100, position)
        order by l.position
      ),
      ${liability.raise},
      stake as (
        select * from unnest(
          ${column(stakes, (stake) => stake.key.type)}::text[], ${column(stakes, (stake) => stake.key.number)}::text[],
          ${column(stakes, (stake) => stake.amount)}::int8[], ${column(stakes, (stake) => stake.numberCap)}::int8[]
        ) with ordinality as s(bet_type, number, amount, cap, position)
      ),
      round_raised as (
        insert into round_number_totals as t (round_id, bet_type, number, total)
        select ${roundId}, stake.bet_type, stake.number, stake.amount from stake cross join slip order by stake.position
        on conflict (round_id, bet_type, number) do update set total = t.total + excluded.total
          where t.total + excluded.total <= (select cap from stake where stake.bet_type = excluded.bet_type and stake.number = excluded.number)
        returning bet_type || ':' || number as key
      ),
      member_raised as (
        insert into member_number_totals as t (round_id, member_id, bet_type, number, total)
        select ${roundId}, ${memberId}, stake.bet_type, stake.number, stake.amount from stake cross join slip order by stake.position
        on conflict (round_id, member_id, bet_type, number) do update set total = t.total + excluded.total
          where ${memberCap === null ? sql`true` : sql`t.total + excluded.total <= ${String(memberCap)}::int8`}
        returning bet_type || ':' || number as key
      ),
      placed as (
        select jsonb_build_object(
          'slip_id', slip.id::text,
          'createdAt', to_char(slip.created_at at time zone 'UTC', ${ISO_MILLISECONDS}),
          'total', ${bahtOf(sql`${total}::bigint`)},
          'credit', ${bahtOf(sql`bet_debit.credit`)}
        ) as payload
        from slip cross join bet_debit
      )${
        answer === null
          ? sql``
          : sql`,
      ${storedAnswerSql(answer.key, sql`jsonb_set(${JSON.stringify(answer.reply)}::jsonb, '{payload}', (select payload from placed))`, sql`placed`)}`
      }
      select (select payload from placed) as payload, ${refuseUnless(everyRaised, sql`outcome`)} as refused
      from ${outcome} as checked(outcome)${sql.raw(THEN_COMMIT)}`.execute(trx);
    return { placed: true, payload: rows[0]!.payload };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { placed: false, refusal: refusal as SlipRefusal };
  }
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

export interface MemberSlip {
  id: number;
  round_id: number;
  status: 'running' | 'reject' | 'settled';
  /** A running slip of a settled round lost (settlement writes only the winners). */
  round_settled: boolean;
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
    .innerJoin('rounds', 'rounds.id', 'bet_slips.round_id')
    .select([
      'bet_slips.id',
      'bet_slips.round_id',
      'bet_slips.status',
      sql<boolean>`rounds.settled_at is not null`.as('round_settled'),
      'bet_slips.created_at',
    ])
    .where('bet_slips.member_id', '=', memberId);
  query =
    'slipId' in by
      ? query.where('bet_slips.id', '=', by.slipId)
      : query.where('bet_slips.round_id', '=', by.roundId).where('bet_slips.created_at', '=', by.createdAt);
  return query
    .orderBy(sql`bet_slips.status = 'running'`, 'desc')
    .orderBy('bet_slips.id')
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

/** A slip's lines as liability counts them (their rates as accepted). */
export async function findSlipLines(db: Kysely<Schema>, slipId: number): Promise<LiabilityLine[]> {
  const rows = await db
    .selectFrom('bet_lines')
    .select(['bet_type', 'canonical_number', 'amount', 'rate_x100'])
    .where('slip_id', '=', slipId)
    .execute();
  return rows.map((row) => ({ type: row.bet_type, canonicalNumber: row.canonical_number, amount: row.amount, rateX100: row.rate_x100 }));
}
