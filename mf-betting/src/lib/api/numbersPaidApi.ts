import { NUMBERS_PAID_MAX_ITEMS, type NumbersPaidInput, type NumberTermsItem } from '@lotto/shared';
import { bettingApi } from './bettingApi';

/** numbers_paid: the terms of many numbers of a round in one request (docs/lottery-rules.md#live-terms-and-saved-slips). */
export const numbersPaidApi = bettingApi.injectEndpoints({
  endpoints: (build) => ({
    numbersPaid: build.mutation<NumberTermsItem[], NumbersPaidInput>({
      query: (body) => ({ url: '/lto-public-api/lotto/numbers_paid', method: 'POST', data: body }),
    }),
  }),
});

export const { useNumbersPaidMutation } = numbersPaidApi;

/**
 * Prices numbers of a round: one numbers_paid call for up to NUMBERS_PAID_MAX_ITEMS of them (an
 * expansion, a cart, a saved slip), and only more than that takes another. Rejects as the call does.
 */
export function usePriceNumbers(): (roundId: string, items: NumbersPaidInput['items']) => Promise<NumberTermsItem[]> {
  const [numbersPaid] = useNumbersPaidMutation();
  return async (roundId, items) => {
    const terms: NumberTermsItem[] = [];
    for (let start = 0; start < items.length; start += NUMBERS_PAID_MAX_ITEMS) {
      terms.push(...(await numbersPaid({ round_id: roundId, items: items.slice(start, start + NUMBERS_PAID_MAX_ITEMS) }).unwrap()));
    }
    return terms;
  };
}
