import type { MoneyTransaction } from '@lotto/shared';
import type { MoneyRequestStatus } from '../db/schema';

export type WithdrawalStepAt = MoneyTransaction['steps'][number];

/** What a withdrawal's steps are read from. */
export interface WithdrawalProgress {
  status: MoneyRequestStatus;
  created_at: Date;
  decided_at: Date | null;
  paid_at: Date | null;
}

/**
 * The steps a withdrawal has gone through, in order, as the member and staff see them (แจ้งถอน,
 * อนุมัติ, โอนแล้ว): requested when made, approved when its payout left the ledger (a first of two
 * approvals is not yet a step), paid when staff or an outgoing statement line recorded the transfer.
 * A rejected withdrawal stays at requested.
 */
export function withdrawalSteps(row: WithdrawalProgress): WithdrawalStepAt[] {
  const steps: WithdrawalStepAt[] = [{ step: 'requested', at: row.created_at.toISOString() }];
  if (row.status !== 'success' || row.decided_at === null) return steps;
  steps.push({ step: 'approved', at: row.decided_at.toISOString() });
  if (row.paid_at !== null) steps.push({ step: 'paid', at: row.paid_at.toISOString() });
  return steps;
}
