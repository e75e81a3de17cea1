import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_ADMIN, login, type Session } from './api';
import { launchBrowser } from './chromium';
import { repoRoot, startSite, type RunningSite } from './site';

/** Where browser tests keep the screenshots they take for people to look at. */
export const screenshots = path.join(repoRoot, 'e2e/screenshots');

export interface SiteUnderTest {
  site: RunningSite;
  browser: Browser;
  /** The demo admin, logged in: set-up through staff calls. */
  admin: Session;
}

/**
 * The set-up of one browser test file: the real server on a copy of the built site (`prepare`
 * runs on the copy first; `serverEnv` adds to the server's environment), Chromium, the demo admin logged in and the screenshots folder, made
 * before the file's tests and stopped after them. `receive` hands them to the file (and may set up more with them).
 */
export function setUpSite(
  receive: (started: SiteUnderTest) => unknown,
  {
    prepare,
    serverEnv,
    timeout = 120_000,
  }: { prepare?: (webDir: string) => void; serverEnv?: Record<string, string>; timeout?: number } = {},
): void {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite(prepare, serverEnv);
    browser = await launchBrowser();
    const admin = await login(site, DEMO_ADMIN);
    mkdirSync(screenshots, { recursive: true });
    await receive({ site, browser, admin });
  }, timeout);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
}
