import type { LimitKind, LimitPeriod } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { PlayerProtectionLogTable, Schema } from '../db/schema';

export interface PlayLimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint | null;
  pending_amount: bigint | null;
  pending_at: Date | null;
}

export function findPlayLimits(db: Kysely<Schema>, memberId: number): Promise<PlayLimitRow[]> {
  return db
    .selectFrom('play_limits')
    .select(['kind', 'period', 'amount', 'pending_amount', 'pending_at'])
    .where('member_id', '=', memberId)
    .execute();
}

export async function savePlayLimit(trx: Transaction<Schema>, memberId: number, row: PlayLimitRow): Promise<void> {
  const values = { amount: row.amount, pending_amount: row.pending_amount, pending_at: row.pending_at };
  await trx
    .insertInto('play_limits')
    .values({ member_id: memberId, kind: row.kind, period: row.period, ...values })
    .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

export interface ProtectionRow {
  reality_check_minutes: number | null;
  timeout_until: Date | null;
  excluded_until: Date | null;
}

export async function findProtection(db: Kysely<Schema>, memberId: number): Promise<ProtectionRow> {
  const row = await db
    .selectFrom('player_protection')
    .select(['reality_check_minutes', 'timeout_until', 'excluded_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ?? { reality_check_minutes: null, timeout_until: null, excluded_until: null };
}

export async function saveProtection(trx: Transaction<Schema>, memberId: number, row: Partial<ProtectionRow>): Promise<void> {
  await trx
    .insertInto('player_protection')
    .values({ member_id: memberId, ...row })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(row))
    .execute();
}

export async function insertProtectionLog(
  trx: Transaction<Schema>,
  entry: { memberId: number; change: PlayerProtectionLogTable['change']; detail: Record<string, string | number | null>; at: Date },
): Promise<void> {
  await trx
    .insertInto('player_protection_log')
    .values({ member_id: entry.memberId, change: entry.change, detail: JSON.stringify(entry.detail), created_at: entry.at })
    .execute();
}

/** The member's changes, newest first (at most `limit`). */
export function listProtectionLog(db: Kysely<Schema>, memberId: number, limit: number) {
  return db
    .selectFrom('player_protection_log')
    .select(['change', 'detail', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface MemberPlayTerms {
  protection: ProtectionRow;
  limits: PlayLimitRow[];
}

/** The break and limits of the member `m` (joined with `p`, its player_protection row) as one JSON array: memberPlayTermsOf reads it. */
const playJsonSql = sql`json_build_array(p.reality_check_minutes, p.timeout_until, p.excluded_until,
  (select json_agg(json_build_array(l.kind, l.period, l.amount::text, l.pending_amount::text, l.pending_at)) from play_limits l where l.member_id = m.id))`;

export type MemberPlayJson = [
  number | null,
  string | null,
  string | null,
  [LimitKind, LimitPeriod, string | null, string | null, string | null][] | null,
];

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

export function memberPlayTermsOf([realityCheckMinutes, timeoutUntil, excludedUntil, limits]: MemberPlayJson): MemberPlayTerms {
  return {
    protection: { reality_check_minutes: realityCheckMinutes, timeout_until: dateOf(timeoutUntil), excluded_until: dateOf(excludedUntil) },
    limits: (limits ?? []).map(([kind, period, amount, pendingAmount, pendingAt]) => ({
      kind,
      period,
      amount: amount === null ? null : BigInt(amount),
      pending_amount: pendingAmount === null ? null : BigInt(pendingAmount),
      pending_at: dateOf(pendingAt),
    })),
  };
}

/**
 * The member's row, locked until the transaction ends (a deposit request or a bet checks the
 * limits under it, so the member's concurrent requests are summed one after the other), with the
 * member's break and limits read in the same statement.
 */
export async function lockMemberForPlay(trx: Transaction<Schema>, memberId: number): Promise<MemberPlayTerms> {
  const { rows } = await sql<{ play: MemberPlayJson }>`
    select ${playJsonSql} as play from members m left join player_protection p on p.member_id = m.id
    where m.id = ${memberId}
    for update of m`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`member ${memberId} not found`);
  return memberPlayTermsOf(row.play);
}

/** The member's break and limits as a column of another statement (place_bet's read of the round's terms), without a lock. */
export const memberPlaySql = (memberId: number) =>
  sql<MemberPlayJson | null>`(select ${playJsonSql} from members m left join player_protection p on p.member_id = m.id where m.id = ${memberId})`;

export type WindowStarts = Record<LimitPeriod, Date>;
export type WindowSums = Record<LimitPeriod, bigint>;

const sumSince = (column: string, since: Date) =>
  sql<string>`coalesce(sum(case when created_at > ${since} then ${sql.ref(column)} end), 0)`;

const toSums = (row: { day: string; week: string; month: string } | undefined): WindowSums => ({
  day: BigInt(row?.day ?? 0),
  week: BigInt(row?.week ?? 0),
  month: BigInt(row?.month ?? 0),
});

/** Deposits the member asked for in each window, pending or approved (a rejected one moved nothing). */
export async function depositedSince(db: Kysely<Schema>, memberId: number, starts: WindowStarts): Promise<WindowSums> {
  const row = await db
    .selectFrom('deposits')
    .select([
      sumSince('amount', starts.day).as('day'),
      sumSince('amount', starts.week).as('week'),
      sumSince('amount', starts.month).as('month'),
    ])
    .where('member_id', '=', memberId)
    .where('status', '<>', 'reject')
    .where('created_at', '>', starts.month)
    .executeTakeFirst();
  return toSums(row);
}

/** Stakes of the member's slips in each window, less those cancelled (refunded). */
export async function stakedSince(db: Kysely<Schema>, memberId: number, starts: WindowStarts): Promise<WindowSums> {
  const row = await db
    .selectFrom('bet_slips')
    .select([
      sumSince('total', starts.day).as('day'),
      sumSince('total', starts.week).as('week'),
      sumSince('total', starts.month).as('month'),
    ])
    .where('member_id', '=', memberId)
    .where('status', '<>', 'reject')
    .where('created_at', '>', starts.month)
    .executeTakeFirst();
  return toSums(row);
}

/** Prizes paid into the member's wallet in each window, less prizes taken back by corrections. */
export async function prizesSince(db: Kysely<Schema>, memberId: number, starts: WindowStarts): Promise<WindowSums> {
  const since = (start: Date) =>
    sql<string>`coalesce(sum(case when ledger_transfers.created_at > ${start} then ledger_entries.amount end), 0)`;
  const row = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select([since(starts.day).as('day'), since(starts.week).as('week'), since(starts.month).as('month')])
    .where('ledger_accounts.kind', '=', 'wallet')
    .where('ledger_accounts.member_id', '=', memberId)
    .where('ledger_transfers.kind', 'in', ['prize', 'prize_reversal'])
    .where('ledger_transfers.created_at', '>', starts.month)
    .executeTakeFirst();
  return toSums(row);
}
