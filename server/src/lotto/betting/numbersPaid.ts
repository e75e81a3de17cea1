import { bahtToSatang, canonicalNumber, satangToBaht, type NumbersPaidInput, type NumberTermsItem } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { termsOfKeys } from './betting';
import { rateFromX100 } from '../catalogue';
import { numberKeyText, type NumberKey } from '../rates/repository';
import { findNumberTerms } from './termsRepository';
import { liveBudgetTerms } from '../liability/liveTerms';

/** What can still be staked under a cap, and the cap itself. */
interface Headroom {
  left: bigint;
  cap: bigint;
}

/** The limit that leaves less, either of which may be absent (null). */
const tighterOf = (a: Headroom | null, b: Headroom | null): Headroom | null => (a === null ? b : b === null ? a : b.left < a.left ? b : a);

/**
 * numbers_paid (docs/lottery-rules.md#live-terms-and-saved-slips): number_paid's rate (at the items' stake on the number: its band's)
 * and status for every item of an expansion, from one read, and how much the member can still
 * stake on each number: the number's cap less every member's stakes on it in the round (todd
 * types: the same digits count as one), or the member's own cap less their stakes, whichever is
 * lower, with that cap (capIsNear tells the screens when to show it); 0 when the number or the
 * round is closed. On a round with a budget, a number's rate is its step's, it is closed once an
 * outcome it wins on has reached the budget, and what fits the budget limits it too.
 */
export async function numbersPaid(db: Kysely<Schema>, memberId: number, input: NumbersPaidInput): Promise<NumberTermsItem[]> {
  const keyOf = (item: NumbersPaidInput['items'][number]): NumberKey => ({
    type: item.type,
    number: canonicalNumber(item.type, item.number),
  });
  const keys = [...new Map(input.items.map((item) => [numberKeyText(keyOf(item)), keyOf(item)])).values()];
  const found = await findNumberTerms(db, { roundId: Number(input.round_id), keys, memberId });
  if (!found) throw new DomainError('roundNotFound');
  if (found.phase === 'ahead') throw new DomainError('roundNotYetOpen');
  // Items of one number are one stake, as a slip's lines are (its band is that stake's).
  const stakes = new Map<string, bigint>();
  for (const item of input.items) {
    if (item.amount === undefined) continue;
    const text = numberKeyText(keyOf(item));
    stakes.set(text, (stakes.get(text) ?? 0n) + (bahtToSatang(item.amount) as bigint));
  }
  const terms = termsOfKeys(found, keys, stakes);
  const memberCap = found.round.max_member_number_total;
  const numberTermsOf = (item: NumbersPaidInput['items'][number]) => {
    const itemTerms = terms.get(numberKeyText(keyOf(item)));
    if (!itemTerms) throw new DomainError('betTypeNotOffered');
    return itemTerms;
  };
  const budget = await liveBudgetTerms(
    db,
    found.round,
    input.items.map((item) => ({ type: item.type, canonicalNumber: keyOf(item).number, rateX100: numberTermsOf(item).rateX100 })),
  );
  return input.items.map((item, index) => {
    const text = numberKeyText(keyOf(item));
    const numberTerms = numberTermsOf(item);
    const underBudget = budget?.[index];
    const budgetClosed = underBudget?.verdict === 'closed';
    const status =
      found.phase !== 'open' || budgetClosed
        ? 'closed'
        : underBudget?.verdict === 'open' && underBudget.stepped
          ? 'limited'
          : numberTerms.status;
    const limit = tighterOf(
      tighterOf(
        { left: numberTerms.numberCap - (found.roundTotals.get(text) ?? 0n), cap: numberTerms.numberCap },
        memberCap === null ? null : { left: memberCap - (found.memberTotals.get(text) ?? 0n), cap: memberCap },
      ),
      underBudget?.verdict === 'open' && underBudget.left !== null ? { left: underBudget.left, cap: underBudget.cap! } : null,
    );
    const remaining = limit === null ? null : status === 'closed' || limit.left < 0n ? 0n : limit.left;
    return {
      type: item.type,
      number: item.number,
      rate: rateFromX100(underBudget?.verdict === 'open' ? underBudget.rateX100 : numberTerms.rateX100),
      status,
      remaining: remaining === null ? null : satangToBaht(remaining),
      cap: limit === null ? null : satangToBaht(limit.cap),
    };
  });
}
