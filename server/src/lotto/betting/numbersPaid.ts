import { canonicalNumber, satangToBaht, type NumbersPaidInput, type NumberTermsItem } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { termsOfKeys } from './betting';
import { rateFromX100 } from '../catalogue';
import { numberKeyText, type NumberKey } from '../rates/repository';
import { findMemberRoundTerms } from './termsRepository';

/** The lower of two limits, either of which may be absent (null). */
const lowerOf = (a: bigint | null, b: bigint | null): bigint | null => (a === null ? b : b === null ? a : a < b ? a : b);

/**
 * numbers_paid (DESIGN 10): number_paid's rate and status for every item of an expansion, from one
 * read, and how much the member can still stake on each number: the number's cap less every
 * member's stakes on it in the round (todd types: the same digits count as one), or the member's
 * own cap less their stakes, whichever is lower; 0 when the number or the round is closed.
 */
export async function numbersPaid(db: Kysely<Schema>, memberId: number, input: NumbersPaidInput): Promise<NumberTermsItem[]> {
  const keyOf = (item: NumbersPaidInput['items'][number]): NumberKey => ({ type: item.type, number: canonicalNumber(item.type, item.number) });
  const keys = [...new Map(input.items.map((item) => [numberKeyText(keyOf(item)), keyOf(item)])).values()];
  const found = await findMemberRoundTerms(db, { roundId: Number(input.round_id), memberId, keys });
  if (!found) throw new DomainError('roundNotFound');
  if (found.phase === 'ahead') throw new DomainError('roundNotYetOpen');
  const terms = termsOfKeys(found, keys);
  const memberCap = found.round.max_member_number_total;
  return input.items.map((item) => {
    const text = numberKeyText(keyOf(item));
    const numberTerms = terms.get(text);
    if (!numberTerms) throw new DomainError('betTypeNotOffered');
    const status = found.phase === 'open' ? numberTerms.status : 'closed';
    const left = lowerOf(
      numberTerms.numberCap - (found.roundTotals.get(text) ?? 0n),
      memberCap === null ? null : memberCap - (found.memberTotals.get(text) ?? 0n),
    );
    const remaining = status === 'closed' ? 0n : left !== null && left < 0n ? 0n : left;
    return {
      type: item.type,
      number: item.number,
      rate: rateFromX100(numberTerms.rateX100),
      status,
      remaining: remaining === null ? null : satangToBaht(remaining),
    };
  });
}
