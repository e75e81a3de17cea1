import { satangToBaht, stakeRate, type NumberStatus, type StakeBand } from '@lotto/shared';
import { rateFromX100, rateToX100 } from '../catalogue';

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

/** A stake band as stored (migration 016): satang and hundredths. */
export interface StakeBandRow {
  min_stake: bigint;
  max_stake: bigint | null;
  rate_x100: number;
}

/** Stored bands as the shared rule reads them: baht and rates. */
export const bandsInBaht = (rows: readonly StakeBandRow[]): StakeBand[] =>
  rows.map((row) => ({
    from: satangToBaht(row.min_stake),
    to: row.max_stake === null ? null : satangToBaht(row.max_stake),
    rate: rateFromX100(row.rate_x100),
  }));

/** The rate, in hundredths, of what one slip stakes on a number (satang), by the type's bands; the base rate without a stake. */
export function stakeRateX100(bands: readonly StakeBand[], baseRateX100: number, stake: bigint | undefined): number {
  return rateToX100(stakeRate(bands, rateFromX100(baseRateX100), stake === undefined ? undefined : satangToBaht(stake)));
}

/** The rule that applies: one made for the round wins over one made for the whole lottery. */
export function applicableRule(rules: readonly LimitRule[]): LimitRule | undefined {
  return rules.find((rule) => rule.round_id !== null) ?? rules.find((rule) => rule.round_id === null);
}

/**
 * The terms of a (type, number) in a round (docs/lottery-rules.md): the lottery's rate (the stake
 * band's, for a stake a band covers), unless a rule closes the number or reduces its rate (the
 * lower of the reduced and the band's rate applies); a number whose stakes have reached its per-number
 * cap (numberCap: the lottery's per-number total, or the rule's lower stake cap) is closed too.
 */
export function numberTerms({
  baseRateX100,
  rule,
  lotteryNumberCap,
  roundTotal,
}: {
  /** The type's rate, or its stake band's rate for the stake priced. */
  baseRateX100: number;
  rule: LimitRule | undefined;
  lotteryNumberCap: bigint;
  /** Satang staked on the number in the round so far. */
  roundTotal: bigint;
}): NumberTerms {
  const ruleNumberCap = rule?.stake_cap ?? null;
  const numberCap = ruleNumberCap !== null && ruleNumberCap < lotteryNumberCap ? ruleNumberCap : lotteryNumberCap;
  const reduced = rule?.rate_x100 ?? null;
  const rateX100 = reduced !== null && reduced < baseRateX100 ? reduced : baseRateX100;
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
