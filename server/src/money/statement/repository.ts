import { BANGKOK_TZ, type StatementLineInput, type WaitingReason } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema, StatementLineSource } from '../../db/schema';
import type { DepositCandidate, ReservationCandidate } from './matching';

/** How far back a released reservation or a pending deposit is still shown to staff as a suggestion. */
const SUGGESTION_LOOKBACK = '1 day';

/**
 * The receiving account's row lock, for the rest of the transaction: reservations and matching of
 * one account run one after another, so an amount is never held twice nor a reservation credited
 * twice. Undefined when there is no such account.
 */
export function lockSiteAccount(trx: Transaction<Schema>, accountId: number) {
  return trx
    .selectFrom('site_bank_accounts')
    .select(['id', 'bank_id', 'account_name', 'account_number', 'promptpay_id', 'biller_id', 'active'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

export function findSiteAccountFeedSecret(db: Kysely<Schema>, accountId: number) {
  return db.selectFrom('site_bank_accounts').select(['id', 'feed_secret']).where('id', '=', accountId).executeTakeFirst();
}

export interface NewStatementLine {
  accountId: number;
  line: StatementLineInput;
  amount: bigint;
  source: StatementLineSource;
}

/** The line's id, or undefined when the account has a line of this bank_ref already (a replay). */
export async function insertStatementLine(trx: Transaction<Schema>, { accountId, line, amount, source }: NewStatementLine) {
  const row = await trx
    .insertInto('statement_lines')
    .values({
      site_bank_account_id: accountId,
      bank_ref: line.bank_ref,
      direction: line.direction as 'in' | 'out',
      amount,
      at: new Date(line.at),
      ref1: line.ref1 ?? null,
      sender_name: line.sender_name ?? null,
      sender_bank: line.sender_bank ?? null,
      sender_account: line.sender_account ?? null,
      source,
    })
    .onConflict((conflict) => conflict.columns(['site_bank_account_id', 'bank_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function markLineWaiting(trx: Transaction<Schema>, lineId: number, reason: WaitingReason): Promise<void> {
  await trx.updateTable('statement_lines').set({ waiting_reason: reason }).where('id', '=', lineId).execute();
}

/** A line and its account, locked for a staff decision. */
export function lockStatementLine(trx: Transaction<Schema>, lineId: number) {
  return trx.selectFrom('statement_lines').selectAll().where('id', '=', lineId).forUpdate().executeTakeFirst();
}

export type StatementLineRow = NonNullable<Awaited<ReturnType<typeof lockStatementLine>>>;

/**
 * The account's reservations a line of time `at` may be: every open one, and for suggestions the
 * ones released or credited-less within a day before it.
 */
export async function reservationCandidates(db: Kysely<Schema>, accountId: number, at: Date): Promise<ReservationCandidate[]> {
  const rows = await db
    .selectFrom('deposit_reservations')
    .select(['id', 'reference', 'qr_kind', 'member_id', 'pay_amount', 'created_at', 'holds_until', 'state'])
    .where('site_bank_account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'open'),
        eb.and([eb('state', '=', 'released'), eb('created_at', '>=', sql<Date>`${at}::timestamptz - ${SUGGESTION_LOOKBACK}::interval`)]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: 'reservation',
    id: row.id,
    reference: row.reference,
    qrKind: row.qr_kind,
    memberId: row.member_id,
    payAmount: BigInt(row.pay_amount),
    createdAt: row.created_at,
    holdsUntil: row.holds_until,
    open: row.state === 'open',
  }));
}

/** The account's pending slip deposits, each with its member's registered account number. */
export async function depositCandidates(db: Kysely<Schema>, accountId: number, at: Date): Promise<DepositCandidate[]> {
  const rows = await db
    .selectFrom('deposits')
    .select(['deposits.id', 'deposits.member_id', 'deposits.amount', 'deposits.created_at', 'deposits.slip_reference'])
    .select((eb) =>
      eb
        .selectFrom('member_bank_accounts')
        .select('account_number')
        .whereRef('member_bank_accounts.member_id', '=', 'deposits.member_id')
        .orderBy('member_bank_accounts.id')
        .limit(1)
        .as('member_account'),
    )
    .where('deposits.site_bank_account_id', '=', accountId)
    .where('deposits.status', '=', 'pending')
    .where('deposits.created_at', '>=', sql<Date>`${at}::timestamptz - ${SUGGESTION_LOOKBACK}::interval`)
    .orderBy('deposits.id')
    .execute();
  return rows.map((row) => ({
    kind: 'deposit',
    id: row.id,
    memberId: row.member_id,
    amount: BigInt(row.amount),
    createdAt: row.created_at,
    slipReference: row.slip_reference,
    memberAccount: row.member_account,
  }));
}

export function findMemberStatus(db: Kysely<Schema>, memberId: number) {
  return db.selectFrom('members').select(['id', 'status', 'role']).where('id', '=', memberId).executeTakeFirst();
}

/** A deposit the bank's line made: decided already, with no slip. Its id. */
export async function insertCreditedDeposit(
  trx: Transaction<Schema>,
  deposit: { memberId: number; amount: bigint; accountId: number; at: Date; source: 'qr' | 'statement'; decidedBy: number | null },
): Promise<number> {
  const { id } = await trx
    .insertInto('deposits')
    .values({
      member_id: deposit.memberId,
      amount: deposit.amount,
      site_bank_account_id: deposit.accountId,
      // The transfer's own time, on the Bangkok clock, as a member would have typed it.
      transfer_time: sql<string>`to_char(${deposit.at}::timestamptz at time zone ${BANGKOK_TZ}, 'HH24:MI')`,
      slip_id: null,
      source: deposit.source,
      status: 'success',
      decided_at: sql<Date>`now()`,
      decided_by: deposit.decidedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Decides a pending slip deposit of the account as credited by the line's amount; undefined when it is not pending there. */
export function decidePendingDeposit(
  trx: Transaction<Schema>,
  depositId: number,
  accountId: number,
  amount: bigint,
  decidedBy: number | null,
) {
  return trx
    .updateTable('deposits')
    .set({ status: 'success', amount, decided_at: sql<Date>`now()`, decided_by: decidedBy })
    .where('id', '=', depositId)
    .where('site_bank_account_id', '=', accountId)
    .where('status', '=', 'pending')
    .returning(['member_id'])
    .executeTakeFirst();
}

export async function markReservationCredited(trx: Transaction<Schema>, reservationId: number, depositId: number): Promise<boolean> {
  const row = await trx
    .updateTable('deposit_reservations')
    .set({ state: 'credited', deposit_id: depositId })
    .where('id', '=', reservationId)
    .where('state', '<>', 'credited')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markLineCredited(
  trx: Transaction<Schema>,
  lineId: number,
  depositId: number,
  decidedBy: number | null,
): Promise<void> {
  await trx
    .updateTable('statement_lines')
    .set({ status: 'credited', deposit_id: depositId, decided_by: decidedBy, decided_at: sql<Date>`now()` })
    .where('id', '=', lineId)
    .execute();
}

/** Returns an unmatched line to its sender (outside the site); undefined when it was not unmatched. */
export function markLineReturned(trx: Transaction<Schema>, lineId: number, decidedBy: number, reason: string) {
  return trx
    .updateTable('statement_lines')
    .set({ status: 'returned', return_reason: reason, decided_by: decidedBy, decided_at: sql<Date>`now()` })
    .where('id', '=', lineId)
    .where('status', '=', 'unmatched')
    .returning(['id', 'amount', 'bank_ref'])
    .executeTakeFirst();
}

/** Approved withdrawals not yet paid of this amount, with the account they pay into: an outgoing line may be one. */
export function unpaidWithdrawalsOf(db: Kysely<Schema>, amount: bigint) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('member_bank_accounts', 'member_bank_accounts.id', 'withdrawals.member_bank_account_id')
    .select(['withdrawals.id', 'withdrawals.member_id', 'member_bank_accounts.account_number'])
    .where('withdrawals.status', '=', 'success')
    .where('withdrawals.paid_at', 'is', null)
    .where('withdrawals.amount', '=', amount)
    .orderBy('withdrawals.id')
    .execute();
}

/** Records an outgoing line as a withdrawal's payout. */
export async function markWithdrawalPaidByLine(
  trx: Transaction<Schema>,
  withdrawalId: number,
  lineId: number,
  bankRef: string,
  at: Date,
): Promise<boolean> {
  const paid = await trx
    .updateTable('withdrawals')
    .set({ bank_ref: bankRef, paid_at: at })
    .where('id', '=', withdrawalId)
    .where('paid_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!paid) return false;
  await trx
    .updateTable('statement_lines')
    .set({ status: 'paid', withdrawal_id: withdrawalId, decided_at: sql<Date>`now()` })
    .where('id', '=', lineId)
    .execute();
  return true;
}
