import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, DEMO_ADMIN, giveCredit, login, MEMBER_PIN, memberCredit, openLoggedIn, registerMember, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Money that moves by itself (docs/money.md#automatic-money) on the real server in Chromium: a
 * member pays a QR of an exact amount and sees the credit without reloading, as the bank's signed
 * statement line arrives; staff match a line nobody's QR named and read the day's reconciliation;
 * a withdrawal above the threshold needs a second staff user, then its payout is recorded and the
 * member sees its steps.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
let accountId: number;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
/** The embedded demo site's feed secret (docs/operations.md#demo-bank). */
const DEMO_FEED_SECRET = 'demo-bank-feed-secret-not-for-real-money';

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  const accounts: { id: number; promptpay_id: string | null }[] = await callApi(site, 'GET', '/admin-api/bank-accounts', admin.token);
  accountId = accounts.find((account) => account.promptpay_id !== null)!.id;
});

/** A statement line as the bank's feed sends it: signed with the account's feed secret. */
async function bankSends(amount: number): Promise<string> {
  const bankRef = `E2E${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const body = JSON.stringify({
    lines: [{ bank_ref: bankRef, amount, direction: 'in', at: new Date().toISOString(), sender_name: 'นาย ผู้โอน' }],
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', DEMO_FEED_SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
  const response = await fetch(`${site.url}/bank-feed/${accountId}/lines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-feed-timestamp': timestamp, 'x-feed-signature': signature },
    body,
  });
  if (!response.ok) throw new Error(`bank-feed: ${response.status} ${await response.text()}`);
  return bankRef;
}

async function pageOf(session: Session, route: string, viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await openLoggedIn(page, site, session, route);
  return page;
}

