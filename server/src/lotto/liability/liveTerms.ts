import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BettingRound } from '../betting/repository';
import { findRiskRows } from './repository';
import { budgetTerms, liabilityChange, rowsToRead, type BudgetTerms, type LiabilityLine } from './rules';

type PricedNumber = Pick<LiabilityLine, 'type' | 'canonicalNumber' | 'rateX100'>;

/**
 * The pad's live terms under a round's budget (docs/lottery-rules.md#risk-by-liability): each
 * number's stepped rate, or closed, with the stake that still fits, from one read of the rows they
 * touch, as place_bet would price each alone now. Null when the round has no budget.
 */
export async function liveBudgetTerms(
  db: Kysely<Schema>,
  round: Pick<BettingRound, 'id' | 'has_four_digits' | 'min_line_amount' | 'risk_budget' | 'risk_steps'>,
  numbers: readonly PricedNumber[],
): Promise<BudgetTerms[] | null> {
  if (round.risk_budget === null) return null;
  const refs = rowsToRead(
    liabilityChange(
      numbers.map((number) => ({ ...number, amount: 0n })),
      round.has_four_digits,
    ),
  );
  const kept = await findRiskRows(db, round.id, refs);
  const state = { budget: round.risk_budget, minLine: round.min_line_amount, steps: round.risk_steps, ...kept };
  return numbers.map((number) => budgetTerms(state, number, round.has_four_digits));
}
