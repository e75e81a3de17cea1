import { sql, type Kysely, type Transaction } from 'kysely';
import type { MoneyRequestStatus, Schema } from '../db/schema';

export interface ListQuery {
  status?: MoneyRequestStatus;
  memberId?: number;
  limit: number;
  offset: number;
}

export type MoneyRequestTable = 'deposits' | 'withdrawals';

/** The requests of a table that a list or count takes: of one status and/or one member, else all. */
function requestFilter(table: MoneyRequestTable, { status, memberId }: Pick<ListQuery, 'status' | 'memberId'>) {
  const conditions = [sql<boolean>`true`];
  if (status) conditions.push(sql<boolean>`${sql.ref(`${table}.status`)} = ${status}`);
  if (memberId !== undefined) conditions.push(sql<boolean>`${sql.ref(`${table}.member_id`)} = ${memberId}`);
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** Pending requests are a queue, oldest first; decided ones are history, newest first. */
function queueOrder(table: MoneyRequestTable, status?: MoneyRequestStatus) {
  const direction = sql.raw(status === 'pending' ? 'asc' : 'desc');
  return sql`${sql.ref(`${table}.created_at`)} ${direction}, ${sql.ref(`${table}.id`)} ${direction}`;
}

/** Deposits as staff see them: a deposit a statement line made (a QR paid, or staff's match) has no slip, hence the left join. */
function depositRows(db: Kysely<Schema>) {
  return db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .innerJoin('site_bank_accounts', 'site_bank_accounts.id', 'deposits.site_bank_account_id')
    .leftJoin('slips', 'slips.id', 'deposits.slip_id')
    .leftJoin('members as decider', 'decider.id', 'deposits.decided_by')
    .leftJoin('members as first_approver', 'first_approver.id', 'deposits.first_approved_by')
    .select(({ exists, selectFrom }) => [
      // The same bytes back an earlier deposit: possible only for deposits made before the image hash was unique.
      exists(
        selectFrom('deposits as earlier')
          .innerJoin('slips as same', 'same.id', 'earlier.slip_id')
          .select('earlier.id')
          .whereRef('same.sha256', '=', 'slips.sha256')
          .whereRef('earlier.id', '<', 'deposits.id'),
      ).as('slip_duplicate'),
      selectFrom('statement_lines')
        .select('statement_lines.id')
        .whereRef('statement_lines.deposit_id', '=', 'deposits.id')
        .as('statement_line_id'),
    ])
    .select([
      'deposits.source',
      'decider.username as decided_by_username',
      'deposits.first_approved_by',
      'first_approver.username as first_approved_by_username',
      'deposits.slip_qr',
      'deposits.slip_reference',
      'deposits.slip_sending_bank',
      'deposits.id',
      'deposits.member_id',
      'members.username',
      'deposits.amount',
      'deposits.status',
      'deposits.transfer_time',
      'deposits.slip_id',
      'site_bank_accounts.bank_id',
      'site_bank_accounts.account_number',
      'deposits.reason',
      'deposits.created_at',
      'deposits.decided_at',
    ]);
}

export type DepositRow = Awaited<ReturnType<ReturnType<typeof depositRows>['executeTakeFirstOrThrow']>>;

export function listDeposits(db: Kysely<Schema>, query: ListQuery): Promise<DepositRow[]> {
  const table = 'deposits';
  return depositRows(db)
    .where(requestFilter(table, query))
    .orderBy(queueOrder(table, query.status))
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export function findDeposit(db: Kysely<Schema>, id: number): Promise<DepositRow> {
  return depositRows(db).where('deposits.id', '=', id).executeTakeFirstOrThrow();
}

function withdrawalRows(db: Kysely<Schema>) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .innerJoin('member_bank_accounts', 'member_bank_accounts.id', 'withdrawals.member_bank_account_id')
    .leftJoin('members as decider', 'decider.id', 'withdrawals.decided_by')
    .leftJoin('members as first_approver', 'first_approver.id', 'withdrawals.first_approved_by')
    .select(['withdrawals.id', 'withdrawals.member_id', 'withdrawals.amount', 'withdrawals.status', 'withdrawals.reason'])
    .select(['withdrawals.created_at', 'withdrawals.decided_at', 'members.username'])
    .select(['member_bank_accounts.bank_id', 'member_bank_accounts.account_name', 'member_bank_accounts.account_number'])
    .select(['decider.username as decided_by_username', 'first_approver.username as first_approved_by_username'])
    .select(['withdrawals.first_approved_by', 'withdrawals.bank_ref', 'withdrawals.paid_at'])
    .select(({ selectFrom }) =>
      selectFrom('site_config').select('site_config.second_approval_over').where('site_config.id', '=', 1).as('second_approval_over'),
    );
}

export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof withdrawalRows>['executeTakeFirstOrThrow']>>;

export function listWithdrawals(db: Kysely<Schema>, query: ListQuery): Promise<WithdrawalRow[]> {
  const table = 'withdrawals';
  return withdrawalRows(db)
    .where(requestFilter(table, query))
    .orderBy(queueOrder(table, query.status))
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export function findWithdrawal(db: Kysely<Schema>, id: number): Promise<WithdrawalRow> {
  return withdrawalRows(db).where('withdrawals.id', '=', id).executeTakeFirstOrThrow();
}

export async function countRequests(
  db: Kysely<Schema>,
  table: MoneyRequestTable,
  filter: Pick<ListQuery, 'status' | 'memberId'>,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(requestFilter(table, filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface Decision {
  status: Exclude<MoneyRequestStatus, 'pending'>;
  decidedBy: number;
  reason: string | null;
}

/**
 * Decides a pending request of another member than the deciding staff: a guarded UPDATE, so of
 * two staff deciding the same request at once only one changes it (the other's UPDATE waits for
 * the row, then finds it no longer pending). Undefined when the request is missing, already
 * decided, or the staff member's own.
 */
export function decidePending(db: Kysely<Schema>, table: MoneyRequestTable, id: number, decision: Decision) {
  return db
    .updateTable(table)
    .set({ status: decision.status, decided_by: decision.decidedBy, decided_at: sql<Date>`now()`, reason: decision.reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('member_id', '<>', decision.decidedBy)
    .returning(['member_id', 'amount'])
    .executeTakeFirst();
}

/** Whose request it is and its status; undefined when there is no such request. */
export function findRequestState(db: Kysely<Schema>, table: MoneyRequestTable, id: number) {
  return db.selectFrom(table).select(['member_id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** A request locked for an approval: whose it is, its status, its amount and its first approver (with their username). */
export function lockMoneyRequest(trx: Transaction<Schema>, table: MoneyRequestTable, id: number) {
  return trx
    .selectFrom(table)
    .leftJoin('members as first_approver', 'first_approver.id', `${table}.first_approved_by`)
    .select([`${table}.member_id`, `${table}.status`, `${table}.amount`, `${table}.first_approved_by`])
    .select('first_approver.username as first_approved_by_username')
    .where(`${table}.id`, '=', id)
    .forUpdate(table)
    .executeTakeFirst();
}

/** The first of a request's two approvals; it stays pending. */
export async function recordFirstApproval(trx: Transaction<Schema>, table: MoneyRequestTable, id: number, staffId: number): Promise<void> {
  await trx
    .updateTable(table)
    .set({ first_approved_by: staffId, first_approved_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('first_approved_by', 'is', null)
    .execute();
}

/**
 * Records an approved withdrawal's payout: a guarded UPDATE, so a payout is recorded once.
 * Undefined when the withdrawal is missing, not approved, or paid already.
 */
export function recordWithdrawalPaid(db: Kysely<Schema>, id: number, staffId: number, bankRef: string) {
  return db
    .updateTable('withdrawals')
    .set({ bank_ref: bankRef, paid_at: sql<Date>`now()`, paid_by: staffId })
    .where('id', '=', id)
    .where('status', '=', 'success')
    .where('paid_at', 'is', null)
    .returning(['member_id', 'amount', 'bank_ref', 'paid_at'])
    .executeTakeFirst();
}

/** A withdrawal's status and payout; undefined when there is no such withdrawal. */
export function findWithdrawalPayout(db: Kysely<Schema>, id: number) {
  return db.selectFrom('withdrawals').select(['status', 'paid_at']).where('id', '=', id).executeTakeFirst();
}
