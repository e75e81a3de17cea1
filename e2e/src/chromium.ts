import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for Debian's Chromium on a machine without a display or an outside network. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 preloads the address bar's suggestion popup, a page of its own drawn by a second
  // renderer, in every window: about 2 s of CPU each time a test opens a page, for a popup a
  // headless browser never shows. Playwright merges this list with its own disabled features.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * Browser tests need Debian's Chromium (`npx playwright install` cannot work here). When it is
 * missing they install it as root, or stop with a message that says how; they never pass silently.
 */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() === 0) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  throw new Error(
    `Chromium is missing at ${CHROMIUM}. Install it with 'sudo apt-get install -y chromium' ` +
      '(or set CHROMIUM_PATH), then run the browser tests again.',
  );
}

/**
 * How long a test's page may take to show what it waits for (Playwright's default is 30 s): with
 * three test files at once beside other work on two cores, a back-office screen once took longer
 * to draw its member's credit after a click. A test still fails within jest's 120 s.
 */
const WAIT_MS = 60_000;

/**
 * The tests' Chromium. Its new pages and contexts start without the site's service worker unless a
 * test asks for it (`serviceWorkers: 'allow'`, as the tests of the worker itself do): each test
 * page is a first visit, on which the worker would install and precache the shell's files after
 * the page has loaded, about 1.7 s of CPU per page for a cache the page is closed before using.
 * Their waits get WAIT_MS.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: FLAGS });
  // browser.newPage makes its context through newContext, so both get the defaults.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    context.setDefaultTimeout(WAIT_MS);
    return context;
  };
  return browser;
}
