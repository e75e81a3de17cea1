import { useEffect } from 'react';
import type { CartLine } from '../../lib/cart/cartSlice';
import { useCartRepricing } from '../../lib/cart/useCartRepricing';

/** How often the cart's terms are asked again while the screen is open: limits move during a round. */
export const LIVE_TERMS_REFRESH_MS = 30_000;
/**
 * Keeps the terms of the cart's lines fresh while the round is open: once when the screen opens
 * (a cart restored from storage), every LIVE_TERMS_REFRESH_MS and whenever the window regains
 * focus, one numbers_paid call per 100 lines. Each line is priced at its stake, so the rate shown
 * (and sent) is its stake band's (docs/lottery-rules.md#stake-bands). A failed refresh keeps the terms the cart has.
 */
export function useLiveTerms(roundId: string, lines: readonly CartLine[], open: boolean) {
  const refresh = useCartRepricing(roundId, lines, open);

  useEffect(() => {
    void refresh.current();
    const timer = setInterval(() => void refresh.current(), LIVE_TERMS_REFRESH_MS);
    const onFocus = () => void refresh.current();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [roundId, refresh]);
}
