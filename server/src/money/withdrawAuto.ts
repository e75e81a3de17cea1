import { sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import type { MoneyRules } from './settings';

/** What the admin's automatic-approval rules look at (docs/money.md#withdrawals). Satang. */
export interface WithdrawalFacts {
  amount: bigint;
  accountAgeDays: number;
  /** The member's last credited deposit, if any. */
  lastDeposit: bigint | null;
  /** Stakes (less refunds) since that deposit was credited. */
  stakedSinceLastDeposit: bigint;
}

/**
 * Whether a withdrawal is approved without staff: automatic approval on and the amount within it
 * (never one that needs two approvers), the account old enough, a credited deposit before when the
 * rule asks, and stakes since the last deposit of at least the rule's share of it.
 */
export function approvesByItself(rules: MoneyRules, facts: WithdrawalFacts): boolean {
  const auto = rules.withdrawAuto;
  if (auto.max === 0n || facts.amount > auto.max) return false;
  if (rules.secondApprovalOver > 0n && facts.amount > rules.secondApprovalOver) return false;
  if (facts.accountAgeDays < auto.minAccountDays) return false;
  if (auto.needsCreditedDeposit && facts.lastDeposit === null) return false;
  const share = ((facts.lastDeposit ?? 0n) * BigInt(auto.minStakePercent)) / 100n;
  return facts.stakedSinceLastDeposit >= share;
}

/** The member's facts for approvesByItself, read in the withdrawal's transaction. */
export async function readWithdrawalFacts(trx: Transaction<Schema>, memberId: number, amount: bigint, now: Date): Promise<WithdrawalFacts> {
  const member = await trx.selectFrom('members').select('created_at').where('id', '=', memberId).executeTakeFirstOrThrow();
  const deposit = await trx
    .selectFrom('deposits')
    .select(['amount', 'decided_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'success')
    .orderBy('decided_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const since = deposit?.decided_at ?? member.created_at;
  const staked = await trx
    .selectFrom('ledger_transfers')
    .select(sql<string>`coalesce(sum(case when kind = 'bet' then amount else -amount end), 0)::text`.as('staked'))
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['bet', 'bet_refund'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return {
    amount,
    accountAgeDays: Math.floor((now.getTime() - member.created_at.getTime()) / 86_400_000),
    lastDeposit: deposit ? BigInt(deposit.amount) : null,
    stakedSinceLastDeposit: BigInt(staked.staked),
  };
}
