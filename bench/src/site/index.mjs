/**
 * The site half of `npm run bench` (bench/README.md): what a phone downloads and how fast the pages and
 * the bet pad answer, measured in Debian's Chromium against a running server with a built site.
 *
 *   measureSite({ baseUrl }) → [{ name, value, unit, target, spread, note }]
 *
 * Every figure is taken from the browser: scripts as the page received them, gzip-sized here so
 * that a server sending them uncompressed and one sending them compressed compare alike.
 */
import { gzipSync, brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * Chromium 156 preloads its address bar's suggestion popup, a page drawn by a renderer of its own,
 * in every window (e2e/src/chromium.ts): about 2 s of CPU beside each cold load, on a machine of
 * two cores, for a popup a headless browser never shows and a phone's browser does not have.
 */
const NO_OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
export const DEMO_MEMBER = { username: '0800000001', password: 'demo1234' };
/** A phone's screen, as Lighthouse's mobile preset emulates it. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Debian's Chromium, headless, as every site figure is measured in. */
export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...FLAGS, `--disable-features=${NO_OMNIBOX_POPUP.join(',')}`] });

const BROWSER_CALIBRATION_RUNS = 5;

/**
 * This machine's Chromium at a fixed piece of page work, the kind a start-up does (objects, JSON,
 * markup, style and layout), median of five fresh pages: the SHA-256 loop of
 * bench/src/lib/calibration.mjs runs in the CPU's own SHA instructions and does not follow the
 * browser's speed from one machine to another (bench/README.md).
 */
