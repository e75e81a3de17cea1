import type { BangkokDay } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Satang of a sum (PostgreSQL's sum of bigint is numeric, read as text). */
const satang = (value: string | number | bigint | null) => BigInt(value ?? 0);

/** One side of a day's reconciliation of an account, in satang. */
export interface ReconciledSide {
  statement: bigint;
  statementLines: number;
  matched: bigint;
  unmatched: bigint;
  unmatchedLines: number;
  site: bigint;
  siteWithoutLine: bigint;
  siteWithoutLineCount: number;
}

type LineTotals = Pick<ReconciledSide, 'statement' | 'statementLines' | 'matched' | 'unmatched' | 'unmatchedLines'>;
type SiteTotals = Pick<ReconciledSide, 'site' | 'siteWithoutLine' | 'siteWithoutLineCount'>;

/**
 * The account's statement lines of one direction whose bank time falls in the day: all, those
 * matched (an incoming line credited to a deposit, an outgoing one recorded as a withdrawal's
 * payout), and those still unmatched. A returned line (money sent back to its sender, outside the
 * site) is in the statement's total but neither matched nor unmatched: it is settled, with nothing
 * of the site's behind it.
 */
export async function lineTotals(db: Kysely<Schema>, accountId: number, day: BangkokDay, direction: 'in' | 'out'): Promise<LineTotals> {
  const matchedStatus = direction === 'in' ? 'credited' : 'paid';
  const row = await db
    .selectFrom('statement_lines')
    .select((eb) => [
      eb.fn.sum<string | null>('amount').as('statement'),
      eb.fn.countAll<string>().as('statement_lines'),
      eb.fn.sum<string | null>('amount').filterWhere('status', '=', matchedStatus).as('matched'),
      eb.fn.sum<string | null>('amount').filterWhere('status', '=', 'unmatched').as('unmatched'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'unmatched').as('unmatched_lines'),
    ])
    .where('site_bank_account_id', '=', accountId)
    .where('direction', '=', direction)
    .where('at', '>=', day.from)
    .where('at', '<', day.to)
    .executeTakeFirstOrThrow();
  return {
    statement: satang(row.statement),
    statementLines: Number(row.statement_lines),
    matched: satang(row.matched),
    unmatched: satang(row.unmatched),
    unmatchedLines: Number(row.unmatched_lines),
  };
}

/** The deposits into the account that were credited (decided success) in the day, and those of them with no line behind them. */
export async function creditedDeposits(db: Kysely<Schema>, accountId: number, day: BangkokDay): Promise<SiteTotals> {
  const row = await db
    .selectFrom('deposits')
    .leftJoin('statement_lines', 'statement_lines.deposit_id', 'deposits.id')
    .select((eb) => [
      eb.fn.sum<string | null>('deposits.amount').as('site'),
      eb.fn.sum<string | null>('deposits.amount').filterWhere('statement_lines.id', 'is', null).as('without_line'),
      eb.fn.countAll<string>().filterWhere('statement_lines.id', 'is', null).as('without_line_count'),
    ])
    .where('deposits.site_bank_account_id', '=', accountId)
    .where('deposits.status', '=', 'success')
    .where('deposits.decided_at', '>=', day.from)
    .where('deposits.decided_at', '<', day.to)
    .executeTakeFirstOrThrow();
  return { site: satang(row.site), siteWithoutLine: satang(row.without_line), siteWithoutLineCount: Number(row.without_line_count) };
}

/**
 * The withdrawals paid in the day that belong on this account's page. A withdrawal records no
 * account it was paid from, so one paid with an outgoing line counts on that line's account, and
 * one paid without any line (staff typed its bank reference) counts on every account's page.
 */
export async function paidWithdrawals(db: Kysely<Schema>, accountId: number, day: BangkokDay): Promise<SiteTotals> {
  const row = await db
    .selectFrom('withdrawals')
    .leftJoin('statement_lines', 'statement_lines.withdrawal_id', 'withdrawals.id')
    .select((eb) => [
      eb.fn.sum<string | null>('withdrawals.amount').as('site'),
      eb.fn.sum<string | null>('withdrawals.amount').filterWhere('statement_lines.id', 'is', null).as('without_line'),
      eb.fn.countAll<string>().filterWhere('statement_lines.id', 'is', null).as('without_line_count'),
    ])
    .where('withdrawals.status', '=', 'success')
    .where('withdrawals.paid_at', '>=', day.from)
    .where('withdrawals.paid_at', '<', day.to)
    .where((eb) => eb.or([eb('statement_lines.site_bank_account_id', '=', accountId), eb('statement_lines.id', 'is', null)]))
    .executeTakeFirstOrThrow();
  return { site: satang(row.site), siteWithoutLine: satang(row.without_line), siteWithoutLineCount: Number(row.without_line_count) };
}

/** The account's lines of the day that wait for staff, oldest first, with who decided them (no one yet). */
export function unmatchedLines(db: Kysely<Schema>, accountId: number, day: BangkokDay) {
  return db
    .selectFrom('statement_lines')
    .leftJoin('members as decider', 'decider.id', 'statement_lines.decided_by')
    .selectAll('statement_lines')
    .select('decider.username as decided_by_username')
    .where('statement_lines.site_bank_account_id', '=', accountId)
    .where('statement_lines.status', '=', 'unmatched')
    .where('statement_lines.at', '>=', day.from)
    .where('statement_lines.at', '<', day.to)
    .orderBy('statement_lines.at')
    .orderBy('statement_lines.id')
    .execute();
}

/** Whether the account exists. */
export async function accountExists(db: Kysely<Schema>, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('site_bank_accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  return row !== undefined;
}
