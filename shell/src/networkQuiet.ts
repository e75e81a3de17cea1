/** How long the page must have asked for nothing new before its first screen counts as loaded. */
export const QUIET_MS = 2000;
/** The longest wait: a page that keeps asking (a poll, a slow remote) is not waited for forever. */
export const LONGEST_WAIT_MS = 15_000;

/**
 * Resolves once the page has started no new request (resource timing) for QUIET_MS, and the
 * browser then has an idle moment; after LONGEST_WAIT_MS at the latest. What waits for it
 * (the service worker's precache) then no longer competes with the first screen for the CPU.
 */
export function whenNetworkQuiet(): Promise<void> {
  const started = performance.now();
  const requestsSoFar = () => performance.getEntriesByType('resource').length;
  return new Promise<void>((resolve) => {
    let seen = requestsSoFar();
    const look = () => {
      const now = requestsSoFar();
      if (now === seen || performance.now() - started >= LONGEST_WAIT_MS) {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: QUIET_MS });
        else resolve();
        return;
      }
      seen = now;
      setTimeout(look, Math.min(QUIET_MS, started + LONGEST_WAIT_MS - performance.now()));
    };
    setTimeout(look, QUIET_MS);
  });
}