export async function calibrateChromium() {
  const browser = await launchChromium();
  try {
    const times = [];
    for (let run = 0; run < BROWSER_CALIBRATION_RUNS; run++) {
      const page = await browser.newPage();
      times.push(
        await page.evaluate(() => {
          const started = performance.now();
          const host = document.body.appendChild(document.createElement('div'));
          for (let round = 0; round < 10; round++) {
            const items = Array.from({ length: 2000 }, (_, id) => ({ id, label: `เลข ${id}`, rate: id * 1.5 }));
            const copy = JSON.parse(JSON.stringify(items));
            host.innerHTML = copy.map((item) => `<p style="padding:${item.id % 7}px">${item.label} ${item.rate.toFixed(2)}</p>`).join('');
            void host.offsetHeight;
          }
          host.remove();
          return performance.now() - started;
        }),
      );
      await page.close();
    }
    return {
      browserCalibrationMs: Math.round(median(times)),
      browserCalibrationWork: `a fixed page's objects, JSON, markup and layout in Chromium, median of ${BROWSER_CALIBRATION_RUNS}`,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's Chromium: chrome-launcher's own flags with the popup added to the features they
 * disable (Chromium reads only the last --disable-features), then ours.
 */
function lighthouseFlags(launcher) {
  const flags = launcher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${NO_OMNIBOX_POPUP.join(',')}` : flag,
  );
  return [...flags, '--headless=new', ...FLAGS];
}

/**
 * Libraries that must reach a page once, each recognised by a string only its own code has
 * (kept by the minifier: error messages and hook names).
 */
const LIBRARIES = {
  moment: 'moment construction falls back',
  yup: 'is a required field',
  'federation runtime': 'beforeRegisterRemote',
};

const kb = (bytes) => Math.round(bytes / 100) / 10;
const gzipBytes = (body) => gzipSync(body, { level: 9 }).length;
const brotliBytes = (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function api(baseUrl, method, path, token, body) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.payload;
}

/** The site keeps its token pair in redux-persist's `persist:client-token`; set before any script runs. */
function storedSession(session) {
  return JSON.stringify({
    token: JSON.stringify(session.token),
    refresh_token: JSON.stringify(session.refresh_token),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}

/**
 * Opens `path` in a fresh context (cold cache, no service worker) and collects every script the
 * page receives until the network has been quiet for half a second after `load`.
 */
async function loadScripts(browser, baseUrl, path, session) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  if (session) {
    await context.addInitScript((value) => localStorage.setItem('persist:client-token', value), storedSession(session));
  }
  // When the app has first rendered: the shell's #root first holds an element (the HTML the
  // server sends paints a first frame of its own before any script: server/src/web/firstPaint.ts).
  await context.addInitScript(() => {
    const rendered = () => (document.getElementById('root')?.childElementCount ?? 0) > 0;
    new MutationObserver((_, observer) => {
      if (!rendered()) return;
      window.__benchAppRenderedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseUrl).origin || !url.pathname.endsWith('.js') || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const headers = await response.allHeaders();
        const sizes = await response.request().sizes();
        return {
          path: url.pathname,
          bytes: body.length,
          gzip: gzipBytes(body),
          transferred: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
          text: body.toString('utf8'),
        };
      })(),
    );
  });
  // Not 'networkidle': a signed-in page holds its live stream open (/cl-api/stream) for good.
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  await quiet(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    appRendered: window.__benchAppRenderedAt ?? Infinity,
    received: performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.responseEnd]),
  }));
  const receivedAt = new Map(timing.received);
  const scripts = (await Promise.all(pending)).map((script) => ({
    ...script,
    beforeFirstPaint: (receivedAt.get(script.path) ?? Infinity) <= timing.firstPaint,
    beforeAppRender: (receivedAt.get(script.path) ?? Infinity) <= timing.appRendered,
  }));
  await context.close();
  return scripts;
}

/** How many of the scripts a page received carry each library. */
function libraryCopies(scripts) {
  return Object.fromEntries(
    Object.entries(LIBRARIES).map(([name, mark]) => [name, scripts.filter((script) => script.text.includes(mark)).length]),
  );
}

async function remoteEntries(baseUrl) {
  const manifest = await (await fetch(`${baseUrl}/remotes.json`)).json();
  return Promise.all(
    Object.entries(manifest).map(async ([name, { entry }]) => {
      const body = Buffer.from(await (await fetch(baseUrl + entry, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      return { name, bytes: body.length, gzip: gzipBytes(body), brotli: brotliBytes(body) };
    }),
  );
}

/** What the server sends for one script when the browser accepts brotli: its encoding and Vary. */
async function servedEncoding(baseUrl, path) {
  const response = await fetch(baseUrl + path, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return { encoding: response.headers.get('content-encoding') ?? 'identity', vary: response.headers.get('vary') ?? '' };
}

/** Source maps must not be public: none of the page's scripts may name one, and none may be served. */
async function publicSourceMaps(baseUrl, scripts) {
  let found = 0;
  for (const script of scripts) {
    if (/\/\/# sourceMappingURL=/.test(script.text)) found += 1;
    const response = await fetch(`${baseUrl}${script.path}.map`, { headers: { accept: '*/*' } });
    await response.arrayBuffer();
    if (response.ok) found += 1;
  }
  return found;
}

/** A round of one of `codes` that bet_running lists open for two minutes or more, or undefined. */
export async function openRoundOf(baseUrl, session, codes) {
  const running = await api(baseUrl, 'POST', '/lto-public-api/lotto/bet_running', session.token);
  const now = Date.now();
  return running.single.find(
    (item) => Date.parse(item.start_at) <= now && Date.parse(item.end_at) > now + 120_000 && codes.includes(item.code),
  );
}

/**
 * The time from a press of the pad's `เพิ่มเลข` key to every number of an expansion (`mode` of
 * `typeLabel`, e.g. `6 ประตู` of `3 ตัวบน`) standing in the cart and painted (the next animation
 * frame), as the page's own clock sees it, and how long of it went to numbers_paid's answer.
 * Samples are taken one after another on one bet page, one for each entry.
 */
export async function padToCart(browser, baseUrl, session, { round, typeLabel, mode, entries }) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('bench-session-set')) {
      localStorage.setItem('persist:client-token', value);
      sessionStorage.setItem('bench-session-set', '1');
    }
  }, storedSession(session));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/lotto/bet/type-a/${round.type}/${round.code}/${round.round_id}`);
  await page
    .getByRole('group', { name: 'ประเภทการแทง' })
    .getByRole('button', { name: new RegExp(`^${typeLabel} `) })
    .click();
  await page.getByRole('button', { name: mode }).click();
  const pad = page.getByRole('group', { name: 'ใส่เลข' });
  const times = [];
  const pricingTimes = [];
  for (const entry of entries) {
    for (const digit of entry) await pad.getByRole('button', { name: digit, exact: true }).click();
    const addKey = pad.getByRole('button', { name: 'เพิ่มเลข' });
    await addKey.waitFor();
    const wanted = [...new Set(permutations(entry))];
    const measured = page.evaluate(
      ({ numbers, typeLabel }) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`numbers ${numbers.join(',')} did not reach the cart`)), 10_000);
          let pressedAt = null;
          const inCart = () => {
            const region = document.querySelector(`section[aria-label="${typeLabel}"]`);
            const shown = new Set([...(region?.querySelectorAll('li strong') ?? [])].map((node) => node.textContent));
            return numbers.every((number) => shown.has(number));
          };
          document.addEventListener('pointerdown', (event) => (pressedAt = event.timeStamp), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (pressedAt === null || !inCart()) return;
            observer.disconnect();
            requestAnimationFrame(() => {
              clearTimeout(timer);
              const pricing = performance
                .getEntriesByType('resource')
                .filter((entry) => entry.name.includes('/numbers_paid') && entry.startTime >= pressedAt);
              resolve({
                total: performance.now() - pressedAt,
                pricing: Math.max(0, ...pricing.map((entry) => entry.responseEnd - pressedAt)),
              });
            });
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      { numbers: wanted, typeLabel },
    );
    await addKey.click();
    const { total, pricing } = await measured;
    times.push(total);
    pricingTimes.push(pricing);
    await sleep(100);
  }
  await context.close();
  return { times, pricingTimes };
}

