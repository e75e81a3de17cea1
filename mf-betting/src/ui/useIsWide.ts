import { useEffect, useState } from 'react';
import { theme } from '@lotto/shared/client';

const WIDE_QUERY = `(min-width: ${theme.breakpoints.md})`;

const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** Whether the screen is wide (md and up): tables there, cards on a phone. */
export function useIsWide(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}
