import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { theme } from '@lotto/shared/client';

/**
 * The current time, renewed every `everyMs`: one timer drives every countdown of a list. Each tick
 * is a transition, which React renders in slices: a list of rounds re-rendered in one task every
 * second kept a phone's main thread from ever being quiet (bench/README.md, Total Blocking Time).
 */
export function useNow(everyMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setNow(new Date())), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const WIDE_QUERY = `(min-width: ${theme.breakpoints.md})`;

const matchesWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** Whether the screen is at the md breakpoint or wider: tables there, cards on a phone. */
export function useIsWide(): boolean {
  const [wide, setWide] = useState(matchesWide);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/**
 * The Idempotency-Key of one money request or staff decision: the same key for every retry of
 * the same submission (a double click, a retry after a lost answer), a new one once an answer
 * has come (`settle`).
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= crypto.randomUUID();
    return key.current;
  }, []);
  const settle = useCallback(() => {
    key.current = null;
  }, []);
  return { current, settle };
}
