import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of one staff decision: the same key for every retry of the same dialog
 * (a double click, a retry after a lost answer), a new one once an answer has come.
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
