import type { NumberStatus } from '@lotto/shared';

/** A limited-number rule (เลขอั้น) as stored: for one round, or for every round of its lottery (round_id null). */
export interface LimitRule {
  round_id: number | null;
  rate_x100: number | null;
  closed: boolean;
  stake_cap: bigint | null;
}

export interface NumberTerms {
  /** The rate a line of this number is accepted at now, in hundredths. */
  rateX100: number;
  status: NumberStatus;
  /** The most all members together may stake on the number in the round, in satang. */
  numberCap: bigint;
}

/** The rule that applies: one made for the round wins over one made for the whole lottery. */
export function applicableRule(rules: readonly LimitRule[]): LimitRule | undefined {
  return rules.find((rule) => rule.round_id !== null) ?? rules.find((rule) => rule.round_id === null);
}

/**
 * The terms of a (type, number) in a round (docs/lottery-rules.md): the lottery's rate, unless a
 * rule closes the number or reduces its rate; a number whose stakes have reached its per-number
 * cap (numberCap: the lottery's per-number total, or the rule's lower stake cap) is closed too.
 */
export function numberTerms({
  baseRateX100,
  rule,
  lotteryNumberCap,
  roundTotal,
}: {
  baseRateX100: number;
  rule: LimitRule | undefined;
  lotteryNumberCap: bigint;
  /** Satang staked on the number in the round so far. */
  roundTotal: bigint;
}): NumberTerms {
  const ruleNumberCap = rule?.stake_cap ?? null;
  const numberCap = ruleNumberCap !== null && ruleNumberCap < lotteryNumberCap ? ruleNumberCap : lotteryNumberCap;
  const rateX100 = rule?.rate_x100 ?? baseRateX100;
  if (rule?.closed || roundTotal >= numberCap) return { rateX100, status: 'closed', numberCap };
  return { rateX100, status: rule?.rate_x100 != null ? 'limited' : 'open', numberCap };
}

/**
 * A limited number's reduced rate stays at or below its type's base rate: checked when a number
 * is limited and when the base rates change, so neither side can pass the other.
 */
export function reducedRateFits(reducedX100: number | null | undefined, baseX100: number): boolean {
  return reducedX100 === null || reducedX100 === undefined || reducedX100 <= baseX100;
}
