import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, giveCredit, openLoggedIn, registerMember, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Maintenance windows (ปิดปรับปรุง) on the real server in Chromium: an admin closes deposits
 * through the API; the member sees the banner with its countdown and a closed deposit panel while
 * the balance and the history still answer; removing the window opens the panel again.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const HOUR = 3_600_000;
const BANK_DOWN = 'ธนาคารปิดปรับปรุงระบบ ขออภัยในความไม่สะดวก';
const WITHDRAW_LATER = 'ปิดถอนเงินเพื่อปรับปรุงระบบ';

setUpSite((started) => ({ site, browser, admin } = started));

const setWindows = (windows: object[]) => callApi(site, 'PUT', '/admin-api/site-config/maintenance', admin.token, { windows });

afterEach(async () => {
  await setWindows([]);
});

const banner = (page: Page) => page.getByRole('region', { name: 'ประกาศปิดปรับปรุง' });
const depositCard = (page: Page) => page.getByRole('region', { name: 'ฝากเงิน', exact: true });
const historyCard = (page: Page) => page.getByRole('region', { name: 'ประวัติการเงิน' });

async function depositPage(member: Session, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await openLoggedIn(page, site, member, '/transfer?type=deposit');
  await page.getByRole('heading', { name: 'ฝาก - ถอน' }).waitFor();
  return page;
}

describe('a deposit window', () => {
  it('shows the banner and closes the deposit panel; history answers; removed, the panel opens again', async () => {
    const member = await registerMember(site);
    await giveCredit(site, member, 300);
    const until = new Date(Date.now() + 2 * HOUR).toISOString();
    await setWindows([
      { module: 'deposit', until, message: BANK_DOWN },
      {
        module: 'withdraw',
        from: new Date(Date.now() + 3 * HOUR).toISOString(),
        until: new Date(Date.now() + 4 * HOUR).toISOString(),
        message: WITHDRAW_LATER,
      },
    ]);

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await depositPage(member, viewport);
      const strip = banner(page);
      await strip.waitFor();
      const [open, coming] = await strip.locator('p').all();
      await expect(open!.locator('strong').textContent()).resolves.toBe('ฝากเงิน ปิดปรับปรุง');
      await expect(open!.getByText(BANK_DOWN).count()).resolves.toBe(1);
      expect(await open!.locator('time').textContent()).toMatch(/^เปิดอีกครั้งใน 1:59:\d\d$/);
      await expect(coming!.locator('strong').textContent()).resolves.toMatch(/^ถอนเงิน จะปิดปรับปรุงตั้งแต่ \d\d\/\d\d\/\d{4} \d\d:\d\d$/);

      const notice = depositCard(page).getByRole('status').filter({ hasText: 'ฝากเงิน ปิดปรับปรุง' });
      await notice.waitFor();
      await expect(notice.getByText(BANK_DOWN).count()).resolves.toBe(1);
      await expect(depositCard(page).getByRole('textbox', { name: 'จำนวนเงิน' }).isDisabled()).resolves.toBe(true);
      await expect(depositCard(page).getByRole('button', { name: 'สร้าง QR' }).isDisabled()).resolves.toBe(true);
      // The balance and the history still answer.
      await historyCard(page).getByText('ฝากเงินสำเร็จ').waitFor();
      await page.screenshot({ path: path.join(screenshots, `maintenance-banner-${viewport.width}.png`), fullPage: viewport === PHONE });
      await page.close();
    }

    // The server refuses a deposit too, with the window's message.
    await expect(callApi(site, 'POST', '/lto-public-api/deposit_qr', member.token, { amount: 100 })).rejects.toThrow(
      `503 ${JSON.stringify({ status: 'error', code: 'MAINTENANCE', message: BANK_DOWN })}`,
    );

    await setWindows([]);
    const page = await depositPage(member, PHONE);
    const amount = depositCard(page).getByRole('textbox', { name: 'จำนวนเงิน' });
    await amount.waitFor();
    await expect(amount.isEnabled()).resolves.toBe(true);
    await expect(banner(page).count()).resolves.toBe(0);
    await page.close();
  });
});
