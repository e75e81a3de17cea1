import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, giveCredit, MEMBER_PIN, openLoggedIn, registerMember, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * บัญชีของฉัน (/account, issue 46) in the browser: the member changes the password and signs in
 * with the new one; a member signs a second browser out from the first, whose next call sends it
 * to the login; the member follows /account's link to change the withdrawal PIN, and withdraws with the new one.
 */
let site: RunningSite;
let browser: Browser;

setUpSite(async (started) => {
  ({ site, browser } = started);
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

const authBox = (page: Page) => page.locator('[data-remote="mf-auth"]');

async function signInWithPassword(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto(site.url + '/');
  await authBox(page).getByPlaceholder('เบอร์โทรศัพท์').fill(user.username);
  await authBox(page).getByLabel('รหัสผ่าน', { exact: true }).fill(user.password);
  await authBox(page).getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

it('changes the password on a phone-sized /account and signs in with the new one', async () => {
  const member = await registerMember(site, { withPin: false });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await openLoggedIn(page, site, member, '/transfer');
  // On a phone the transfer page's tile leads there (the header shows the link from md).
  await page.getByRole('main').getByRole('link', { name: 'บัญชีของฉัน' }).click();
  await page.waitForURL(`${site.url}/account`);
  const form = page.getByRole('region', { name: 'เปลี่ยนรหัสผ่าน' });
  await form.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('region', { name: 'ประวัติการเข้าสู่ระบบ' }).getByText('สำเร็จ').first().waitFor({ timeout: 15_000 });
  await page
    .getByRole('region', { name: 'บัญชีธนาคารที่ลงทะเบียน' })
    .getByText(/^xxx-x-x\d{4}-x$/)
    .waitFor();
  await page.screenshot({ path: path.join(screenshots, 'account-375.png'), fullPage: true });

  await form.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill('wrong-one');
  await form.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('newpass99');
  await form.getByLabel('ยืนยันรหัสผ่านใหม่').fill('newpass99');
  await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await form.getByText('Username หรือ Password ผิด').waitFor({ timeout: 15_000 });
  // A wrong password is no ended session: the member is still on the page.
  expect(page.url()).toBe(`${site.url}/account`);

  await form.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await page.getByText('เปลี่ยนรหัสผ่านสำเร็จ อุปกรณ์อื่นออกจากระบบแล้ว').first().waitFor({ timeout: 15_000 });
  await page.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const fresh = await context.newPage();
  await signInWithPassword(fresh, { username: member.username, password: 'newpass99' });
  await fresh.getByLabel(/^เครดิต [\d,]+\.\d\d$/).waitFor({ timeout: 15_000 });
  await context.close();
});

it('signs a second browser out from the first; its next call sends it to the login', async () => {
  const member = await registerMember(site, { withPin: false });
  const phoneSession = await callApi<Session>(
    site,
    'POST',
    '/cl-api/auth/login',
    null,
    { username: member.username, password: member.password },
    { 'user-agent': ANDROID_CHROME },
  );
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: ANDROID_CHROME });
  const phone = await phoneContext.newPage();
  await openLoggedIn(phone, site, phoneSession, '/transfer');
  await phone.getByRole('link', { name: 'บัญชีของฉัน' }).last().waitFor({ timeout: 15_000 });

  const desktopContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desktop = await desktopContext.newPage();
  await openLoggedIn(desktop, site, member, '/lotto/all');
  // On a desktop the header's link leads there.
  await desktop.getByRole('banner').getByRole('link', { name: 'บัญชีของฉัน' }).click();
  await desktop.waitForURL(`${site.url}/account`);
  const devices = desktop.getByRole('region', { name: 'อุปกรณ์ที่เข้าสู่ระบบ' });
  const phoneItem = devices.getByRole('listitem', { name: 'Chrome บน Android' });
  await phoneItem.waitFor({ timeout: 15_000 });
  await devices.getByText('อุปกรณ์นี้', { exact: true }).waitFor();
  await desktop.screenshot({ path: path.join(screenshots, 'account-1280.png'), fullPage: true });

  await phoneItem.getByRole('button', { name: 'ออกจากระบบอุปกรณ์นี้' }).click();
  await desktop.getByText('ออกจากระบบอุปกรณ์แล้ว').first().waitFor({ timeout: 15_000 });
  await phoneItem.waitFor({ state: 'detached', timeout: 15_000 });

  // The phone's next call is refused, its refresh too: it is back at the login.
  await phone.getByRole('link', { name: 'บัญชีของฉัน' }).last().click();
  await authBox(phone).getByRole('heading', { name: 'เข้าสู่ระบบ' }).first().waitFor({ timeout: 15_000 });
  await phoneContext.close();
  await desktopContext.close();
});

it("changes the withdrawal PIN from /account's link; only the new PIN withdraws", async () => {
  const member = await registerMember(site);
  await giveCredit(site, member, 500);
  const newPin = '135790';
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    const page = await browser.newPage({ viewport });
    await openLoggedIn(page, site, member, '/account');
    await page.getByRole('link', { name: /^รหัส PIN ถอนเงิน/ }).click();
    await page.waitForURL(`${site.url}/transfer?type=withdraw#change-pin`);
    await page.getByLabel('รหัส PIN ถอนเงินใหม่', { exact: true }).waitFor({ timeout: 15_000 });
    await page.locator('#change-pin').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshots, `withdraw-change-pin-${viewport.width}.png`), fullPage: true });
    await page.close();
  }

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openLoggedIn(page, site, member, '/account');
  await page.getByRole('link', { name: /^รหัส PIN ถอนเงิน/ }).click();
  const change = page.locator('#change-pin');
  await change.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
  await change.getByLabel('รหัส PIN ถอนเงินใหม่', { exact: true }).fill(newPin);
  await change.getByLabel('ยืนยันรหัส PIN ถอนเงินใหม่').fill(newPin);
  await change.getByRole('button', { name: 'บันทึกรหัส PIN ใหม่' }).click();
  await page.getByText('เปลี่ยนรหัส PIN ถอนเงินสำเร็จ').first().waitFor({ timeout: 15_000 });
  await change.getByRole('button', { name: 'เปลี่ยนรหัส PIN ถอนเงิน' }).waitFor();
  await page.close();

  const withdraw = (pin: string) =>
    callApi(site, 'POST', '/lto-public-api/withdraw', member.token, { amount: 100, pin }, { 'idempotency-key': `pin-${pin}` });
  await expect(withdraw(MEMBER_PIN)).rejects.toThrow('รหัส PIN ถอนเงินไม่ถูกต้อง');
  await expect(withdraw(newPin)).resolves.toMatchObject({ type: 'withdraw', status: 'pending' });
});