function permutations(digits) {
  if (digits.length <= 1) return [digits];
  return [...digits].flatMap((digit, index) => permutations(digits.slice(0, index) + digits.slice(index + 1)).map((rest) => digit + rest));
}

/** The targets for `/` and `/lotto/all` on a phone, cold (Lighthouse's mobile preset). */
const PHONE_TARGETS = { score: 90, lcp: 2000, tbt: 200, cls: 0.05 };
/** Cold loads at this machine's own speed per page, for its longest start-up task. */
const STARTUP_RUNS = 5;
/** Cold Lighthouse runs per page; the median is the figure and the runs' range its spread. */
const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse's default (mobile) preset on one page. A member's page is opened once first in the
 * same profile to store the session, with the storage reset of Lighthouse turned off; the HTTP
 * cache and any service worker are cleared before the run, so every load is cold.
 */
async function lighthouseRun(baseUrl, path, session) {
  let lighthouse;
  let launcher;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch {
    return null;
  }
  const chrome = await launcher.launch({ chromePath: CHROMIUM, ignoreDefaultFlags: true, chromeFlags: lighthouseFlags(launcher) });
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await cdp.contexts()[0].newPage();
    // A page of the site's origin that runs no script of the site: the app cannot write its own
    // (signed-out) state over the session set here.
    await page.goto(`${baseUrl}/healthz`).catch(() => undefined);
    await page.evaluate(
      async (value) => {
        if (value) localStorage.setItem('persist:client-token', value);
        for (const registration of (await navigator.serviceWorker?.getRegistrations()) ?? []) await registration.unregister();
        for (const key of await caches.keys()) await caches.delete(key);
      },
      session ? storedSession(session) : null,
    );
    const client = await page.context().newCDPSession(page);
    await client.send('Network.clearBrowserCache');
    await page.close();
    await cdp.close();
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(session),
    });
    const audits = result.lhr.audits;
    // A run Lighthouse could not finish (no paint seen) scores 0 with empty metrics: not a figure.
    if (result.lhr.runtimeError || !Number.isFinite(audits['largest-contentful-paint'].numericValue)) {
      return { failed: result.lhr.runtimeError?.code ?? 'no LCP' };
    }
    // A member's page that ended elsewhere (home, where a guest is sent) was measured signed out: not a figure.
    if (session && new URL(result.lhr.finalDisplayedUrl).pathname !== path) return { failed: `ended at ${result.lhr.finalDisplayedUrl}` };
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    chrome.kill();
  }
}

/** Waits until the page has asked for nothing new for 2 s (at most 30 s): remotes load late. */
async function quiet(page) {
  const deadline = Date.now() + 30_000;
  let count = -1;
  while (Date.now() < deadline) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await sleep(2000);
  }
}

/**
 * One cold load of `path` (no service worker, caches empty) until the page has been quiet: LCP,
 * CLS, the long-task time after FCP, every long task (over 50 ms of the main thread: [start,
 * duration] in ms) and the start-up's steps (shell/src/bootstrap.tsx's `lotto:start:<step>` marks,
 * [step, time]). `throttled`: under the throttling of Lighthouse's mobile preset (4× slower CPU,
 * 150 ms round trips, 1.6 Mbit/s), applied by Chromium itself (DevTools throttling, not
 * Lighthouse's simulation); otherwise at this machine's own speed.
 */
