import { bankById, bankBySlipCode, satangToBaht, type SlipCheck, type StaffDeposit, type StaffWithdrawal } from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { recordAudit } from '../audit/repository';
import { DomainError } from '../errors/errors';
import { transfer } from '../ledger/ledger';
import { recheckSlipReference } from './requests';
import { slipUrl } from './rules';
import {
  decidePending,
  findDeposit,
  findWithdrawal,
  findRequestState,
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

export function toStaffDeposit(row: DepositRow): StaffDeposit {
  return {
    id: row.id,
    member_id: row.member_id,
    username: row.username,
    amount: satangToBaht(row.amount),
    status: row.status,
    transfer_time: row.transfer_time,
    slip_url: slipUrl(row.slip_id),
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
  };
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

/** An approved withdrawal pays the held amount out to the member's bank. */
export async function approveWithdrawal(trx: Transaction<Schema>, id: number, staffId: number): Promise<StaffWithdrawal> {
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
