import type { MoneyRequestStatus, WithdrawalStep } from '@lotto/shared';

/**
 * A withdrawal's steps so far, as the member and staff see them (docs/money.md#withdrawals):
 * requested when asked, approved when paid out of the site's books, paid when the bank transfer's
 * reference is recorded. A rejected withdrawal stops at requested.
 */
export function withdrawalSteps(row: {
  status: MoneyRequestStatus;
  created_at: Date;
  decided_at: Date | null;
  paid_at: Date | null;
}): { step: WithdrawalStep; at: string }[] {
  const steps: { step: WithdrawalStep; at: string }[] = [{ step: 'requested', at: row.created_at.toISOString() }];
  if (row.status !== 'success' || !row.decided_at) return steps;
  steps.push({ step: 'approved', at: row.decided_at.toISOString() });
  if (row.paid_at) steps.push({ step: 'paid', at: row.paid_at.toISOString() });
  return steps;
}
