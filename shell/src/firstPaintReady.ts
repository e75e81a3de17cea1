/** The longest the app's scripts wait for the HTML's own first paint. */
const FIRST_PAINT_WAIT_MS = 1500;

/**
 * Resolves once the page the server sent is on screen, as the browser's own paint timing reports
 * it: its first banner painted as the largest paint (home, when the banner is within the first
 * screen), else its first contentful paint; at once if the banner could not be loaded or the
 * browser has no paint timing, and after FIRST_PAINT_WAIT_MS at the latest.
 */
export function afterFirstPaint(): Promise<void> {
  const banner = document.querySelector<HTMLImageElement>('#first-paint img');
  const bannerOnScreen = banner !== null && banner.getBoundingClientRect().top < window.innerHeight;
  if (banner?.complete && banner.naturalWidth === 0) return Promise.resolve();
  const supported = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  const type = bannerOnScreen ? 'largest-contentful-paint' : 'paint';
  if (!supported.includes(type)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      banner?.removeEventListener('error', done);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const painted = bannerOnScreen
          ? (entry as PerformanceEntry & { element?: Element | null }).element === banner
          : entry.name === 'first-contentful-paint';
        if (painted) done();
      }
    });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    if (bannerOnScreen) banner.addEventListener('error', done, { once: true });
    observer.observe({ type, buffered: true });
  });
}
