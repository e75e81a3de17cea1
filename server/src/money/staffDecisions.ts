import { bankById, bankBySlipCode, satangToBaht, type SlipCheck, type StaffDeposit, type StaffWithdrawal } from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { MoneyRequestStatus, Schema } from '../db/schema';
import { recordAudit } from '../audit/repository';
import { DomainError } from '../errors/errors';
import { transfer } from '../ledger/ledger';
import { recheckSlipReference } from './requests';
import { slipUrl } from './rules';
import { readMoneyRules } from './settings';
import { withdrawalSteps } from './withdrawalSteps';
import {
  decidePending,
  findDeposit,
  findWithdrawal,
  findWithdrawalPayout,
  findRequestState,
  lockWithdrawal,
  recordFirstApproval,
  recordWithdrawalPaid,
  type Decision,
  type DepositRow,
  type MoneyRequestTable,
  type WithdrawalRow,
} from './staffRepository';

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
  deposits: { targetType: 'deposit', success: 'deposit.approve', reject: 'deposit.reject' },
  withdrawals: { targetType: 'withdrawal', success: 'withdrawal.approve', reject: 'withdrawal.reject' },
} as const;

/**
 * Marks a pending request decided and writes its audit row, or fails: 404 when there is no such
 * request, 403 when it is the deciding staff member's own, 409 when it was decided already.
 */
async function decide(trx: Transaction<Schema>, table: MoneyRequestTable, id: number, decision: Decision) {
  const decided = await decidePending(trx, table, id, decision);
  if (!decided) {
    const request = await findRequestState(trx, table, id);
    if (!request) throw new DomainError('notFound');
    if (request.member_id === decision.decidedBy) throw new DomainError('ownRequest');
    throw new DomainError('alreadyDone');
  }
  const audited = AUDITED[table];
  await recordAudit(trx, {
    actorId: decision.decidedBy,
    action: audited[decision.status],
    targetType: audited.targetType,
    targetId: id,
    before: { status: 'pending', member_id: decided.member_id, amount: satangToBaht(decided.amount) },
    after: { status: decision.status, member_id: decided.member_id, amount: satangToBaht(decided.amount), reason: decision.reason },
  });
  return decided;
}

/** docs/money.md: an approved deposit credits the wallet, from the site's bank account. */
export async function approveDeposit(trx: Transaction<Schema>, id: number, staffId: number): Promise<StaffDeposit> {
  const deposit = await decide(trx, 'deposits', id, { status: 'success', decidedBy: staffId, reason: null });
  await recheckSlipReference(trx, id);
  await transfer(trx, {
    kind: 'deposit',
    reference: `deposit:${id}`,
    from: 'bank',
    to: { wallet: deposit.member_id },
    amount: deposit.amount,
    createdBy: staffId,
  });
  return toStaffDeposit(await findDeposit(trx, id));
}

/** A rejected deposit moves nothing: the credit was never given. */
export async function rejectDeposit(trx: Transaction<Schema>, id: number, staffId: number, reason: string): Promise<StaffDeposit> {
  await decide(trx, 'deposits', id, { status: 'reject', decidedBy: staffId, reason });
  return toStaffDeposit(await findDeposit(trx, id));
}

/**
 * An approved withdrawal pays the held amount out to the member's bank. Above the site's
 * threshold (money settings' second_approval_over) it takes two different staff: the first
 * approval is recorded and the withdrawal stays pending; the second, by someone else, pays it out.
 */
export async function approveWithdrawal(trx: Transaction<Schema>, id: number, staffId: number): Promise<StaffWithdrawal> {
  const { secondApprovalOver } = await readMoneyRules(trx);
  const locked = await lockWithdrawal(trx, id);
  if (locked?.status === 'pending' && locked.member_id !== staffId && needsSecondApproval(locked, secondApprovalOver)) {
    if (locked.first_approved_by === staffId) throw new DomainError('secondApproverSame');
    if (locked.first_approved_by === null) {
      await recordFirstApproval(trx, id, staffId);
      await recordAudit(trx, {
        actorId: staffId,
        action: 'withdrawal.first_approve',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: 'pending', member_id: locked.member_id, amount: satangToBaht(locked.amount), first_approved_by: null },
        after: { status: 'pending', member_id: locked.member_id, amount: satangToBaht(locked.amount), first_approved_by: staffId },
      });
      return toStaffWithdrawal(await findWithdrawal(trx, id));
    }
  }
  const withdrawal = await decide(trx, 'withdrawals', id, { status: 'success', decidedBy: staffId, reason: null });
  await transfer(trx, {
    kind: 'withdraw_payout',
    reference: `withdrawal:${id}`,
    from: 'withdrawals_held',
    to: 'bank',
    amount: withdrawal.amount,
    createdBy: staffId,
    forMember: withdrawal.member_id,
  });
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
  return toStaffWithdrawal(await findWithdrawal(trx, id));
}
