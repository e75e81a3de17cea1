import type { Page, Request } from 'playwright-core';

/** The inbox's live stream: open as long as a signed-in tab is (docs/messages.md#the-live-stream). */
const LIVE_STREAM_PATH = '/cl-api/stream';

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests in flight from now on, the live stream aside: Playwright's
 * `networkidle` never comes for a signed-in tab, whose stream stays open. Call it on a new page,
 * before it navigates.
 */
export function trackRequests(page: Page): Page {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== LIVE_STREAM_PATH) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  return page;
}

/** What `networkidle` means, the live stream aside: the page loaded and no request in flight for `quietMs`. */
export async function networkSettled(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('networkSettled needs trackRequests(page) before the page navigates');
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load', { timeout });
  let quietSince = Date.now();
  for (;;) {
    if (requests.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`requests still in flight: ${[...requests].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
