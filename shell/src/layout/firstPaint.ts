import { useLayoutEffect } from 'react';

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
