/** The longest the app's scripts wait for the HTML's own first paint. */
const FIRST_PAINT_WAIT_MS = 1500;

/**
 * Resolves once the page the server sent is on screen: its largest paint so far is the first
 * banner (home), or its first contentful paint happened (a page without a banner), as the
 * browser's own paint timing reports it; after FIRST_PAINT_WAIT_MS at the latest, and at once
 * in a browser without paint timing.
 */
export function afterFirstPaint(): Promise<void> {
  const banner = document.querySelector<HTMLImageElement>('#first-paint img');
  const supported = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes ?? [] : [];
  const type = banner ? 'largest-contentful-paint' : 'paint';
  if (!supported.includes(type)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const painted = banner ? (entry as PerformanceEntry & { element?: Element | null }).element === banner : entry.name === 'first-contentful-paint';
        if (painted) done();
      }
    });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    observer.observe({ type, buffered: true });
  });
}
