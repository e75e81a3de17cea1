import type { Browser, Page } from 'playwright-core';
import { DEMO_MEMBER, login, openLoggedIn, type Session } from '../src/api';
import { deployRemoteVersion, type RunningSite } from '../src/site';
import { setUpSite } from '../src/suite';

/**
 * The composed site: each route served by its remote at the version the server pins, the
 * fallback of an unreachable remote, the shared API cache, and a rollback by pin. It asserts on
 * the area each remote draws (`section[data-remote]`, from RemoteRoot), never on a page's content.
 */
let site: RunningSite;
let browser: Browser;
let page: Page;
let member: Session;

const ROLLBACK_VERSION = '0.9.0';

setUpSite(
  async (started) => {
    ({ site, browser } = started);
    member = await login(site, DEMO_MEMBER);
  },
  { prepare: (webDir) => deployRemoteVersion(webDir, 'mf-results', ROLLBACK_VERSION), timeout: 180_000 },
);

beforeEach(async () => {
  // No service worker (launchBrowser's default): page.route must see every request of the page.
  page = await browser.newPage();
});

afterEach(async () => {
  await page.close();
});

const remoteArea = (remote: string) => page.locator(`section[data-remote="${remote}"]`).first();

async function versionOf(remote: string): Promise<string | null> {
  await remoteArea(remote).waitFor();
  return remoteArea(remote).getAttribute('data-version');
}

describe('the composed site', () => {
  it('renders the shell at / with the login box of mf-auth and the result cards of mf-results', async () => {
    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: 'หวยออนไลน์' }).first().waitFor();
    expect(await versionOf('mf-auth')).toBe('1.0.0');
    expect(await versionOf('mf-results')).toBe('1.0.0');
  });

  it.each([
    ['/lotto/all', 'mf-betting'],
    ['/lotto/bet/type-a/single/government/r1', 'mf-betting'],
    ['/lotto/transaction', 'mf-betting'],
    ['/transfer', 'mf-wallet'],
    ['/lotto/result', 'mf-results'],
  ])('%s is served to a member by %s at the pinned version', async (route, remote) => {
    await openLoggedIn(page, site, member, route);
    expect(await versionOf(remote)).toBe('1.0.0');
    expect(new URL(page.url()).pathname).toBe(route);
  });

  it.each([
    ['/auth/register', 'mf-auth'],
    ['/lotto/result', 'mf-results'],
    ['/lotto/result/government/2026-11-16', 'mf-results'],
  ])('%s is served to a guest by %s', async (route, remote) => {
    await page.goto(`${site.url}${route}`);
    expect(await versionOf(remote)).toBe('1.0.0');
  });

  it("shares one API cache: the shell's and the remote's use of the site config make one request", async () => {
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/cl-api/load-config')) configRequests.push(request.url());
    });
    await page.goto(`${site.url}/auth/register`);
    // The shell's contact button and mf-auth's help button both read line_url.
    await remoteArea('mf-auth').getByRole('link', { name: 'ต้องการความช่วยเหลือ?' }).waitFor();
    expect(configRequests).toHaveLength(1);
  });

  it('shows a Thai fallback where an unreachable remote should be, and the rest keeps working', async () => {
    await page.route('**/remotes/mf-results/**', (route) => route.abort());
    await page.goto(`${site.url}/lotto/result`);
    const fallback = page.locator('[data-remote-fallback="mf-results"]').first();
    await fallback.getByText('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('navigation', { name: 'เมนูหลัก' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'หวยออนไลน์' }).first().click();
    expect(await versionOf('mf-auth')).toBe('1.0.0');
    await page.goto(`${site.url}/auth/register`);
    expect(await versionOf('mf-auth')).toBe('1.0.0');

    await page.goto(`${site.url}/lotto/result`);
    await fallback.getByRole('button', { name: 'ลองอีกครั้ง' }).waitFor({ timeout: 20_000 });
    await page.unroute('**/remotes/mf-results/**');
    await fallback.getByRole('button', { name: 'ลองอีกครั้ง' }).click();
    expect(await versionOf('mf-results')).toBe('1.0.0');
  });

  it('rolls one remote back with `remotes pin`, with no rebuild, and refuses an undeployed version', async () => {
    expect(site.remotes('list').output).toContain(ROLLBACK_VERSION);

    expect(site.remotes('pin', 'mf-results', ROLLBACK_VERSION).status).toBe(0);
    await page.goto(`${site.url}/lotto/result`);
    expect(await versionOf('mf-results')).toBe(ROLLBACK_VERSION);

    await page.goto(`${site.url}/auth/register`);
    expect(await versionOf('mf-auth')).toBe('1.0.0');

    const refused = site.remotes('pin', 'mf-results', '7.7.7');
    expect(refused.status).not.toBe(0);

    expect(site.remotes('pin', 'mf-results', '1.0.0').status).toBe(0);
    await page.goto(`${site.url}/lotto/result`);
    expect(await versionOf('mf-results')).toBe('1.0.0');
  });

  it('a rollback takes effect on the next load also behind the service worker', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const controlled = await context.newPage();
    try {
      await controlled.goto(`${site.url}/lotto/result`);
      await controlled.evaluate(() => navigator.serviceWorker.ready);
      await controlled.reload();
      const area = controlled.locator('section[data-remote="mf-results"]').first();
      await area.waitFor();
      expect(await controlled.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      expect(await area.getAttribute('data-version')).toBe('1.0.0');

      expect(site.remotes('pin', 'mf-results', ROLLBACK_VERSION).status).toBe(0);
      await controlled.reload();
      await area.waitFor();
      expect(await area.getAttribute('data-version')).toBe(ROLLBACK_VERSION);
    } finally {
      site.remotes('unpin', 'mf-results');
      await context.close();
    }
  });
});
