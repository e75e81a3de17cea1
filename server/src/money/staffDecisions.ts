import {
  bankById,
  bankBySlipCode,
  satangToBaht,
  type MoneyRequestState,
  type SlipCheck,
  type StaffDeposit,
  type StaffWithdrawal,
} from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { MoneyRequestStatus, Schema } from '../db/schema';
import { recordAudit } from '../audit/repository';
import { DomainError } from '../errors/errors';
import { transfer } from '../ledger/ledger';
import { recheckSlipReference } from './requests';
import { slipUrl } from './rules';
import { readMoneyRules } from './settings';
import { findStaffPermissions } from '../members/staffPermissions';
import { withdrawalSteps } from './withdrawalSteps';
import {
  decidePending,
  findDeposit,
  findWithdrawal,
  findWithdrawalPayout,
  findRequestState,
  lockMoneyRequest,
  recordFirstApproval,
  recordWithdrawalPaid,
  type Decision,
  type DepositRow,
  type MoneyRequestTable,
  type WithdrawalRow,
} from './staffRepository';
import {
  tellDepositCredited,
  tellDepositReturned,
  tellWithdrawalApproved,
  tellWithdrawalPaid,
  tellWithdrawalRejected,
} from '../inbox/moneyNews';

/** What the deposit's slip showed: its QR reference and sending bank, or a mark for staff to look closer. */
function slipCheck(row: DepositRow): SlipCheck {
  const code = row.slip_sending_bank;
  return {
    status: row.slip_qr ?? 'unchecked',
    reference: row.slip_reference,
    sending_bank: code === null ? null : { code, short_name: bankBySlipCode(code)?.short_name ?? '' },
    duplicate: Boolean(row.slip_duplicate),
  };
}

/** Where a request stands for staff: a pending one with a first approval awaits the second. */
function stateOf(status: MoneyRequestStatus, firstApprovedBy: number | null): MoneyRequestState {
  return status === 'pending' && firstApprovedBy !== null ? 'awaiting_second' : status;
}

/** Who decided a request: the staff member, 'auto' for one decided without staff, null while pending. */
function deciderName(status: MoneyRequestStatus, username: string | null): string | null {
  if (status === 'pending') return null;
  return username ?? 'auto';
}

