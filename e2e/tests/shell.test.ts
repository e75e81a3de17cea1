import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_MEMBER, callApi, login, openLoggedIn, registerMember } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/** The member's frame of the site on the real server: home, guard, session, login, registration, popup. */
let site: RunningSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

setUpSite((started) => ({ site, browser } = started));

beforeEach(async () => {
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

const remoteArea = (remote: string) => page.locator(`section[data-remote="${remote}"]`).first();
const toast = (text: string) => page.locator('.Toastify').getByText(text);

async function storedSession(): Promise<{ token: string | null; refresh_token: string | null }> {
  const stored = await page.evaluate(() => localStorage.getItem('persist:client-token'));
  const parsed = JSON.parse(stored ?? '{}') as Record<string, string>;
  return { token: JSON.parse(parsed.token ?? 'null'), refresh_token: JSON.parse(parsed.refresh_token ?? 'null') };
}

describe('a guest', () => {
  it('sees the login box of mf-auth on /', async () => {
    await page.goto(`${site.url}/`);
    await remoteArea('mf-auth').getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
    await remoteArea('mf-auth').getByPlaceholder('เบอร์โทรศัพท์').waitFor();
    await page.getByRole('heading', { name: 'บาทละ 900' }).waitFor();
    await page.locator('.slick-slide img').first().waitFor();
  });

  it("is told 'กรุณาเข้าสู่ระบบ' on tapping a bottom tab, and stays on /", async () => {
    await page.goto(`${site.url}/`);
    await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('button', { name: 'แทงหวย' }).click();
    await toast('กรุณาเข้าสู่ระบบ').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('opening /lotto/transaction lands on /', async () => {
    await page.goto(`${site.url}/lotto/transaction`);
    await page.waitForURL(`${site.url}/`);
    await remoteArea('mf-auth').getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
  });

  it("with a wrong password sees 'Username หรือ Password ผิด'", async () => {
    await page.goto(`${site.url}/`);
    await page.getByPlaceholder('เบอร์โทรศัพท์').fill(DEMO_MEMBER.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await toast('Username หรือ Password ผิด').waitFor();
    expect((await storedSession()).token).toBeNull();
  });

  it('logs in with the demo member and sees the credit', async () => {
    await page.goto(`${site.url}/`);
    await page.getByPlaceholder('เบอร์โทรศัพท์').fill(DEMO_MEMBER.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.getByLabel(/^เครดิต [\d,]+\.\d\d$/).waitFor();
    expect(await remoteArea('mf-auth').count()).toBe(0);
  });

  it('registers through the form (a taken phone is refused live), is logged in and has 0.00', async () => {
    await page.goto(`${site.url}/auth/register`);
    const form = remoteArea('mf-auth');
    await form.getByLabel('เบอร์โทรศัพท์').fill(DEMO_MEMBER.username);
    await form.getByText('มีชื่อผู้ใช้งานนี้แล้ว').waitFor();

    const suffix = String(Date.now()).slice(-8);
    await form.getByLabel('เบอร์โทรศัพท์').fill(`07${suffix}`);
    await form.getByLabel('รหัสผ่าน', { exact: true }).fill('secret12');
    await form.getByLabel('ยืนยันรหัสผ่าน').fill('secret12');
    await form.getByLabel('ธนาคาร', { exact: true }).selectOption('4');
    await form.getByLabel('ชื่อบัญชี').fill('สมาชิกใหม่ ทดสอบ');
    await form.getByLabel('เลขบัญชีธนาคาร').fill(`55${suffix}`);
    await expect(form.getByText('มีชื่อผู้ใช้งานนี้แล้ว').count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'สมัครสมาชิก' }).click();

    await page.getByLabel('เครดิต 0.00').waitFor();
    // Logged in on the page, the new member is offered play limits there before anything else.
    const offer = page.getByRole('dialog', { name: 'ตั้งวงเงินควบคุมการเล่น' });
    await offer.waitFor();
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/auth/register');
    await offer.getByRole('button', { name: 'ข้ามไปก่อน' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.goto(`${site.url}/auth/register`);
    await page.waitForURL(`${site.url}/`);
  });
});

describe('a member', () => {
  it('stays logged in when the access token has expired: one refresh, then the page', async () => {
    const session = await login(site, DEMO_MEMBER);
    const refreshes: string[] = [];
    page.on('request', (request) => request.url().endsWith('/cl-api/auth/refresh') && refreshes.push(request.url()));
    await openLoggedIn(page, site, { token: 'expired.access.token', refresh_token: session.refresh_token }, '/lotto/transaction');
    await page.getByLabel(/^เครดิต [\d,]+\.\d\d$/).waitFor();
    await remoteArea('mf-betting').waitFor();
    expect(new URL(page.url()).pathname).toBe('/lotto/transaction');
    expect(refreshes).toHaveLength(1);
    const stored = await storedSession();
    expect(stored.token).not.toBe('expired.access.token');
    expect(stored.refresh_token).not.toBe(session.refresh_token);
  });

  it('logs out to the guest home', async () => {
    const member = await registerMember(site);
    await openLoggedIn(page, site, member, '/');
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await remoteArea('mf-auth').getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
    expect((await storedSession()).token).toBeNull();
    // The server ended the session too: its refresh token is refused.
    await expect(callApi(site, 'POST', '/cl-api/auth/refresh', null, { refresh_token: member.refresh_token })).rejects.toThrow(/401/);
  });

  it("sees the announcement popup on /, and not again after 'ไม่ต้องการให้ขึ้นอีก'", async () => {
    const admin = await login(site, DEMO_ADMIN);
    await callApi(site, 'PATCH', '/admin-api/site-config', admin.token, {
      popup_status: true,
      popup_url: '/cl-api/banners/1.svg',
      popup_link: 'https://example.com/news',
    });
    try {
      const member = await registerMember(site);
      await openLoggedIn(page, site, member, '/');
      const popup = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
      await popup.waitFor();
      expect(await popup.getByRole('link').getAttribute('href')).toBe('https://example.com/news');
      await popup.getByRole('checkbox', { name: 'ไม่ต้องการให้ขึ้นอีก' }).check();
      await popup.getByRole('button', { name: 'ปิดหน้าต่าง' }).click();
      await popup.waitFor({ state: 'hidden' });

      await page.reload();
      await page.getByLabel('เครดิต 0.00').waitFor();
      await page.waitForTimeout(1000);
      expect(await popup.count()).toBe(0);
      const cookie = (await context.cookies()).find((item) => item.name === 'lotto_popup_hidden');
      expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 3500);
      expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + 3700);
    } finally {
      await callApi(site, 'PATCH', '/admin-api/site-config', admin.token, { popup_status: false });
    }
  });
});

describe('the site', () => {
  it('registers its service worker at / with root scope', async () => {
    await context.close();
    context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    page = await context.newPage();
    await page.goto(`${site.url}/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${site.url}/`);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.active?.scriptURL))).toBe(
      `${site.url}/sw.js`,
    );
  });

  it('serves its own Thai font with font-display swap', async () => {
    const fonts: string[] = [];
    page.on('response', (response) => response.url().endsWith('.woff2') && fonts.push(response.url()));
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { name: 'บาทละ 900' }).waitFor();
    // fonts.ready can resolve before layout has asked for a face (the files were preloaded), so
    // wait for the face itself, and read the faces in that same look: the page's font set can be
    // rebuilt (faces back to unloaded) between two looks. A site that never loads it times out.
    const loaded = await page.waitForFunction(() => {
      const faces = Array.from(document.fonts).map((face) => `${face.family} ${face.display} ${face.status}`);
      return faces.some((face) => face.startsWith('Sarabun ') && face.endsWith(' loaded')) && faces;
    });
    expect(fonts.some((url) => url.startsWith(`${site.url}/assets/sarabun-thai-`))).toBe(true);
    expect(await loaded.jsonValue()).toContain('Sarabun swap loaded');
  });

  it('is photographed at 375 px and 1280 px for guest and member', async () => {
    const member = await login(site, DEMO_MEMBER);
    for (const [size, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/`);
      await remoteArea('mf-auth').waitFor();
      await remoteArea('mf-results').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(screenshots, `home-guest-${size}.png`), fullPage: true });
    }
    const memberPage = await context.newPage();
    page = memberPage;
    await openLoggedIn(page, site, member, '/');
    for (const [size, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await page.getByLabel(/^เครดิต [\d,]+\.\d\d$/).waitFor();
      await page.getByRole('heading', { name: 'หวยที่เปิดรับแทง' }).waitFor();
      await page
        .getByRole('link', { name: /^แทงหวย / })
        .first()
        .waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(screenshots, `home-member-${size}.png`), fullPage: true });
    }
  });

  it('shows the true odds on the rate table and under the bet-type buttons, photographed at 375 px and 1280 px', async () => {
    const member = await login(site, DEMO_MEMBER);
    await openLoggedIn(page, site, member, '/');
    const rates = page.getByRole('region', { name: 'อัตราจ่าย' });
    await rates.getByText('โอกาส 1 ใน 1,000 · คืนผู้เล่น 90%').waitFor();
    const rows = await rates.getByRole('row').evaluateAll((all) => all.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ')));
    expect(rows).toEqual(
      expect.arrayContaining([
        '3 ตัวบน โอกาส 1 ใน 1,000 · คืนผู้เล่น 90% 900',
        '3 ตัวโต๊ด โอกาส 6 ใน 1,000 · คืนผู้เล่น 90% 150',
        'วิ่งบน โอกาส 271 ใน 1,000 · คืนผู้เล่น 86.7% 3.2',
        'วิ่งล่าง โอกาส 19 ใน 100 · คืนผู้เล่น 79.8% 4.2',
      ]),
    );
    for (const [size, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => document.fonts.ready);
      await rates.screenshot({ path: path.join(screenshots, `odds-rate-table-${size}.png`) });
    }

    // The government lottery's bet page: all ten types, หน้า 3 ตัว's the longest odds.
    const running = await callApi(site, 'POST', '/lto-public-api/lotto/bet_running', member.token);
    const government = running.single.find((round: { code: string }) => round.code === 'government');
    await page.setViewportSize(PHONE);
    await page.goto(`${site.url}/lotto/bet/type-a/${government.type}/government/${government.round_id}`);
    const types = page.getByRole('group', { name: 'ประเภทการแทง' });
    const threeTop = types.getByRole('button', { name: /^3 ตัวบน \d/ });
    await threeTop.waitFor();
    // The odds describe the button; its name stays the type and the rate.
    const description = async (button: typeof threeTop) =>
      page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`).innerText();
    expect(await description(threeTop)).toBe('โอกาส 1 ใน 1,000 · คืนผู้เล่น 90%');
    expect(await types.getByRole('button', { name: '3 ตัวบน 900', exact: true }).count()).toBe(1);
    expect(await description(types.getByRole('button', { name: /^วิ่งบน \d/ }))).toBe('โอกาส 271 ใน 1,000 · คืนผู้เล่น 86.7%');
    expect(await description(types.getByRole('button', { name: /^หน้า 3 ตัว \d/ }))).toBe('โอกาส 1,999 ใน 1,000,000 · คืนผู้เล่น 89.9%');
    // At 360 px every tile holds its words: nothing wider than the tile.
    await page.setViewportSize({ width: 360, height: 740 });
    const overflowing = await types
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((button) => button.scrollWidth > button.clientWidth).map((button) => button.textContent));
    expect(overflowing).toEqual([]);
    for (const [size, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => document.fonts.ready);
      await types.screenshot({ path: path.join(screenshots, `odds-bet-types-${size}.png`) });
      await page.screenshot({ path: path.join(screenshots, `odds-bet-page-${size}.png`), fullPage: true });
    }
  });
});
