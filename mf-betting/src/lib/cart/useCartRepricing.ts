import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@lotto/shared/client';
import { termsUpdated, type CartLine } from './cartSlice';
import { lineAmount } from './cartTotals';
import { usePriceNumbers } from '../api/numbersPaidApi';

/** Prices the cart's lines at their stakes and keeps the answer in the cart: the refresh of the live terms and of the confirm modal. */
export function useCartRepricing(roundId: string, lines: readonly CartLine[], open: boolean) {
  const dispatch = useAppDispatch();
  const priceNumbers = usePriceNumbers();
  // The effects are attached once; they read the latest cart and state through refs.
  const latest = useRef({ lines, open, priceNumbers });
  latest.current = { lines, open, priceNumbers };
  const refresh = useRef(async () => {});
  refresh.current = async () => {
    const { lines: current, open: isOpen, priceNumbers: price } = latest.current;
    if (!isOpen || current.length === 0) return;
    try {
      const terms = await price(
        roundId,
        current.map(({ type, number, amount }) => ({ type, number, amount: lineAmount(amount) ?? undefined })),
      );
      dispatch(termsUpdated({ roundId, terms }));
    } catch {
      // The next refresh or place_bet's own check tells the member; nothing in the cart is lost.
    }
  };
  return refresh;
}

/** Prices the slip once at its stakes when the confirm modal opens: it shows (and sends) each number's stake-band rate. */
export function useStakeRates(roundId: string, lines: readonly CartLine[]) {
  const refresh = useCartRepricing(roundId, lines, true);
  useEffect(() => {
    void refresh.current();
  }, [refresh]);
}
