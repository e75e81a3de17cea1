import type { Browser, Page } from 'playwright-core';
import { uniquePng } from '../../tooling/testing/uniquePng';
import { callApi, DEMO_MEMBER, login, openLoggedIn, registerMember, requestDeposit, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { setUpSite } from '../src/suite';
import { networkSettled, trackRequests } from '../src/network';

/**
 * The security headers on the real server, and the module-federated site working under its
 * Content-Security-Policy in Chromium: the remotes, styled-components' styles, the service
 * worker, the web font, data: and blob: images, with not one violation reported.
 */
let site: RunningSite;
let browser: Browser;
let member: Session;
let admin: Session;

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  member = await login(site, DEMO_MEMBER);
});

interface Visit {
  page: Page;
  /** What the browser refused under the CSP: securitypolicyviolation events and console reports. */
  violations: () => Promise<string[]>;
  /** Headers of the page itself and of every remote entry it loaded. */
  documentHeaders: Record<string, string>;
  remoteEntryHeaders: Record<string, string>[];
}

async function visit(session: Session | null, route: string): Promise<Visit> {
  const page = trackRequests(await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' }));
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const remoteEntryHeaders: Record<string, string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/remoteEntry.js')) remoteEntryHeaders.push(response.headers());
  });
  const documentResponse = page.waitForResponse((response) => response.request().resourceType() === 'document');
  if (session) await openLoggedIn(page, site, session, route);
  else await page.goto(site.url + route);
  return {
    page,
    documentHeaders: (await documentResponse).headers(),
    remoteEntryHeaders,
    violations: async () => [...reported, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))],
  };
}

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

/** Every remote entry loaded came from this origin and carried the headers too. */
function expectRemotesLoaded(current: Visit, atLeast: number) {
  expect(current.remoteEntryHeaders.length).toBeGreaterThanOrEqual(atLeast);
  for (const headers of current.remoteEntryHeaders) expect(headers['x-content-type-options']).toBe('nosniff');
}

it('/ for a guest: the login remote, the styles, the web font and the service worker work, no violation', async () => {
  const current = await visit(null, '/');
  const { page } = current;
  await page.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
  await page.getByRole('heading', { name: 'บาทละ 900' }).waitFor();

  expectSecurityHeaders(current.documentHeaders);
  expectRemotesLoaded(current, 1);
  // styled-components' injected <style> applied: the login heading is not in the browser's default style.
  const styleSheets = await page.evaluate(
    () => [...document.querySelectorAll('style')].filter((style) => (style.sheet?.cssRules.length ?? 0) > 0).length,
  );
  expect(styleSheets).toBeGreaterThan(0);
  const workerScope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(workerScope).toBe(`${site.url}/`);
  const fontsLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
  });
  expect(fontsLoaded.join(' ')).toMatch(/Sarabun/);
  expect(await current.violations()).toEqual([]);
  await page.close();
});

it('/lotto/all logged in: the rounds remote and the lottery logos, no violation', async () => {
  const current = await visit(member, '/lotto/all');
  const { page } = current;
  await page.getByRole('region', { name: 'หวยทั่วไป' }).getByRole('article').first().waitFor();
  // Every lottery logo shown has loaded.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  await networkSettled(page);

  expectSecurityHeaders(current.documentHeaders);
  expectRemotesLoaded(current, 1);
  expect(await current.violations()).toEqual([]);
  await page.close();
});

it('/lotto/transaction logged in: the slips page, no violation', async () => {
  const current = await visit(member, '/lotto/transaction');
  const { page } = current;
  await page.getByRole('button', { name: 'ออกผลแล้ว' }).waitFor();
  await networkSettled(page);

  expectSecurityHeaders(current.documentHeaders);
  expectRemotesLoaded(current, 1);
  expect(await current.violations()).toEqual([]);
  await page.close();
});

it('/transfer: the preview of an attached slip (a data: or blob: image) shows, no violation', async () => {
  const depositor = await registerMember(site);
  const current = await visit(depositor, '/transfer?type=deposit');
  const { page } = current;
  await page.getByRole('button', { name: 'แนบสลิปโอนเงิน' }).click();
  await page.getByLabel('แนบสลิป').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: uniquePng() });
  const preview = page.getByRole('img', { name: 'ตัวอย่างสลิปที่แนบ' });
  await preview.waitFor();
  await page.waitForFunction(
    (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
    await preview.elementHandle(),
  );
  expect(await preview.getAttribute('src')).toMatch(/^(data|blob):/);

  expect(await current.violations()).toEqual([]);
  await page.close();
});

it('/backoffice for the demo admin: the back-office remote and a slip shown as a blob: image, no violation', async () => {
  const depositor = await registerMember(site);
  await requestDeposit(site, depositor, 150);
  const current = await visit(admin, '/backoffice/deposits');
  const { page } = current;
  await page.getByRole('heading', { level: 1, name: 'รายการฝาก' }).waitFor();
  const slip = page.getByRole('img', { name: `สลิปของ ${depositor.username}` });
  await slip.waitFor();
  await page.waitForFunction(
    (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
    await slip.elementHandle(),
  );
  expect(await slip.getAttribute('src')).toMatch(/^blob:/);

  expectSecurityHeaders(current.documentHeaders);
  expectRemotesLoaded(current, 1);
  expect(await current.violations()).toEqual([]);
  await page.close();
});

it('/docs: the API viewer works under the same CSP', async () => {
  const current = await visit(null, '/docs');
  const { page } = current;
  await page.getByRole('heading', { name: /Lotto site API/ }).waitFor();

  expectSecurityHeaders(current.documentHeaders);
  expect(await current.violations()).toEqual([]);
  await page.close();
});

it('/ with a banner staff set to an https image: the browser tries to load it, no violation', async () => {
  const banner = 'https://images.example.com/banner-promo.png';
  await callApi(site, 'PATCH', '/admin-api/site-config', admin.token, { banners: [{ image_url: banner, link: '/lotto/all' }] });
  const current = await visit(null, '/');
  await current.page.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
  // No network here, so the image ends in an error; a policy that refused it would have reported a violation first.
  await current.page.waitForFunction((src) => [...document.images].some((image) => image.src === src && image.complete), banner);
  expect(await current.violations()).toEqual([]);
  await current.page.close();
});
