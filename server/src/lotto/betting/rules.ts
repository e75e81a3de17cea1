import { formatMoney, satangToBaht, th, withValues, type BetType } from '@lotto/shared';
import type { NumberKey } from '../rates/repository';

/** Satang as the member reads baht: en-US with 2 decimals. */
export const bahtText = (satang: bigint): string => formatMoney(satangToBaht(satang));

/** Why a line's stake is outside the lottery's line limits, or null when it is within them. */
export function lineAmountProblem(amount: bigint, limits: { min_line_amount: bigint; max_line_amount: bigint }): string | null {
  if (amount < limits.min_line_amount) return withValues(th.lotto.amountBelowMin, { min: bahtText(limits.min_line_amount) });
  if (amount > limits.max_line_amount) return withValues(th.lotto.amountAboveMax, { max: bahtText(limits.max_line_amount) });
  return null;
}

export interface NumberStake {
  key: NumberKey;
  /** Satang of all the slip's lines on the key. */
  amount: bigint;
  /** The number as the member typed it on the first of those lines, for messages. */
  shownNumber: string;
}

/**
 * A slip's stakes per (type, canonical number), sorted by type then number: lines whose todd
 * numbers have the same digits count as one, and the totals' rows are raised in a fixed order.
 */
export function stakesByNumber(
  lines: readonly { type: BetType; number: string; canonicalNumber: string; amount: bigint }[],
): NumberStake[] {
  const stakes = new Map<string, NumberStake>();
  for (const line of lines) {
    const id = `${line.type}:${line.canonicalNumber}`;
    const stake = stakes.get(id);
    if (stake) stake.amount += line.amount;
    else stakes.set(id, { key: { type: line.type, number: line.canonicalNumber }, amount: line.amount, shownNumber: line.number });
  }
  const order = (stake: NumberStake) => `${stake.key.type}\u0000${stake.key.number}`;
  return [...stakes.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
