import {
  backofficeLabels,
  bahtToSatang,
  bankById,
  formatMoney,
  type MoneyTransaction,
  satangToBaht,
  validationMessages as m,
  withdrawRequestSchema,
  withValues,
} from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { isUniqueViolation, transfer } from '../ledger/ledger';
import { findMemberById, memberCredit } from '../members/repository';
import {
  countWithdrawalsToday,
  findActiveSiteBankAccount,
  findMemberBankAccount,
  depositConflict,
  findDepositSlip,
  findStatementRow,
  insertDeposit,
  insertWithdrawal,
  approvePendingWithdrawal,
  isImageUsed,
  isReferenceUsedElsewhere,
  isSlipUsed,
  lockMember,
  recordSlipRead,
  type StatementRow,
} from './repository';
import { dailyWithdrawalLimitReached, transactionId, type SlipContentType } from './rules';
import type { SlipQrRead } from './slipQr';
import { slipQrReader } from './slipQrReader';
import { validateBody } from '../http/validation';
import { DomainError } from '../errors/errors';
import { checkDepositProtection } from '../protection/protection';
import { recordAudit } from '../audit/repository';
import { readMoneyRules } from './settings';
import { approvesByItself, readWithdrawalFacts } from './withdrawAuto';
import { withdrawalSteps } from './withdrawalSteps';
import { queueStaffAlert } from '../messaging/outbox';
import { tellWithdrawalApproved } from '../inbox/moneyNews';

export function toMoneyTransaction(row: StatementRow): MoneyTransaction {
  return {
    _id: transactionId(row.type, row.id),
    type: row.type,
    status: row.status,
    amount: satangToBaht(row.amount),
    createdAt: row.created_at.toISOString(),
    // Members register with an account; only members made otherwise (staff) may have none.
    user_bank: {
      short_name: row.bank_id === null ? '' : (bankById(row.bank_id)?.short_name ?? ''),
      account_name: row.account_name ?? '',
      account_number: row.account_number ?? '',
    },
    reason: row.reason,
    steps: row.type === 'withdraw' ? withdrawalSteps(row) : [],
  };
}

/** The member's own slip (the caller has checked whose it is) and what its QR code said. */
export interface DepositSlip {
  id: string;
  sha256: string;
  qr: SlipQrRead;
}

export interface DepositInput {
  amount: bigint;
  /** The bank (1..14) of the site's receiving account, as bank_deposit gave it. */
  bankId: number;
  transferTime: string;
  slip: DepositSlip;
}

function referenceUsed(reference: string): DomainError<'slipReferenceUsed'> {
  return new DomainError('slipReferenceUsed', { reference });
}

/**
 * A pending deposit: nothing moves until staff approve it. One transfer proves one deposit: the
 * slip, its image bytes and its QR code's transaction reference must back no other deposit. The
 * checks here give the clear message; the unique columns are what holds under concurrency. The
 * member's own deposit limits and breaks are checked first, under the member's row lock.
 */
export async function requestDeposit(
  trx: Transaction<Schema>,
  memberId: number,
  input: DepositInput,
  now = new Date(),
): Promise<MoneyTransaction> {
  const { slip } = input;
  await checkDepositProtection(trx, memberId, input.amount, now);
  const account = await findActiveSiteBankAccount(trx, input.bankId);
  if (!account) throw new DomainError('depositBankInvalid');
  if ((await isSlipUsed(trx, slip.id)) || (await isImageUsed(trx, slip.sha256))) {
    throw new DomainError('slipImageUsed');
  }
  let depositId: number;
  try {
    depositId = await insertDeposit(trx, {
      memberId,
      amount: input.amount,
      siteBankAccountId: account.id,
      transferTime: input.transferTime,
      slipId: slip.id,
      slipSha256: slip.sha256,
      slipQr: slip.qr,
    });
  } catch (error) {
    // Another deposit with this slip, these bytes or this reference has committed.
    if (!isUniqueViolation(error)) throw error;
    if (slip.qr.status === 'read' && depositConflict(error) === 'slip_reference') throw referenceUsed(slip.qr.reference);
    throw new DomainError('slipImageUsed');
  }
  const deposit = await findStatementRow(trx, memberId, 'deposit', depositId);
  const member = await findMemberById(trx, memberId);
  await queueStaffAlert(
    trx,
    withValues(backofficeLabels.messages.alerts.deposit_to_check, {
      amount: formatMoney(satangToBaht(input.amount)),
      member: member?.username ?? String(memberId),
    }),
  );
  return toMoneyTransaction(deposit);
}

