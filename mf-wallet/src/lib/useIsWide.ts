import { theme } from '@lotto/shared/client';
import { useEffect, useState } from 'react';

const query = `(min-width: ${theme.breakpoints.md})`;

const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the screen is at the md breakpoint or wider (tables on desktop, cards on mobile). */
export function useIsWide(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}
