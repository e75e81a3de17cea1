import { afterFirstPaint } from './firstPaintReady';

// The asynchronous boundary lets module federation agree on the shared singletons before any
// of them is evaluated. The app's scripts are asked for once the page's own first paint (the
// HTML's frame and first banner) is on screen, so they do not compete with it for the network.
void afterFirstPaint().then(() => import('./bootstrap'));