/**
 * The reference check again, before staff approve a deposit (in the approval's transaction). A
 * slip whose QR code was not read when the deposit was made (not in time, or not at all) is read
 * again, ahead of members' slips; a reference found then is recorded on the deposit. A deposit
 * whose transfer already backs another deposit is refused, whether or not the first read finished.
 * A slip still not read in time refuses the approval for now; one with no slip QR code at all is
 * left to staff's eye, as before.
 */
export async function recheckSlipReference(trx: Transaction<Schema>, depositId: number): Promise<void> {
  const deposit = await findDepositSlip(trx, depositId);
  let reread: Extract<SlipQrRead, { status: 'read' }> | null = null;
  if (deposit.slip_qr !== 'read' || deposit.slip_reference === null) {
    const attempt = await slipQrReader.read(deposit.data, deposit.content_type as SlipContentType, { priority: true });
    if ('unfinished' in attempt) throw new DomainError('slipCheckUnfinished');
    if (attempt.status !== 'read') return;
    reread = attempt;
  }
  const reference = reread?.reference ?? deposit.slip_reference!;
  const duplicate = new DomainError('depositReferenceUsed', { reference });
  if (await isReferenceUsedElsewhere(trx, reference, depositId)) throw duplicate;
  if (!reread) return;
  try {
    await recordSlipRead(trx, depositId, reread);
  } catch (error) {
    // A deposit with this reference committed since the check.
    throw isUniqueViolation(error) ? duplicate : error;
  }
}

/**
 * A pending withdrawal whose amount leaves the wallet at once (held until staff pay it out or
 * return it). The member's row is locked first, so the credit check, the daily count and the hold
 * see every earlier request of the member and concurrent requests cannot pass the limits together.
 * The body is checked here, against the credit read under the lock, rather than before the
 * transaction: an Idempotency-Key retry must get its stored answer before any check, or the retry
 * of a withdrawal that spent the credit would be refused for lack of it.
 */
export async function requestWithdrawal(
  trx: Transaction<Schema>,
  memberId: number,
  body: unknown,
  now = new Date(),
): Promise<MoneyTransaction> {
  await lockMember(trx, memberId);
  const credit = satangToBaht(await memberCredit(trx, memberId));
  const input = await validateBody(withdrawRequestSchema, body, { credit });
  // The schema has checked the decimals, so the amount converts.
  const amount = bahtToSatang(input.amount) as bigint;
  const account = await findMemberBankAccount(trx, memberId);
  if (!account) throw new DomainError('withdrawNoBankAccount');
  if (dailyWithdrawalLimitReached(await countWithdrawalsToday(trx, memberId))) {
    throw new DomainError('withdrawDailyLimit');
  }
  const withdrawalId = await insertWithdrawal(trx, { memberId, amount, memberBankAccountId: account.id });
  await transfer(trx, {
    kind: 'withdraw_hold',
    reference: `withdrawal:${withdrawalId}`,
    from: { wallet: memberId },
    to: 'withdrawals_held',
    amount,
    insufficientMessage: m.withdraw.amountOverCredit,
  });
  if (approvesByItself(await readMoneyRules(trx), await readWithdrawalFacts(trx, memberId, amount, now))) {
    await approveByItself(trx, withdrawalId, memberId, amount);
  }
  return toMoneyTransaction(await findStatementRow(trx, memberId, 'withdraw', withdrawalId));
}

/** The admin's rules approved it: paid out as a staff approval would, with the actor `auto`. */
async function approveByItself(trx: Transaction<Schema>, withdrawalId: number, memberId: number, amount: bigint): Promise<void> {
  await approvePendingWithdrawal(trx, withdrawalId);
  await transfer(trx, {
    kind: 'withdraw_payout',
    reference: `withdrawal:${withdrawalId}`,
    from: 'withdrawals_held',
    to: 'bank',
    amount,
    forMember: memberId,
  });
  await recordAudit(trx, {
    actorId: null,
    action: 'withdrawal.auto',
    targetType: 'withdrawal',
    targetId: withdrawalId,
    before: { status: 'pending', member_id: memberId, amount: satangToBaht(amount) },
    after: { status: 'success', member_id: memberId, amount: satangToBaht(amount), actor: 'auto' },
  });
  await tellWithdrawalApproved(trx, { id: withdrawalId, memberId, amount });
}
