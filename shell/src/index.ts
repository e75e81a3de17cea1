import { listenForFirstTaps } from './firstTap';
import { afterFirstPaint } from './firstPaintReady';

/** Module federation's share scope (webpack's __webpack_init_sharing__). */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

// The asynchronous boundary lets module federation agree on the shared singletons before any
// of them is evaluated. The app's scripts are asked for once the page's own first paint (the
// HTML's frame and first banner) is on screen, so they do not compete with it for the network;
// the share scope is set up in a task of its own before the app's chunks are asked for.
// A tap on the first paint's links is kept for the app (firstTap.ts).
listenForFirstTaps();
void afterFirstPaint()
  .then(() => __webpack_init_sharing__('default'))
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./bootstrap'));
