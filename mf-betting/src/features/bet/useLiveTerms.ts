import { useEffect, useRef } from 'react';
import type { CartLine } from '../../lib/cart/cartSlice';
import { useCartRepricing } from '../../lib/cart/useCartRepricing';

/** How often the cart's terms are asked again while the screen is open: limits move during a round. */
export const LIVE_TERMS_REFRESH_MS = 30_000;
/** A pause this long after a stake is typed asks for the terms at the new stakes: its band's rate, what is left under a cap or budget. */
export const STAKE_REPRICE_MS = 400;
/**
 * Keeps the terms of the cart's lines fresh while the round is open: once when the screen opens
 * (a cart restored from storage), every LIVE_TERMS_REFRESH_MS and whenever the window regains
 * focus, one numbers_paid call per 100 lines. Each line is priced at its stake, so the rate shown
 * (and sent) is its stake band's (docs/lottery-rules.md#stake-bands), asked again once the member
 * stops typing a stake. A failed refresh keeps the terms the cart has.
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

  // A line added or dropped was priced by its add; only a stake typed on a kept line asks again.
  const stakesSeen = useRef(new Map<string, string>());
  const repriceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stakes = lines.map((line) => `${lineKey(line)}=${line.amount}`).join(' ');
  useEffect(() => {
    const seen = stakesSeen.current;
    const restaked = lines.some((line) => {
      const before = seen.get(lineKey(line));
      return before !== undefined && before !== line.amount;
    });
    stakesSeen.current = new Map(lines.map((line) => [lineKey(line), line.amount]));
    if (!restaked) return;
    clearTimeout(repriceTimer.current);
    repriceTimer.current = setTimeout(() => void refresh.current(), STAKE_REPRICE_MS);
  }, [stakes, refresh]);
  useEffect(() => () => clearTimeout(repriceTimer.current), []);
}

function lineKey(line: CartLine): string {
  return `${line.type}:${line.number}`;
}
