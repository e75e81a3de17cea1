import { BANGKOK_TZ, type MoneyTransactionType } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { MoneyRequestStatus, Schema } from '../db/schema';
import type { SlipQrRead } from './slipQr';

export interface NewSlip {
  id: string;
  memberId: number;
  contentType: string;
  data: Buffer;
  sha256: string;
}

export async function insertSlip(db: Kysely<Schema>, slip: NewSlip): Promise<void> {
  await db
    .insertInto('slips')
    .values({
      id: slip.id,
      member_id: slip.memberId,
      content_type: slip.contentType,
      size: slip.data.length,
      data: slip.data,
      sha256: slip.sha256,
    })
    .execute();
}

/** Whether a deposit is already backed by an image with these bytes. */
export async function isImageUsed(db: Kysely<Schema>, sha256: string): Promise<boolean> {
  const row = await db.selectFrom('deposits').select('id').where('slip_sha256', '=', sha256).executeTakeFirst();
  return row !== undefined;
}

/** Slips backing no deposit: uploaded and then not reported. */
function unusedSlips(db: Kysely<Schema>) {
  return db
    .selectFrom('slips')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('deposits').select('deposits.id').whereRef('deposits.slip_id', '=', 'slips.id'))),
    );
}

/** The member's slips that back no deposit and are younger than `since`. */
export async function countUnusedSlips(db: Kysely<Schema>, memberId: number, since: Date): Promise<number> {
  const row = await unusedSlips(db)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('slips.member_id', '=', memberId)
    .where('slips.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes slips that back no deposit and were uploaded before `before`; returns how many. */
export async function deleteUnusedSlips(db: Kysely<Schema>, before: Date): Promise<number> {
  const stale = unusedSlips(db).select('slips.id').where('slips.created_at', '<', before);
  const result = await db.deleteFrom('slips').where('id', 'in', stale).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A slip as the deposit reads it: whose it is and its bytes, to read its QR code. */
export function findSlipForDeposit(db: Kysely<Schema>, slipId: string) {
  return db.selectFrom('slips').select(['member_id', 'content_type', 'data', 'sha256']).where('id', '=', slipId).executeTakeFirst();
}

export function findSlip(db: Kysely<Schema>, slipId: string) {
  return db.selectFrom('slips').select(['member_id', 'content_type', 'data']).where('id', '=', slipId).executeTakeFirst();
}

export async function isSlipUsed(db: Kysely<Schema>, slipId: string): Promise<boolean> {
  const row = await db.selectFrom('deposits').select('id').where('slip_id', '=', slipId).executeTakeFirst();
  return row !== undefined;
}

export interface NewSiteBankAccount {
  bank_id: number;
  account_name: string;
  account_number: string;
  promptpay_id?: string | null;
  biller_id?: string | null;
  active?: boolean;
}

/** An account of the site that members transfer deposits to; returns its id. */
export async function insertSiteBankAccount(db: Kysely<Schema>, account: NewSiteBankAccount): Promise<number> {
  const { id } = await db
    .insertInto('site_bank_accounts')
    .values({
      bank_id: account.bank_id,
      account_name: account.account_name,
      account_number: account.account_number,
      promptpay_id: account.promptpay_id ?? null,
      biller_id: account.biller_id ?? null,
      active: account.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The receiving account shown to members: the first active one, when several are. */
export function findActiveSiteBankAccount(db: Kysely<Schema>, bankId?: number) {
  let query = db.selectFrom('site_bank_accounts').select(['id', 'bank_id', 'account_name', 'account_number']).where('active', '=', true);
  if (bankId !== undefined) query = query.where('bank_id', '=', bankId);
  return query.orderBy('id').limit(1).executeTakeFirst();
}

export interface NewDeposit {
  memberId: number;
  amount: bigint;
  siteBankAccountId: number;
  transferTime: string;
  slipId: string;
  slipSha256: string;
  slipQr: SlipQrRead;
}

/** The unique column a concurrent deposit's insert collided on. */
export type DepositConflict = 'slip_reference' | 'slip_image';

/** Which of the deposit's unique slip columns a unique violation names. */
export function depositConflict(error: unknown): DepositConflict {
  const constraint = String((error as { constraint?: unknown }).constraint ?? '');
  return constraint.includes('slip_reference') ? 'slip_reference' : 'slip_image';
}

/** A deposit's slip as the approval checks it: what its QR read found, and the image to read again. */
export function findDepositSlip(db: Kysely<Schema>, depositId: number) {
  return db
    .selectFrom('deposits')
    .innerJoin('slips', 'slips.id', 'deposits.slip_id')
    .select(['deposits.slip_qr', 'deposits.slip_reference', 'slips.content_type', 'slips.data'])
    .where('deposits.id', '=', depositId)
    .executeTakeFirstOrThrow();
}

/** Whether another deposit than `depositId` is backed by the transfer with this reference. */
export async function isReferenceUsedElsewhere(db: Kysely<Schema>, reference: string, depositId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deposits')
    .select('id')
    .where('slip_reference', '=', reference)
    .where('id', '<>', depositId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records what a later read of the deposit's slip found; the unique reference column refuses a reused transfer. */
export async function recordSlipRead(db: Kysely<Schema>, depositId: number, read: Extract<SlipQrRead, { status: 'read' }>): Promise<void> {
  await db
    .updateTable('deposits')
    .set({ slip_qr: 'read', slip_reference: read.reference, slip_sending_bank: read.sendingBank })
    .where('id', '=', depositId)
    .execute();
}

export async function insertDeposit(db: Kysely<Schema>, deposit: NewDeposit): Promise<number> {
  const { id } = await db
    .insertInto('deposits')
    .values({
      member_id: deposit.memberId,
      amount: deposit.amount,
      site_bank_account_id: deposit.siteBankAccountId,
      transfer_time: deposit.transferTime,
      slip_id: deposit.slipId,
      slip_sha256: deposit.slipSha256,
      slip_qr: deposit.slipQr.status,
      slip_reference: deposit.slipQr.status === 'read' ? deposit.slipQr.reference : null,
      slip_sending_bank: deposit.slipQr.status === 'read' ? deposit.slipQr.sendingBank : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Takes the member's row lock for the rest of the transaction, so that the member's concurrent
 * requests run one after another from here (the daily withdrawal count cannot be raced).
 */
export async function lockMember(trx: Transaction<Schema>, memberId: number): Promise<void> {
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
}

/** The member's registered account: members register with one; the first is theirs to be paid into. */
export function findMemberBankAccount(db: Kysely<Schema>, memberId: number) {
  return db
    .selectFrom('member_bank_accounts')
    .select(['id', 'bank_id', 'account_name', 'account_number'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Withdrawals the member asked for since midnight Bangkok time, on the clock that stamps created_at. */
export async function countWithdrawalsToday(db: Kysely<Schema>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .where('status', '<>', 'reject')
    .where('created_at', '>=', sql<Date>`date_trunc('day', now(), ${BANGKOK_TZ})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewWithdrawal {
  memberId: number;
  amount: bigint;
  memberBankAccountId: number;
}

export async function insertWithdrawal(db: Kysely<Schema>, withdrawal: NewWithdrawal): Promise<number> {
  const { id } = await db
    .insertInto('withdrawals')
    .values({
      member_id: withdrawal.memberId,
      amount: withdrawal.amount,
      member_bank_account_id: withdrawal.memberBankAccountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Marks the member's just-held withdrawal approved by the admin's rules (decided_by null: auto). */
export async function approvePendingWithdrawal(trx: Transaction<Schema>, withdrawalId: number): Promise<void> {
  await trx
    .updateTable('withdrawals')
    .set({ status: 'success', decided_at: sql<Date>`now()`, decided_by: null })
    .where('id', '=', withdrawalId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}

export interface StatementRow {
  type: MoneyTransactionType;
  id: number;
  status: MoneyRequestStatus;
  amount: bigint;
  created_at: Date;
  decided_at: Date | null;
  paid_at: Date | null;
  reason: string | null;
  bank_id: number | null;
  account_name: string | null;
  account_number: string | null;
}

/** A filter that keeps no rows: the kind of row not asked for adds nothing to the union. */
const nothing = sql<boolean>`false`;

/**
 * The member's deposits and withdrawals as one list, each with the member's bank account: the one
 * a withdrawal pays into, and for a deposit the member's registered account (deposits record none).
 */
function statementRows(db: Kysely<Schema>, memberId: number, type: '' | MoneyTransactionType) {
  const registeredAccount = db.selectFrom('member_bank_accounts').select('id').where('member_id', '=', memberId).orderBy('id').limit(1);
  const deposits = db
    .selectFrom('deposits')
    .select([
      sql<MoneyTransactionType>`'deposit'::text`.as('type'),
      'id',
      'status',
      'amount',
      'created_at',
      'decided_at',
      sql<Date | null>`null::timestamptz`.as('paid_at'),
      'reason',
      registeredAccount.as('bank_account_id'),
    ])
    .where('member_id', '=', memberId)
    .$if(type === 'withdraw', (query) => query.where(nothing));
  const withdrawals = db
    .selectFrom('withdrawals')
    .select([
      sql<MoneyTransactionType>`'withdraw'::text`.as('type'),
      'id',
      'status',
      'amount',
      'created_at',
      'decided_at',
      'paid_at',
      'reason',
      'member_bank_account_id as bank_account_id',
    ])
    .where('member_id', '=', memberId)
    .$if(type === 'deposit', (query) => query.where(nothing));
  return db
    .selectFrom(deposits.unionAll(withdrawals).as('t'))
    .leftJoin('member_bank_accounts as account', 'account.id', 't.bank_account_id')
    .select([
      't.type',
      't.id',
      't.status',
      't.amount',
      't.created_at',
      't.decided_at',
      't.paid_at',
      't.reason',
      'account.bank_id',
      'account.account_name',
      'account.account_number',
    ]);
}

/** One page of the statement, newest first. */
export function findStatementPage(
  db: Kysely<Schema>,
  memberId: number,
  { type, limit, offset }: { type: '' | MoneyTransactionType; limit: number; offset: number },
): Promise<StatementRow[]> {
  return statementRows(db, memberId, type)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .orderBy('t.type')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countStatement(db: Kysely<Schema>, memberId: number, type: '' | MoneyTransactionType): Promise<number> {
  const row = await db
    .selectFrom(statementRows(db, memberId, type).as('statement'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One statement row: the answer to the request that created it. */
export function findStatementRow(db: Kysely<Schema>, memberId: number, type: MoneyTransactionType, id: number) {
  return statementRows(db, memberId, type).where('t.id', '=', id).executeTakeFirstOrThrow();
}
