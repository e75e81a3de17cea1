import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, openLoggedIn, registerMember, requestDeposit, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Messages (docs/messages.md) in the browser: the bell's count rises on the live stream when staff
 * approve a member's deposit, the item opens from /inbox and the count falls; an announcement
 * written in the back office to one member reaches only that member.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
});

/** A member signed in by the API is told of a new device first: the tests start from nothing unread. */
const readAll = (member: Session) => callApi(site, 'POST', '/cl-api/inbox/read', member.token, {});

const bell = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^การแจ้งเตือน/ })
    .first();

async function expectBell(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).first().waitFor({ timeout: 15_000 });
}

it('the bell counts a deposit staff approve while the member watches; opening the item in /inbox reads it', async () => {
  const member = await registerMember(site);
  const depositId = await requestDeposit(site, member, 500);
  await readAll(member);
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await openLoggedIn(page, site, member, '/lotto/all');
  await expectBell(page, 'การแจ้งเตือน');

  await callApi(site, 'POST', `/admin-api/deposits/${depositId}/approve`, admin.token, {});

  // Told live, with no reload: the stream's item refreshes the count and shows its title.
  await expectBell(page, 'การแจ้งเตือน ยังไม่อ่าน 1 รายการ');
  await page.getByRole('alert').filter({ hasText: 'ฝากเงินสำเร็จ' }).first().waitFor({ timeout: 15_000 });
  await page.screenshot({ path: path.join(screenshots, 'messages-bell-375.png') });

  await bell(page).click();
  await page.waitForURL(`${site.url}/inbox`);
  const item = page.getByRole('main').getByRole('button', { name: /ฝากเงินสำเร็จ/ });
  await item.waitFor({ timeout: 15_000 });
  expect(await item.textContent()).toContain('ยอดฝาก 500.00 บาท เข้าเครดิตแล้ว');
  await page.screenshot({ path: path.join(screenshots, 'messages-inbox-375.png'), fullPage: true });

  await item.click();
  // The item's link: the deposit page.
  await page.waitForURL(`${site.url}/transfer?type=deposit`);
  await expectBell(page, 'การแจ้งเตือน');
  await page.close();
});

it('an announcement written in the back office to one member reaches only that member', async () => {
  const to = await registerMember(site);
  const other = await registerMember(site);
  const { id: memberId } = await callApi(site, 'GET', '/cl-api/auth/me', to.token);
  await readAll(to);
  const watching = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openLoggedIn(watching, site, to, '/inbox');
  await expectBell(watching, 'การแจ้งเตือน');

  const staffPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openLoggedIn(staffPage, site, admin, '/backoffice/announcements');
  const form = staffPage.getByRole('region', { name: 'สร้างประกาศ' });
  await form.getByRole('button', { name: 'บันทึกประกาศ' }).click();
  await form.getByText('กรุณากรอกหัวข้อประกาศ').waitFor();
  await form.getByLabel('หัวข้อ').fill('ยินดีต้อนรับสมาชิกใหม่');
  await form.getByLabel('ข้อความ').fill('ทดลองแทงได้ที่หน้าแทงหวย');
  await form.getByRole('radio', { name: 'สมาชิกคนเดียว' }).check();
  await form.getByLabel('รหัสสมาชิก').fill(String(memberId));
  await staffPage.screenshot({ path: path.join(screenshots, 'messages-announcement-editor-1280.png'), fullPage: true });
  await form.getByRole('button', { name: 'บันทึกประกาศ' }).click();
  await staffPage.getByRole('alert').filter({ hasText: 'บันทึกประกาศแล้ว ส่งถึง 1 คน' }).first().waitFor({ timeout: 15_000 });
  await staffPage.getByRole('table', { name: 'ประกาศทั้งหมด' }).getByText('ยินดีต้อนรับสมาชิกใหม่').waitFor();

  // The member's open /inbox shows it live.
  await watching
    .getByRole('main')
    .getByRole('button', { name: /ยินดีต้อนรับสมาชิกใหม่/ })
    .waitFor({ timeout: 15_000 });
  await expectBell(watching, 'การแจ้งเตือน ยังไม่อ่าน 1 รายการ');
  await watching.screenshot({ path: path.join(screenshots, 'messages-inbox-1280.png') });

  const inboxOfOther = await callApi(site, 'GET', '/cl-api/inbox', other.token);
  expect(inboxOfOther.items.map((item: { title: string }) => item.title)).not.toContain('ยินดีต้อนรับสมาชิกใหม่');

  await staffPage.setViewportSize({ width: 375, height: 812 });
  await staffPage.evaluate(() => window.scrollTo(0, 0));
  await staffPage.screenshot({ path: path.join(screenshots, 'messages-announcement-editor-375.png'), fullPage: true });
  await staffPage.close();
  await watching.close();
});
