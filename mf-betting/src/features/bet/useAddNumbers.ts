import { useState } from 'react';
import { toast } from 'react-toastify';
import { BET_TYPE_INFO, DEFAULT_LINE_AMOUNT, expandEntry, withValues, th, type BetType, type ShortcutMode } from '@lotto/shared';
import { useAppDispatch, type QueryError } from '@lotto/shared/client';
import { linesAdded, type CartLine } from '../../lib/cart/cartSlice';
import { useNumberPaidMutation } from './api/betApi';

/** At most this many pricing requests at once: 19 doors on two types is 38 numbers. */
const PRICING_CONCURRENCY = 6;

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

type Priced = { line: CartLine } | { refused: string };

/**
 * Adding a pad entry: the mode expands it, each number goes to each selected type, and each is
 * priced by number_paid. A limited number comes at its reduced rate, a closed one is refused
 * with the server's words, and a number the cart already has for that type is not added twice.
 */
export function useAddNumbers(roundId: string, cart: readonly CartLine[]) {
  const dispatch = useAppDispatch();
  const [numberPaid] = useNumberPaidMutation();
  const [pricing, setPricing] = useState(false);

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
      const priced = await inBatches(fresh, PRICING_CONCURRENCY, async ({ type, number }): Promise<Priced> => {
        try {
          const { rate, status } = await numberPaid({ round_id: roundId, type, number }).unwrap();
          if (status === 'closed') return { refused: withValues(th.lotto.numberClosed, { number }) };
          return { line: { type, number, rate, amount: String(DEFAULT_LINE_AMOUNT), limited: status === 'limited', rateChanged: false } };
        } catch (error) {
          return { refused: (error as QueryError).message ?? th.errors.generic };
        }
      });
      const lines = priced.flatMap((item) => ('line' in item ? [item.line] : []));
      for (const message of new Set(priced.flatMap((item) => ('refused' in item ? [item.refused] : [])))) toast.error(message);
      if (lines.length > 0) dispatch(linesAdded({ roundId, lines }));
    } finally {
      setPricing(false);
    }
  };

  return { add, pricing };
}
