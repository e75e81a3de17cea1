import path from 'node:path';
import type { Browser } from 'playwright-core';
import { callApi, openLoggedIn, registerMember, requestDeposit, type Session } from '../src/api';
import { startFakeLinePlatform, type FakeLinePlatform } from '../src/fakeLine';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * LINE from /account (docs/messages.md#line-and-telegram): a member links LINE through LINE Login
 * (here a local fake of the LINE Platform), chooses what LINE tells them, and a deposit staff
 * approve is pushed to their LINE by the outbox.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
let line: FakeLinePlatform;
const serverEnv: Record<string, string> = {};

beforeAll(async () => {
  line = await startFakeLinePlatform();
  Object.assign(serverEnv, line.env);
});

setUpSite(
  async (started) => {
    ({ site, browser, admin } = started);
  },
  { serverEnv },
);

afterAll(async () => {
  await line.close();
});

it('links LINE from /account, keeps the kinds chosen, and pushes an approved deposit to LINE', async () => {
  const member = await registerMember(site);
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await openLoggedIn(page, site, member, '/account');
  const section = page.getByRole('region', { name: 'แจ้งเตือนทาง LINE' });
  await section.getByText('ยังไม่ได้เชื่อมต่อ LINE').waitFor({ timeout: 15_000 });
  await page.screenshot({ path: path.join(screenshots, 'line-settings-375.png'), fullPage: true });

  await section.getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
  // LINE logs the member in and sends the browser back to the site, which links and returns to /account.
  await page.waitForURL(`${site.url}/account?line=linked`);
  await page.getByText('เชื่อมต่อ LINE สำเร็จ').waitFor({ timeout: 15_000 });
  await section.getByText('เชื่อมต่อ LINE แล้ว').waitFor();

  const deposits = section.getByRole('checkbox', { name: 'ฝากเงินสำเร็จ' });
  expect(await deposits.isChecked()).toBe(true);
  await section.getByRole('checkbox', { name: 'ผลรางวัลออกแล้ว' }).check();
  await section.getByRole('button', { name: 'บันทึก' }).click();
  await page.getByRole('alert').filter({ hasText: 'บันทึกการแจ้งเตือนทาง LINE แล้ว' }).first().waitFor({ timeout: 15_000 });
  expect((await callApi(site, 'GET', '/cl-api/notify-settings', member.token)).line).toContain('result_out');

  const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openLoggedIn(wide, site, member, '/account');
  await wide.getByRole('region', { name: 'แจ้งเตือนทาง LINE' }).getByText('เชื่อมต่อ LINE แล้ว').waitFor({ timeout: 15_000 });
  await wide.screenshot({ path: path.join(screenshots, 'line-settings-1280.png'), fullPage: true });
  await wide.close();

  const depositId = await requestDeposit(site, member, 300);
  await callApi(site, 'POST', `/admin-api/deposits/${depositId}/approve`, admin.token, {});
  // The outbox sends within a few seconds of the approval.
  const deadline = Date.now() + 30_000;
  while (!line.pushes.some((push) => push.to === line.userId) && Date.now() < deadline) await page.waitForTimeout(250);
  expect(line.pushes.filter((push) => push.to === line.userId)).toEqual([
    { to: line.userId, text: 'ฝากเงินสำเร็จ\nยอดฝาก 300.00 บาท เข้าเครดิตแล้ว' },
  ]);
  await page.close();
});
