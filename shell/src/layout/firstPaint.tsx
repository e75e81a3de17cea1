import { useEffect, useLayoutEffect } from 'react';

/**
 * The page the server sends paints the site's frame before any script runs (shell/src/index.html,
 * #first-paint), and hides the app's root until then. Once the app's first render shows the same
 * thing (`ready`), this takes the first paint away before the browser paints again, so the app's
 * boxes replace it in one frame: nothing blinks and nothing moves.
 */
export function useFirstPaintReplaced(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) document.getElementById('first-paint')?.remove();
  }, [ready]);
}

/** For a page that is there as soon as it renders (a route's remote page, the not-found page). */
export function FirstPaintReplaced(): null {
  useFirstPaintReplaced(true);
  return null;
}

/** The longest the first paint may stand once the app is up, whatever the page. */
const FIRST_PAINT_LIMIT_MS = 10_000;

/** The layout's safety net: the app shows after FIRST_PAINT_LIMIT_MS even if no page said it was there. */
export function useFirstPaintFallback(): void {
  useEffect(() => {
    const timer = setTimeout(() => document.getElementById('first-paint')?.remove(), FIRST_PAINT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
}
