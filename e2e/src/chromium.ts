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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: FLAGS });
}
