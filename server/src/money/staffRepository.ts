import { sql, type Kysely } from 'kysely';
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

function depositRows(db: Kysely<Schema>) {
  return db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .innerJoin('site_bank_accounts', 'site_bank_accounts.id', 'deposits.site_bank_account_id')
    .innerJoin('slips', 'slips.id', 'deposits.slip_id')
    .select(({ exists, selectFrom }) => [
      // The same bytes back an earlier deposit: possible only for deposits made before the image hash was unique.
      exists(
        selectFrom('deposits as earlier')
          .innerJoin('slips as same', 'same.id', 'earlier.slip_id')
          .select('earlier.id')
          .whereRef('same.sha256', '=', 'slips.sha256')
          .whereRef('earlier.id', '<', 'deposits.id'),
      ).as('slip_duplicate'),
    ])
    .select([
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
    .select(['withdrawals.id', 'withdrawals.member_id', 'withdrawals.amount', 'withdrawals.status', 'withdrawals.reason'])
    .select(['withdrawals.created_at', 'withdrawals.decided_at', 'members.username'])
    .select(['member_bank_accounts.bank_id', 'member_bank_accounts.account_name', 'member_bank_accounts.account_number']);
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
