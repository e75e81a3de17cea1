import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  BET_TYPE_INFO,
  DEFAULT_LINE_AMOUNT,
  expandEntry,
  withValues,
  th,
  type BetType,
  type NumberTermsItem,
  type ShortcutMode,
} from '@lotto/shared';
import { useAppDispatch, type QueryError } from '@lotto/shared/client';
import { linesAdded, type CartLine } from '../../lib/cart/cartSlice';
import { usePriceNumbers } from '../../lib/api/numbersPaidApi';

/**
 * Adding a pad entry: the mode expands it, each number goes to each selected type, and the whole
 * expansion is priced by one numbers_paid call. A limited number comes at its reduced rate, closed
 * numbers are refused in one message naming them, and a number the cart already has for that type
 * is not added twice. The terms of the last entry stay on the pad.
 */
export function useAddNumbers(roundId: string, cart: readonly CartLine[]) {
  const dispatch = useAppDispatch();
  const priceNumbers = usePriceNumbers();
  const [pricing, setPricing] = useState(false);
  const [lastTerms, setLastTerms] = useState<NumberTermsItem[]>([]);

  const add = async (entry: string, types: readonly BetType[], mode: ShortcutMode | null): Promise<void> => {
    const numbers = expandEntry(entry, mode);
    const wanted = types.flatMap((type) => numbers.map((number) => ({ type, number })));
    const duplicates = wanted.filter(({ type, number }) => cart.some((line) => line.type === type && line.number === number));
    const fresh = wanted.filter((item) => !duplicates.includes(item));
    if (duplicates.length > 0) {
      const named = duplicates.map(({ type, number }) => `${number} (${BET_TYPE_INFO[type].label})`).join(', ');
      toast.info(withValues(th.betting.bet.duplicate, { numbers: named }));
    }
    if (fresh.length === 0) return;

    setPricing(true);
    try {
      const terms = await priceNumbers(roundId, fresh);
      setLastTerms(terms);
      const lines: CartLine[] = terms
        .filter((item) => item.status !== 'closed')
        .map(({ type, number, rate, status, remaining, cap }) => ({
          type,
          number,
          rate,
          amount: String(DEFAULT_LINE_AMOUNT),
          limited: status === 'limited',
          rateChanged: false,
          remaining: remaining ?? null,
          cap: cap ?? null,
          closed: false,
        }));
      const closed = [...new Set(terms.filter((item) => item.status === 'closed').map((item) => item.number))];
      if (closed.length > 0) toast.error(withValues(th.lotto.numberClosed, { number: closed.join(', ') }));
      if (lines.length > 0) dispatch(linesAdded({ roundId, lines }));
    } catch (error) {
      toast.error((error as QueryError).message ?? th.errors.generic);
    } finally {
      setPricing(false);
    }
  };

  return { add, pricing, lastTerms };
}