export function toStaffDeposit(row: DepositRow): StaffDeposit {
  return {
    id: row.id,
    member_id: row.member_id,
    username: row.username,
    amount: satangToBaht(row.amount),
    status: row.status,
    transfer_time: row.transfer_time,
    source: row.source,
    slip_url: row.slip_id === null ? null : slipUrl(row.slip_id),
    decided_by: deciderName(row.status, row.decided_by_username),
    statement_line_id: row.statement_line_id,
    site_bank: { bank_id: row.bank_id, short_name: bankById(row.bank_id)?.short_name ?? '', account_number: row.account_number },
    slip_check: slipCheck(row),
    state: stateOf(row.status, row.first_approved_by),
    first_approved_by: row.first_approved_by_username,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

export function toStaffWithdrawal(row: WithdrawalRow): StaffWithdrawal {
  return {
    id: row.id,
    member_id: row.member_id,
    username: row.username,
    amount: satangToBaht(row.amount),
    status: row.status,
    member_bank: {
      bank_id: row.bank_id,
      short_name: bankById(row.bank_id)?.short_name ?? '',
      account_name: row.account_name,
      account_number: row.account_number,
    },
    state: stateOf(row.status, row.first_approved_by),
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    decided_by: deciderName(row.status, row.decided_by_username),
    needs_second_approval: needsSecondApproval(row, BigInt(row.second_approval_over ?? 0)),
    first_approved_by: row.first_approved_by_username,
    bank_ref: row.bank_ref,
    paid_at: row.paid_at?.toISOString() ?? null,
    steps: withdrawalSteps(row),
  };
}

/**
 * Whether a withdrawal takes two different approvers: one that has a first approval does; a
 * pending one does when the site's threshold is on (above 0) and its amount is above it.
 */
function needsSecondApproval(
  withdrawal: { status: MoneyRequestStatus; amount: bigint; first_approved_by: number | null },
  secondApprovalOver: bigint,
): boolean {
  if (withdrawal.first_approved_by !== null) return true;
  return withdrawal.status === 'pending' && secondApprovalOver > 0n && BigInt(withdrawal.amount) > secondApprovalOver;
}

const AUDITED = {
  deposits: { targetType: 'deposit', success: 'deposit.approve', reject: 'deposit.reject', first: 'deposit.first_approve' },
  withdrawals: { targetType: 'withdrawal', success: 'withdrawal.approve', reject: 'withdrawal.reject', first: 'withdrawal.first_approve' },
} as const;

/**
 * Marks a pending request decided and writes its audit row, or fails: 404 when there is no such
 * request, 403 when it is the deciding staff member's own, 409 when it was decided already. The
 * audit row of an approval that completes two names the first approver too.
 */
async function decide(
  trx: Transaction<Schema>,
  table: MoneyRequestTable,
  id: number,
  decision: Decision,
  firstApprover: string | null = null,
) {
  const decided = await decidePending(trx, table, id, decision);
  if (!decided) {
    const request = await findRequestState(trx, table, id);
    if (!request) throw new DomainError('notFound');
    if (request.member_id === decision.decidedBy) throw new DomainError('ownRequest');
    throw new DomainError('alreadyDone');
  }
  const audited = AUDITED[table];
  const approvers = firstApprover === null ? {} : { first_approved_by: firstApprover };
  await recordAudit(trx, {
    actorId: decision.decidedBy,
    action: audited[decision.status],
    targetType: audited.targetType,
    targetId: id,
    before: { status: 'pending', member_id: decided.member_id, amount: satangToBaht(decided.amount), ...approvers },
    after: {
      status: decision.status,
      member_id: decided.member_id,
      amount: satangToBaht(decided.amount),
      reason: decision.reason,
      ...approvers,
    },
  });
  return decided;
}

/** What an approval does: records the first of two (the request stays pending), or decides it, after the first approver named. */
type ApprovalStep = { step: 'first' } | { step: 'decide'; firstApprover: string | null };

/**
 * docs/money.md#two-approvers: an approval takes two different staff users when the amount is
 * above the approver's own approval limit (docs/screens.md#permissions), or for a withdrawal above
 * the site's threshold (money settings' second_approval_over). The first approval is recorded and
 * the request stays pending (`awaiting_second`); the second completes it. The second approver is
 * refused when it is the first one again, and when the amount is above their own limit too: a
 * request is completed only by someone allowed to approve its amount. Not pending, missing or
 * one's own requests are left to `decide`, which says why.
 */
async function approvalStep(trx: Transaction<Schema>, table: MoneyRequestTable, id: number, staffId: number): Promise<ApprovalStep> {
  const locked = await lockMoneyRequest(trx, table, id);
  if (!locked || locked.status !== 'pending' || locked.member_id === staffId) return { step: 'decide', firstApprover: null };
  const amount = BigInt(locked.amount);
  const { approvalLimit } = await findStaffPermissions(trx, staffId);
  const overOwnLimit = approvalLimit !== null && amount > approvalLimit;
  if (locked.first_approved_by !== null) {
    if (locked.first_approved_by === staffId) throw new DomainError('secondApproverSame');
    if (overOwnLimit) throw new DomainError('secondApproverOverLimit');
    return { step: 'decide', firstApprover: locked.first_approved_by_username };
  }
  const { secondApprovalOver } = await readMoneyRules(trx);
  const overSiteThreshold = table === 'withdrawals' && secondApprovalOver > 0n && amount > secondApprovalOver;
  if (!overOwnLimit && !overSiteThreshold) return { step: 'decide', firstApprover: null };
  await recordFirstApproval(trx, table, id, staffId);
  const audited = AUDITED[table];
  await recordAudit(trx, {
    actorId: staffId,
    action: audited.first,
    targetType: audited.targetType,
    targetId: id,
    before: { status: 'pending', member_id: locked.member_id, amount: satangToBaht(amount), first_approved_by: null },
    after: { status: 'pending', member_id: locked.member_id, amount: satangToBaht(amount), first_approved_by: staffId },
  });
  return { step: 'first' };
}

/** docs/money.md: an approved deposit credits the wallet, from the site's bank account (above the approver's limit, at the second approval). */
export async function approveDeposit(trx: Transaction<Schema>, id: number, staffId: number): Promise<StaffDeposit> {
  const approval = await approvalStep(trx, 'deposits', id, staffId);
  if (approval.step === 'first') return toStaffDeposit(await findDeposit(trx, id));
  const deposit = await decide(trx, 'deposits', id, { status: 'success', decidedBy: staffId, reason: null }, approval.firstApprover);
  await recheckSlipReference(trx, id);
  await transfer(trx, {
    kind: 'deposit',
    reference: `deposit:${id}`,
    from: 'bank',
    to: { wallet: deposit.member_id },
    amount: deposit.amount,
    createdBy: staffId,
  });
  await tellDepositCredited(trx, { id, memberId: deposit.member_id, amount: deposit.amount });
  return toStaffDeposit(await findDeposit(trx, id));
}

/** A rejected deposit moves nothing: the credit was never given. */
export async function rejectDeposit(trx: Transaction<Schema>, id: number, staffId: number, reason: string): Promise<StaffDeposit> {
  const deposit = await decide(trx, 'deposits', id, { status: 'reject', decidedBy: staffId, reason });
  await tellDepositReturned(trx, { id, memberId: deposit.member_id, amount: deposit.amount }, reason);
  return toStaffDeposit(await findDeposit(trx, id));
}

/**
 * An approved withdrawal pays the held amount out to the member's bank; one that takes two
 * approvers (approvalStep) is paid out at the second approval.
 */
export async function approveWithdrawal(trx: Transaction<Schema>, id: number, staffId: number): Promise<StaffWithdrawal> {
  const approval = await approvalStep(trx, 'withdrawals', id, staffId);
  if (approval.step === 'first') return toStaffWithdrawal(await findWithdrawal(trx, id));
  const withdrawal = await decide(trx, 'withdrawals', id, { status: 'success', decidedBy: staffId, reason: null }, approval.firstApprover);
  await transfer(trx, {
    kind: 'withdraw_payout',
    reference: `withdrawal:${id}`,
    from: 'withdrawals_held',
    to: 'bank',
    amount: withdrawal.amount,
    createdBy: staffId,
    forMember: withdrawal.member_id,
  });
  await tellWithdrawalApproved(trx, { id, memberId: withdrawal.member_id, amount: withdrawal.amount });
  return toStaffWithdrawal(await findWithdrawal(trx, id));
}

/** A rejected withdrawal returns the held amount to the wallet. */
export async function rejectWithdrawal(trx: Transaction<Schema>, id: number, staffId: number, reason: string): Promise<StaffWithdrawal> {
  const withdrawal = await decide(trx, 'withdrawals', id, { status: 'reject', decidedBy: staffId, reason });
  await transfer(trx, {
    kind: 'withdraw_return',
    reference: `withdrawal:${id}`,
    from: 'withdrawals_held',
    to: { wallet: withdrawal.member_id },
    amount: withdrawal.amount,
    createdBy: staffId,
  });
  await tellWithdrawalRejected(trx, { id, memberId: withdrawal.member_id, amount: withdrawal.amount }, reason);
  return toStaffWithdrawal(await findWithdrawal(trx, id));
}

/**
 * Records the bank reference of an approved withdrawal's payout (โอนแล้ว), once: refused while it
 * is not approved (pending or rejected) and when a payout is recorded already.
 */
export async function recordPaid(trx: Transaction<Schema>, id: number, staffId: number, bankRef: string): Promise<StaffWithdrawal> {
  const paid = await recordWithdrawalPaid(trx, id, staffId, bankRef);
  if (!paid) {
    const withdrawal = await findWithdrawalPayout(trx, id);
    if (!withdrawal) throw new DomainError('notFound');
    if (withdrawal.status !== 'success') throw new DomainError('notApprovedYet');
    throw new DomainError('alreadyPaid');
  }
  await recordAudit(trx, {
    actorId: staffId,
    action: 'withdrawal.paid',
    targetType: 'withdrawal',
    targetId: id,
    before: { member_id: paid.member_id, amount: satangToBaht(paid.amount), bank_ref: null, paid_at: null },
    after: { member_id: paid.member_id, amount: satangToBaht(paid.amount), bank_ref: paid.bank_ref, paid_at: paid.paid_at },
  });
  await tellWithdrawalPaid(trx, { id, memberId: paid.member_id, amount: paid.amount }, bankRef);
  return toStaffWithdrawal(await findWithdrawal(trx, id));
}
