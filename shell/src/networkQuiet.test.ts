import { LONGEST_WAIT_MS, QUIET_MS, whenNetworkQuiet } from './networkQuiet';

/** The page's requests so far, as resource timing lists them (the browser's, not jsdom's). */
let requests: PerformanceEntry[];
const request = () => requests.push({ name: `/chunk-${requests.length}.js` } as PerformanceEntry);

beforeEach(() => {
  // The fake timers' clock replaces `performance`, which then has no resource timing of its own.
  jest.useFakeTimers();
  requests = [];
  Object.defineProperty(performance, 'getEntriesByType', { value: () => requests, configurable: true });
});
afterEach(() => jest.useRealTimers());

/** Whether the wait has ended once the timers have run `ms` further. */
async function endedAfter(wait: Promise<void>, ms: number): Promise<boolean> {
  let ended = false;
  void wait.then(() => (ended = true));
  await jest.advanceTimersByTimeAsync(ms);
  return ended;
}

test('waits until no new request has started for the quiet time', async () => {
  request();
  const wait = whenNetworkQuiet();
  request();
  expect(await endedAfter(wait, QUIET_MS)).toBe(false);
  request();
  expect(await endedAfter(wait, QUIET_MS)).toBe(false);
  expect(await endedAfter(wait, QUIET_MS)).toBe(true);
});

test('a page that keeps asking is waited for no longer than the longest wait', async () => {
  const wait = whenNetworkQuiet();
  const poll = setInterval(request, QUIET_MS / 2);
  expect(await endedAfter(wait, LONGEST_WAIT_MS - QUIET_MS)).toBe(false);
  expect(await endedAfter(wait, QUIET_MS)).toBe(true);
  clearInterval(poll);
});

test('then waits for an idle moment where the browser offers one', async () => {
  const idle: Array<() => void> = [];
  window.requestIdleCallback = (callback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 10 })) as never;
  try {
    const wait = whenNetworkQuiet();
    expect(await endedAfter(wait, QUIET_MS)).toBe(false);
    const [idleMoment] = idle;
    expect(idle).toHaveLength(1);
    idleMoment?.();
    expect(await endedAfter(wait, 0)).toBe(true);
  } finally {
    delete (window as Partial<Window>).requestIdleCallback;
  }
});
