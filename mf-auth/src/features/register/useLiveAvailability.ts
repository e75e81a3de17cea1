import { useEffect, useState } from 'react';

/** How long typing must pause before a live check asks the server. */
export const LIVE_CHECK_DELAY_MS = 400;

/**
 * A debounced live check of docs/api-conventions.md#validation-messages: once `value` is longer than `startAbove`
 * characters and typing has paused, asks `check` whether it is still free. `taken` is true only
 * for the value now in the field, so an answer about an older value never shows.
 */
export function useLiveAvailability(value: string, startAbove: number, check: (value: string) => Promise<boolean | undefined>) {
  const [answer, setAnswer] = useState<{ value: string; available: boolean } | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  useEffect(() => {
    if (value.length <= startAbove) return;
    const timer = setTimeout(() => {
      setChecking(value);
      void check(value).then((available) => {
        if (available !== undefined) setAnswer({ value, available });
        setChecking((current) => (current === value ? null : current));
      });
    }, LIVE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // `check` is a new function on every render; only a new value starts a check.
  }, [value, startAbove]);
  return {
    taken: value.length > startAbove && answer?.value === value && !answer.available,
    checking: checking === value,
  };
}