async function coldLoad(browser, baseUrl, path, session, { throttled }) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  if (session) {
    await context.addInitScript((value) => localStorage.setItem('persist:client-token', value), storedSession(session));
  }
  await context.addInitScript(() => {
    const seen = { lcp: 0, cls: 0, longTasks: [] };
    window.__benchVitals = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.goto(baseUrl + path, { waitUntil: 'load', timeout: 60_000 });
  await quiet(page);
  const vitals = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const seen = window.__benchVitals;
    const tbt = seen.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const steps = performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('lotto:start:'))
      .map((mark) => [mark.name.slice('lotto:start:'.length), mark.startTime]);
    return { fcp, lcp: seen.lcp, cls: seen.cls, tbt, longTasks: seen.longTasks, steps };
  });
  await context.close();
  return vitals;
}

/**
 * What a long task did, by the start-up's marks: the steps marked inside it (each mark is made at
 * the end of its step, in the step's task), else the last step before it ('after <step>'), else
 * 'before the start-up' (the HTML, the first chunks and module federation's runtime).
 */
function stepOf([start, duration], steps) {
  const inside = steps.filter(([, time]) => time >= start && time <= start + duration).map(([step]) => step);
  if (inside.length > 0) return inside.join(' + ');
  const before = steps.filter(([, time]) => time < start).at(-1);
  return before ? `after ${before[0]}` : 'before the start-up';
}

