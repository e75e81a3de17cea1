import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@lotto/shared/client';
import { termsUpdated, type CartLine } from '../../lib/cart/cartSlice';
import { usePriceNumbers } from '../../lib/api/numbersPaidApi';

/** How often the cart's terms are asked again while the screen is open: limits move during a round. */
export const LIVE_TERMS_REFRESH_MS = 30_000;

/**
 * Keeps the terms of the cart's lines fresh while the round is open: once when the screen opens
 * (a cart restored from storage), every LIVE_TERMS_REFRESH_MS and whenever the window regains
 * focus, one numbers_paid call per 100 lines. A failed refresh keeps the terms the cart has.
 */
export function useLiveTerms(roundId: string, lines: readonly CartLine[], open: boolean) {
  const dispatch = useAppDispatch();
  const priceNumbers = usePriceNumbers();
  // The effect is attached once per round; it reads the latest cart and state through refs.
  const latest = useRef({ lines, open, priceNumbers });
  latest.current = { lines, open, priceNumbers };

  useEffect(() => {
    const refresh = async () => {
      const { lines: current, open: isOpen, priceNumbers: price } = latest.current;
      if (!isOpen || current.length === 0) return;
      try {
        const terms = await price(
          roundId,
          current.map(({ type, number }) => ({ type, number })),
        );
        dispatch(termsUpdated({ roundId, terms }));
      } catch {
        // The next refresh or place_bet's own check tells the member; nothing in the cart is lost.
      }
    };
    void refresh();
    const timer = setInterval(() => void refresh(), LIVE_TERMS_REFRESH_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [roundId, dispatch]);
}
