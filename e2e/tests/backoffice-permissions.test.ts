import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, login, openLoggedIn, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Permissions per module in Chromium on the real server (docs/screens.md#permissions): an admin
 * adds a cashier on บัญชีพนักงาน and gives them money alone with the permission matrix, by mouse
 * and by keyboard; the cashier's back office shows the money screens only, and a screen of
 * another module, like the server, refuses them.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

setUpSite((started) => ({ site, browser, admin } = started));

async function snap(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshots, `backoffice-${name}.png`), fullPage: true });
}

it('an admin gives a cashier money alone; the cashier sees only the money queues and is refused the rest', async () => {
  const cashier = { username: `08${String(Date.now()).slice(-8)}`, password: 'cash1234' };
  const page = await browser.newPage({ viewport: DESKTOP });
  await openLoggedIn(page, site, admin, '/backoffice/staff');
  await page.getByRole('heading', { level: 1, name: 'บัญชีพนักงาน' }).waitFor();
  await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(cashier.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(cashier.password);
  await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await page.getByText('เพิ่มผู้ใช้งานหลังบ้านสำเร็จ').waitFor();
  const row = page.getByRole('region', { name: 'รายชื่อพนักงาน' }).locator('tr', { hasText: cashier.username });
  await expect(row.textContent()).resolves.toContain('การเงิน (จัดการ), งวดและผล (จัดการ), ความเสี่ยง (ดู)');

  await row.getByRole('button', { name: `กำหนดสิทธิ์ ${cashier.username}` }).click();
  const matrix = page.getByRole('region', { name: `สิทธิ์ของ ${cashier.username}` });
  const level = (module: string, name: string) => matrix.getByRole('group', { name: module }).getByRole('radio', { name, exact: true });
  expect(await level('การเงิน', 'จัดการ').isChecked()).toBe(true);
  // By keyboard: the arrow keys move along a module's levels, from จัดการ to ไม่มี.
  await level('งวดและผล', 'จัดการ').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await level('งวดและผล', 'ไม่มี').isChecked()).toBe(true);
  for (const module of ['ความเสี่ยง', 'สมาชิก', 'รายงาน']) await level(module, 'ไม่มี').click();
  await matrix.getByLabel('วงเงินอนุมัติ (บาท)').fill('5000');
  await page.getByText('เพิ่มผู้ใช้งานหลังบ้านสำเร็จ').waitFor({ state: 'detached' });
  await matrix.scrollIntoViewIfNeeded();
  await snap(page, 'permissions-1280');
  await page.setViewportSize(PHONE);
  await matrix.scrollIntoViewIfNeeded();
  await snap(page, 'permissions-375');
  await page.setViewportSize(DESKTOP);

  await matrix.getByRole('button', { name: 'บันทึกสิทธิ์' }).click();
  await page.getByText('บันทึกสิทธิ์การใช้งานสำเร็จ').waitFor();
  await matrix.waitFor({ state: 'detached' });
  // The list is asked again once the save answers: the row reads the new permissions when it has come.
  await row.filter({ hasNotText: 'งวดและผล' }).waitFor();
  await expect(row.textContent()).resolves.toContain('การเงิน (จัดการ)');
  await page.close();

  const session = await login(site, cashier);
  const me = await callApi(site, 'GET', '/cl-api/auth/me', session.token);
  expect(me.permissions).toEqual({
    modules: {
      money: 'manage',
      rounds: 'none',
      risk: 'none',
      members: 'none',
      reports: 'none',
      site: 'none',
      staff: 'none',
      releases: 'none',
    },
    approval_limit: 5000,
  });

  const cashierView = await browser.newPage({ viewport: DESKTOP });
  await openLoggedIn(cashierView, site, session, '/backoffice');
  // The dashboard is of reports: the cashier lands on their first screen.
  await cashierView.getByRole('heading', { level: 1, name: 'รายการฝาก' }).waitFor();
  const menu = cashierView.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
  expect(await menu.getByRole('link').allTextContents()).toEqual([
    'รายการฝาก',
    'รายการถอน',
    'รายการรอจับคู่',
    'กระทบยอดบัญชี',
    'ตั้งค่ายืนยันตัวตนสองขั้น',
  ]);

  await cashierView.goto(`${site.url}/backoffice/rounds`);
  await cashierView.getByRole('alert').filter({ hasText: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้' }).waitFor();
  await snap(cashierView, 'permissions-refused-1280');
  await expect(callApi(site, 'GET', '/admin-api/rounds', session.token)).rejects.toThrow(
    'GET /admin-api/rounds: 403 {"status":"error","code":"FORBIDDEN","message":"ไม่มีสิทธิ์ทำรายการนี้"}',
  );
  await cashierView.close();
});
