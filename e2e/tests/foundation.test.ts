import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/chromium';
import { deployRemoteVersion, startSite, type RunningSite } from '../src/site';

/** The composed site: the shell, the four remotes, their fallback, and a rollback by pin. */
let site: RunningSite;
let browser: Browser;
let page: Page;
let lineUrl: string;

const ROLLBACK_VERSION = '0.9.0';

beforeAll(async () => {
  site = await startSite((webDir) => deployRemoteVersion(webDir, 'mf-results', ROLLBACK_VERSION));
  browser = await launchBrowser();
  const config = await (await fetch(`${site.url}/cl-api/load-config`)).json();
  lineUrl = config.payload.line_url;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

beforeEach(async () => {
  page = await browser.newPage();
});

afterEach(async () => {
  await page.close();
});

const remoteArea = (remote: string) => page.locator(`section[data-remote="${remote}"]`);

describe('the composed site', () => {
  it('renders the shell at / with the login box of mf-auth and the result cards of mf-results', async () => {
    await page.goto(`${site.url}/`);
    await page.getByText('LOTTO').first().waitFor();
    await remoteArea('mf-auth').getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
    await remoteArea('mf-results').getByRole('heading', { name: 'ผลรางวัล' }).waitFor();
    expect(await remoteArea('mf-auth').getAttribute('data-version')).toBe('1.0.0');
  });

  it.each([
    ['/auth/register', 'mf-auth', 'สมัครสมาชิก'],
    ['/lotto/all', 'mf-betting', 'เลือกหวยที่ต้องการแทง'],
    ['/lotto/bet/type-a/single/government/r1', 'mf-betting', 'แทงหวย'],
    ['/lotto/transaction', 'mf-betting', 'โพยหวย'],
    ['/transfer', 'mf-wallet', 'ฝาก - ถอน'],
    ['/lotto/result', 'mf-results', 'ผลรางวัล'],
  ])('%s is served by %s with data from the server', async (route, remote, title) => {
    await page.goto(`${site.url}${route}`);
    const area = remoteArea(remote);
    await area.getByRole('heading', { name: title }).waitFor();
    expect(await area.getAttribute('data-version')).toBe('1.0.0');
    expect(await area.getByRole('link', { name: 'ต้องการความช่วยเหลือ?' }).getAttribute('href')).toBe(lineUrl);
  });

  it('/lotto/result/{type}/{date} is served by mf-results with the stored results of the server', async () => {
    await page.goto(`${site.url}/lotto/result/government/2026-11-16`);
    const area = remoteArea('mf-results');
    await area.getByRole('heading', { name: 'ตรวจผลรางวัล' }).waitFor();
    await area.getByText('ยังไม่มีผลรางวัลของงวดนี้').waitFor();
  });

  it("shares one API cache: the shell's and the remote's use of the site config make one request", async () => {
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/cl-api/load-config')) configRequests.push(request.url());
    });
    await page.goto(`${site.url}/transfer`);
    await remoteArea('mf-wallet').getByRole('link', { name: 'ต้องการความช่วยเหลือ?' }).waitFor();
    expect(configRequests).toHaveLength(1);
  });

  it('shows a Thai fallback where an unreachable remote should be, and the rest keeps working', async () => {
    await page.route('**/remotes/mf-wallet/**', (route) => route.abort());
    await page.goto(`${site.url}/transfer`);
    const fallback = page.locator('[data-remote-fallback="mf-wallet"]');
    await fallback.getByText('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้').waitFor();
    expect(await page.getByRole('navigation', { name: 'เมนูหลัก' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'LOTTO' }).click();
    await remoteArea('mf-auth').getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
    await page.goto(`${site.url}/lotto/result`);
    await remoteArea('mf-results').getByRole('heading', { name: 'ผลรางวัล' }).waitFor();

    await page.goto(`${site.url}/transfer`);
    await fallback.getByRole('button', { name: 'ลองอีกครั้ง' }).waitFor();
    await page.unroute('**/remotes/mf-wallet/**');
    await fallback.getByRole('button', { name: 'ลองอีกครั้ง' }).click();
    await remoteArea('mf-wallet').getByRole('heading', { name: 'ฝาก - ถอน' }).waitFor();
  });

  it('rolls one remote back with `remotes pin`, with no rebuild, and refuses an undeployed version', async () => {
    expect(site.remotes('list').output).toContain(ROLLBACK_VERSION);

    expect(site.remotes('pin', 'mf-results', ROLLBACK_VERSION).status).toBe(0);
    await page.goto(`${site.url}/lotto/result`);
    await remoteArea('mf-results').getByRole('heading', { name: 'ผลรางวัล' }).waitFor();
    expect(await remoteArea('mf-results').getAttribute('data-version')).toBe(ROLLBACK_VERSION);

    await page.goto(`${site.url}/transfer`);
    expect(await remoteArea('mf-wallet').getAttribute('data-version', { timeout: 10_000 })).toBe('1.0.0');

    const refused = site.remotes('pin', 'mf-results', '7.7.7');
    expect(refused.status).not.toBe(0);

    expect(site.remotes('pin', 'mf-results', '1.0.0').status).toBe(0);
    await page.goto(`${site.url}/lotto/result`);
    await remoteArea('mf-results').getByRole('heading', { name: 'ผลรางวัล' }).waitFor();
    expect(await remoteArea('mf-results').getAttribute('data-version')).toBe('1.0.0');
  });
});