/** All site figures (bench/README.md), as rows for the bench table. */
export async function measureSite({ baseUrl, member = DEMO_MEMBER }) {
  const rows = [];
  const row = (name, value, unit, target, spread = undefined, note = undefined) => rows.push({ name, value, unit, target, spread, note });
  const withTarget = ([value, spread], target, unit = '') => [value, unit, target, spread];
  const browser = await launchChromium();
  try {
    const session = await api(baseUrl, 'POST', '/cl-api/auth/login', null, member);

    const home = await loadScripts(browser, baseUrl, '/', null);
    const total = (key, scripts = home) => scripts.reduce((sum, script) => sum + script[key], 0);
    const beforePaint = home.filter((script) => script.beforeFirstPaint);
    row('/ (guest): JavaScript before first render (received before FCP), gzipped', kb(total('gzip', beforePaint)), 'KB', '≤ 170 KB');
    // Since the HTML paints first (FCP before any script runs), the figure above counts little;
    // this one counts what the app itself needs before its first render.
    const beforeApp = home.filter((script) => script.beforeAppRender);
    row(
      "/ (guest): JavaScript before the app's first render (received before #root has content), gzipped",
      kb(total('gzip', beforeApp)),
      'KB',
      '≤ 170 KB',
    );
    // The shell's first render builds no request or reply schema: yup comes with the remotes' forms.
    row("/ (guest): yup before the app's first render", libraryCopies(beforeApp).yup, 'times', '0');
    const wholePage = `the whole page load: ${kb(total('gzip'))} KB gzipped (remotes included), ${kb(total('transferred'))} KB over the wire`;
    row(
      '/ (guest): scripts sent compressed',
      home.filter((script) => script.encoding !== 'identity').length,
      `of ${home.length}`,
      String(home.length),
      undefined,
      wholePage,
    );

    const bet = await loadScripts(browser, baseUrl, '/lotto/all', session);
    for (const [page, scripts] of [
      ['/ (guest)', home],
      ['/lotto/all (member)', bet],
    ]) {
      // Neither page's first screen checks a form: the login box loads yup on its first check.
      for (const [library, copies] of Object.entries(libraryCopies(scripts)))
        row(`${page}: ${library} downloaded`, copies, 'times', library === 'yup' ? '0' : '≤ 1');
    }

    // 28.4 KB gzipped was a remote entry carrying its own copy of the federation runtime (docs/operations.md#how-the-site-is-served).
    const remotes = await remoteEntries(baseUrl);
    const largest = remotes.reduce((big, entry) => (entry.gzip > big.gzip ? entry : big), remotes[0]);
    const sizes = remotes.map((entry) => `${entry.name} ${kb(entry.bytes)} KB (${kb(entry.gzip)} gzipped)`).join(', ');
    row('largest remoteEntry.js, gzipped', kb(largest.gzip), 'KB', '≤ 28.4 KB', undefined, sizes);
    const served = await servedEncoding(baseUrl, home[0]?.path ?? '/main.js');
    row(
      `${home[0]?.path ?? '/main.js'} asked with br: Content-Encoding (Vary)`,
      `${served.encoding} (${served.vary || 'none'})`,
      '',
      'br (accept-encoding)',
    );
    row('public source maps', await publicSourceMaps(baseUrl, [...home, ...bet]), 'files', '0');

    // Start-up at this machine's own speed: no task of the main thread over 50 ms (issue 47).
    for (const [path, who] of [
      ['/', null],
      ['/lotto/all', session],
    ]) {
      const loads = [];
      for (let run = 0; run < STARTUP_RUNS; run++) loads.push(await coldLoad(browser, baseUrl, path, who, { throttled: false }));
      const longest = loads.map((load) => Math.max(0, ...load.longTasks.map(([, duration]) => duration)));
      const tasks = loads
        .flatMap((load) => load.longTasks.map((task) => `${Math.round(task[1])} ms (${stepOf(task, load.steps)})`))
        .join(', ');
      row(
        `${path}${who ? ' (member)' : ' (guest)'}, cold, this machine's speed: the longest main-thread task, median of ${STARTUP_RUNS}`,
        Math.round(median(longest)),
        'ms',
        '≤ 50 ms',
        [{ min: Math.round(Math.min(...longest)), max: Math.round(Math.max(...longest)) }],
        tasks ? `tasks over 50 ms, by the start-up step they ended in: ${tasks}` : 'no task over 50 ms in any run',
      );
    }

    for (const [path, who] of [
      ['/', null],
      ['/lotto/all', session],
    ]) {
      const name = `Lighthouse mobile ${path}${who ? ' (member)' : ' (guest)'}, cold, median of ${LIGHTHOUSE_RUNS}`;
      const reports = [];
      const failures = [];
      // Up to two more tries make up for runs Lighthouse could not finish; those are counted.
      for (let run = 0; reports.length < LIGHTHOUSE_RUNS && run < LIGHTHOUSE_RUNS + 2; run++) {
        const report = await lighthouseRun(baseUrl, path, who);
        if (!report) break;
        if (report.failed) failures.push(report.failed);
        else reports.push(report);
      }
      row(`${name}: runs Lighthouse could not finish (retried)`, failures.length, 'runs', '0', undefined, failures[0]);
      if (reports.length === 0) {
        const vitals = await coldLoad(browser, baseUrl, path, who, { throttled: true });
        const throttled = `${path}${who ? ' (member)' : ' (guest)'}, Chromium at Lighthouse's mobile throttling (Lighthouse not installed)`;
        row(`${throttled}: LCP`, Math.round(vitals.lcp), 'ms', `≤ ${PHONE_TARGETS.lcp} ms`, undefined, `FCP ${Math.round(vitals.fcp)} ms`);
        row(`${throttled}: TBT`, Math.round(vitals.tbt), 'ms', `≤ ${PHONE_TARGETS.tbt} ms`);
        row(`${throttled}: CLS`, Math.round(vitals.cls * 1000) / 1000, '', `≤ ${PHONE_TARGETS.cls}`);
        continue;
      }
      const summary = (pick, rounding = Math.round) => {
        const values = reports.map(pick);
        return [rounding(median(values)), [{ min: rounding(Math.min(...values)), max: rounding(Math.max(...values)) }]];
      };
      const thousandths = (value) => Math.round(value * 1000) / 1000;
      row(
        `${name}: score`,
        ...withTarget(
          summary((report) => report.score),
          `≥ ${PHONE_TARGETS.score}`,
        ),
      );
      row(
        `${name}: LCP`,
        ...withTarget(
          summary((report) => report.lcp),
          `≤ ${PHONE_TARGETS.lcp} ms`,
          'ms',
        ),
      );
      row(
        `${name}: TBT`,
        ...withTarget(
          summary((report) => report.tbt),
          `≤ ${PHONE_TARGETS.tbt} ms`,
          'ms',
        ),
      );
      row(
        `${name}: CLS`,
        ...withTarget(
          summary((report) => report.cls, thousandths),
          `≤ ${PHONE_TARGETS.cls}`,
        ),
      );
    }

    const round = await openRoundOf(baseUrl, session, ['hanoi', 'hanoi_vip', 'hanoi_special', 'lao_star']);
    if (!round) throw new Error('no open daily round to bet on');
    const entries = ['123', '145', '167', '189', '246', '258', '279'];
    const pad = await padToCart(browser, baseUrl, session, { round, typeLabel: '3 ตัวบน', mode: '6 ประตู', entries });
    row(
      'pad key to 6 numbers in the cart (6 ประตู), median',
      Math.round(median(pad.times)),
      'ms',
      '≤ 50 ms',
      undefined,
      `slowest ${Math.round(Math.max(...pad.times))} ms; ${Math.round(median(pad.pricingTimes))} ms of the median waiting for the numbers_paid answer`,
    );
  } finally {
    await browser.close();
  }
  return rows;
}