async function snap(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** At the narrowest phone the site supports, the phone the issue names, and a desktop. */
async function snapBoth(page: Page, name: string) {
  for (const [width, height] of [
    [360, 740],
    [PHONE.width, PHONE.height],
    [DESKTOP.width, DESKTOP.height],
  ] as const) {
    await page.setViewportSize({ width, height });
    await snap(page, `${name}-${width}`);
  }
}

it('a member pays a QR of an exact amount and the credit appears without reloading', async () => {
  const member = await registerMember(site);
  const page = await pageOf(member, '/transfer?type=deposit', PHONE);
  const panel = page.getByRole('region', { name: 'ฝากเงิน' });
  await panel.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('300');
  await panel.getByRole('button', { name: 'สร้าง QR' }).click();

  const exact = panel.getByText(/^โอนยอดนี้เท่านั้น 300\.\d\d บาท$/);
  await exact.waitFor();
  const payAmount = Number((await exact.textContent())!.match(/300\.\d\d/)![0]);
  expect(payAmount).toBeGreaterThan(300);
  await panel.getByRole('img', { name: `QR ฝากเงิน ${payAmount.toFixed(2)} บาท` }).waitFor();
  await panel.getByRole('status').filter({ hasText: 'รอรับเงิน…' }).waitFor();
  await panel.getByRole('timer').waitFor();
  await snapBoth(page, 'wallet-qr');

  await bankSends(payAmount);

  await panel.getByRole('status').filter({ hasText: 'เติมเครดิตแล้ว' }).waitFor({ timeout: 30_000 });
  await page.getByLabel(`เครดิต ${payAmount.toFixed(2)}`).waitFor();
  await snapBoth(page, 'wallet-qr-credited');
  expect(await memberCredit(site, member)).toBe(payAmount);
  await page.close();
});

it("staff match a line nobody's QR named to a member, and the day's reconciliation shows it matched", async () => {
  const member = await registerMember(site);
  const { id: memberId } = await callApi(site, 'GET', '/cl-api/auth/me', member.token);
  const bankRef = await bankSends(432.1);
  const page = await pageOf(admin, '/backoffice/statement-lines');
  await page.getByRole('heading', { level: 1, name: 'รายการรอจับคู่' }).waitFor();

  const card = page.locator('[data-line-id]', { hasText: bankRef });
  await card.getByText('ไม่พบรายการที่ตรงกัน').waitFor();
  await snapBoth(page, 'backoffice-statement-lines');

  const manual = card.getByRole('form', { name: `จับคู่กับรหัสสมาชิก ${bankRef}` });
  await manual.getByLabel('รหัสสมาชิก').fill(String(memberId));
  await manual.getByRole('button', { name: 'จับคู่กับสมาชิกนี้' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'จับคู่รายการเดินบัญชี' });
  await dialog.getByRole('button', { name: 'ตกลง' }).click();
  await page.getByText('จับคู่รายการเดินบัญชีสำเร็จ เติมเครดิตให้สมาชิกแล้ว').first().waitFor();
  await card.waitFor({ state: 'detached' });
  expect(await memberCredit(site, member)).toBe(432.1);

  await page.goto(`${site.url}/backoffice/reconciliation`);
  await page.getByRole('heading', { level: 1, name: 'กระทบยอดบัญชี' }).waitFor();
  await page.getByRole('region', { name: 'เงินเข้า' }).getByText('จับคู่แล้ว').waitFor();
  await snapBoth(page, 'backoffice-reconciliation');
  await page.close();
});

it('a withdrawal above the threshold needs a second staff user; its payout is recorded and the member sees its steps', async () => {
  const settings = await callApi(site, 'GET', '/admin-api/site-config/money', admin.token);
  await callApi(site, 'PUT', '/admin-api/site-config/money', admin.token, { ...settings, second_approval_over: 1000 });
  const member = await registerMember(site);
  await giveCredit(site, member, 3000);
  const withdrawal = await callApi(site, 'POST', '/lto-public-api/withdraw', member.token, { amount: 1500, pin: MEMBER_PIN });
  expect(withdrawal.status).toBe('pending');
  const second = { username: `07${String(Date.now() % 100_000_000).padStart(8, '0')}`, password: 'staff1234' };
  await callApi(site, 'POST', '/admin-api/staff', admin.token, { ...second, role: 'staff' });

  const rowOf = (page: Page) => page.locator('tr', { has: page.getByRole('link', { name: member.username, exact: true }) });
  const first = await pageOf(admin, '/backoffice/withdrawals');
  await rowOf(first).getByText('ต้องอนุมัติ 2 คน').waitFor();
  await rowOf(first).getByRole('button', { name: 'อนุมัติ' }).click();
  await first.getByRole('dialog').getByRole('button', { name: 'ตกลง' }).click();
  await first.getByText('อนุมัติครั้งแรกแล้ว รอผู้อนุมัติคนที่สอง').first().waitFor();
  await rowOf(first).getByText(`อนุมัติคนแรก: ${DEMO_ADMIN.username}`).waitFor();
  await rowOf(first).getByRole('button', { name: 'อนุมัติ' }).click();
  await first.getByRole('dialog').getByRole('button', { name: 'ตกลง' }).click();
  await first.getByText('รายการนี้ต้องอนุมัติโดยพนักงานอีกคนหนึ่ง').first().waitFor();
  expect(await memberCredit(site, member)).toBe(1500);
  await first.close();

  const staffPage = await pageOf(await login(site, second), '/backoffice/withdrawals');
  await rowOf(staffPage).getByRole('button', { name: 'อนุมัติ' }).click();
  await staffPage.getByRole('dialog').getByRole('button', { name: 'ตกลง' }).click();
  await staffPage.getByText('อนุมัติรายการสำเร็จ').first().waitFor();
  await staffPage.getByRole('group', { name: 'สถานะรายการ' }).getByRole('button', { name: 'อนุมัติแล้ว' }).click();
  await rowOf(staffPage).getByRole('button', { name: 'โอนแล้ว' }).click();
  const paid = staffPage.getByRole('dialog', { name: 'บันทึกการโอนเงินถอน' });
  await paid.getByLabel('เลขอ้างอิงการโอน').fill('KBANK202611280001');
  await paid.getByRole('button', { name: 'บันทึก' }).click();
  await staffPage.getByText('บันทึกการโอนเงินสำเร็จ').first().waitFor();
  await rowOf(staffPage).getByText('เลขอ้างอิง KBANK202611280001').waitFor();
  await snapBoth(staffPage, 'backoffice-withdrawal-paid');
  await staffPage.close();

  const own = await pageOf(member, '/transfer?type=withdraw', PHONE);
  const newest = own.getByRole('region', { name: 'ประวัติการเงิน' }).getByRole('listitem').first();
  for (const step of ['แจ้งถอน', 'อนุมัติ', 'โอนแล้ว']) await newest.getByText(step, { exact: true }).waitFor();
  await snapBoth(own, 'wallet-withdrawal-steps');
  await own.close();
  await callApi(site, 'PUT', '/admin-api/site-config/money', admin.token, settings);
});
