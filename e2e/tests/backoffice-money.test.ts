import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  callApi,
  giveCredit,
  login,
  memberCredit,
  openLoggedIn,
  registerMember,
  requestDeposit,
  type Session,
  MEMBER_PIN,
} from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';
import { networkSettled, trackRequests } from '../src/network';

/**
 * The back office's money screens on the real server in Chromium (docs/screens.md#back-office): staff approve a
 * deposit and reject a withdrawal from the queues and the member's credit follows; a member who
 * opens /backoffice lands on / without downloading any of the back office's code. An admin adds a
 * staff account, which sees the staff role's screens and cannot approve its own deposit; suspending a
 * member ends their session at once.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

setUpSite((started) => ({ site, browser, admin } = started));

async function staffPage(route: string, viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await openLoggedIn(page, site, admin, route);
  return page;
}

/** A queue's row of one member's request, at any width (below 768 px rows are drawn as cards). */
const rowOf = (page: Page, username: string) => page.locator('tr', { has: page.getByRole('link', { name: username, exact: true }) });

const creditOf = (member: Session) => memberCredit(site, member);

async function snap(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshots, `backoffice-${name}.png`), fullPage: true });
}

describe('money queues', () => {
  it("staff open the back office from the top bar and approve a member's deposit: the member's credit rises", async () => {
    const member = await registerMember(site);
    await requestDeposit(site, member, 1500);
    const page = await staffPage('/');

    await page.getByRole('link', { name: 'หลังบ้าน' }).click();
    await page.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();
    await page.getByRole('link', { name: /^รายการฝากรออนุมัติ \d+ รายการ$/ }).waitFor();
    await snap(page, 'dashboard-1280');
    await page.setViewportSize(PHONE);
    await snap(page, 'dashboard-375');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: /^รายการฝากรออนุมัติ/ }).click();
    await page.getByRole('heading', { level: 1, name: 'รายการฝาก' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/backoffice/deposits');

    const row = rowOf(page, member.username);
    await row.getByRole('img', { name: `สลิปของ ${member.username}` }).waitFor();
    await expect(row.textContent()).resolves.toContain('1,500.00');
    await snap(page, 'deposits-1280');
    await page.setViewportSize(PHONE);
    await snap(page, 'deposits-375');
    await page.setViewportSize(DESKTOP);

    await row.getByRole('button', { name: 'อนุมัติ' }).click();
    const dialog = page.getByRole('dialog', { name: 'อนุมัติรายการฝาก' });
    await dialog.getByText(`อนุมัติ 1,500.00 บาท ของ ${member.username}?`).waitFor();
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await page.getByText('อนุมัติรายการสำเร็จ').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await creditOf(member)).toBe(1500);

    const memberView = await browser.newPage({ viewport: DESKTOP });
    await openLoggedIn(memberView, site, member, '/');
    await memberView.getByLabel('เครดิต 1,500.00').waitFor();
    await memberView.close();
    await page.close();
  });

  it("staff reject a withdrawal with a reason: the held amount returns to the member's credit", async () => {
    const member = await registerMember(site);
    await giveCredit(site, member, 1000);
    await callApi(site, 'POST', '/lto-public-api/withdraw', member.token, { amount: 300, pin: MEMBER_PIN });
    expect(await creditOf(member)).toBe(700);
    const page = await staffPage('/backoffice/withdrawals');

    const row = rowOf(page, member.username);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('300.00');
    await expect(row.textContent()).resolves.toContain('สมาชิก ทดสอบระบบ');
    await snap(page, 'withdrawals-1280');
    await page.setViewportSize(PHONE);
    await snap(page, 'withdrawals-375');
    await page.setViewportSize(DESKTOP);

    await row.getByRole('button', { name: 'ปฏิเสธ' }).click();
    const dialog = page.getByRole('dialog', { name: 'ปฏิเสธรายการถอน' });
    await dialog.getByRole('button', { name: 'ปฏิเสธ' }).click();
    await dialog.getByText('กรุณาระบุเหตุผล').waitFor();
    await dialog.getByLabel('เหตุผล').fill('บัญชีปลายทางไม่ถูกต้อง');
    await dialog.getByRole('button', { name: 'ปฏิเสธ' }).click();
    await page.getByText('ปฏิเสธรายการสำเร็จ').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await creditOf(member)).toBe(1000);

    const statement = await callApi(site, 'POST', '/lto-public-api/transaction', member.token, { type: 'withdraw' });
    expect(statement.data[0]).toMatchObject({ status: 'reject', reason: 'บัญชีปลายทางไม่ถูกต้อง' });
    await page.close();
  });
});

describe('members and audit', () => {
  it('staff find a member by phone, see their credit and ledger, and the audit log shows the decision', async () => {
    const member = await registerMember(site);
    await giveCredit(site, member, 250);
    const page = await staffPage('/backoffice/members');
    await page.getByRole('searchbox', { name: 'ค้นหาด้วยเบอร์โทรศัพท์' }).fill(member.username);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await page.getByRole('link', { name: member.username, exact: true }).click();
    const profile = page.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    await profile.getByText('250.00').waitFor();
    await page.getByRole('tabpanel').getByText('ฝากเงิน').waitFor();
    await snap(page, 'member-1280');
    await page.getByRole('tab', { name: 'รายการฝาก' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: member.username, exact: true }).waitFor();
    expect(await page.getByRole('tabpanel').locator('tbody tr').count()).toBe(1);
    await page.getByRole('tab', { name: 'รายการเดินบัญชี' }).click();
    await page.setViewportSize(PHONE);
    await snap(page, 'member-375');

    await page.setViewportSize(DESKTOP);
    await page.goto(`${site.url}/backoffice/audit?action=deposit.approve`);
    await page.getByRole('heading', { level: 1, name: 'ประวัติการทำงาน' }).waitFor();
    await page.locator('tr', { hasText: 'อนุมัติรายการฝาก' }).first().waitFor();
    await snap(page, 'audit-1280');
    await page.setViewportSize(PHONE);
    await snap(page, 'audit-375');
    await page.close();
  });
});

describe('staff accounts and roles', () => {
  it("an admin adds a staff account on บัญชีพนักงาน; that staff user sees the staff role's screens (risk to view) and cannot approve their own deposit", async () => {
    const staff = { username: `08${String(Date.now()).slice(-8)}`, password: 'staff123' };
    const page = await staffPage('/backoffice');
    await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'บัญชีพนักงาน' }).click();
    await page.getByRole('heading', { level: 1, name: 'บัญชีพนักงาน' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/backoffice/staff');
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(staff.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(staff.password);
    expect(await page.getByLabel('สิทธิ์', { exact: true }).inputValue()).toBe('staff');
    await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
    await page.getByText('เพิ่มผู้ใช้งานหลังบ้านสำเร็จ').waitFor();
    const row = page.getByRole('region', { name: 'รายชื่อพนักงาน' }).locator('tr', { hasText: staff.username });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('พนักงาน');
    await page.getByText('เพิ่มผู้ใช้งานหลังบ้านสำเร็จ').waitFor({ state: 'detached' });
    await snap(page, 'staff-1280');
    await page.setViewportSize(PHONE);
    await snap(page, 'staff-375');
    await page.close();

    const session = await login(site, staff);
    await requestDeposit(site, session, 200);
    const staffView = await browser.newPage({ viewport: DESKTOP });
    await openLoggedIn(staffView, site, session, '/backoffice');
    await staffView.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();
    const menu = staffView.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'แดชบอร์ด',
      'รายการฝาก',
      'รายการถอน',
      'รายการรอจับคู่',
      'กระทบยอดบัญชี',
      'งวดหวย',
      'ความเสี่ยง',
      'อัตราจ่าย',
      'เลขอั้น',
      'รายงาน',
      'สมาชิก',
      'ประวัติการทำงาน',
      'ตั้งค่ายืนยันตัวตนสองขั้น',
    ]);

    await menu.getByRole('link', { name: 'รายการฝาก' }).click();
    const own = rowOf(staffView, staff.username);
    await own.getByRole('button', { name: 'อนุมัติ' }).click();
    await staffView.getByRole('dialog', { name: 'อนุมัติรายการฝาก' }).getByRole('button', { name: 'ตกลง' }).click();
    await staffView.getByText('ไม่สามารถอนุมัติรายการของตนเองได้').waitFor();
    expect(await creditOf(session)).toBe(0);
    await staffView.close();
  });

  it("suspending a member from สมาชิก ends the member's session at once", async () => {
    const member = await registerMember(site);
    expect(await creditOf(member)).toBe(0);
    const page = await staffPage('/backoffice/members');
    await page.getByRole('searchbox', { name: 'ค้นหาด้วยเบอร์โทรศัพท์' }).fill(member.username);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await page.getByRole('link', { name: member.username, exact: true }).click();
    await page.getByRole('region', { name: 'ข้อมูลสมาชิก' }).waitFor();
    await page.getByRole('button', { name: 'ระงับการใช้งาน' }).click();
    const dialog = page.getByRole('dialog', { name: 'ระงับการใช้งาน' });
    await dialog.getByText(`ระงับการใช้งานของ ${member.username}? สมาชิกจะถูกออกจากระบบทันที`).waitFor();
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await page.getByText('ระงับการใช้งานแล้ว').waitFor();

    await expect(creditOf(member)).rejects.toThrow('GET /cl-api/auth/me: 401');
    await expect(callApi(site, 'POST', '/cl-api/auth/refresh', null, { refresh_token: member.refresh_token })).rejects.toThrow(
      'POST /cl-api/auth/refresh: 401',
    );
    await page.close();
  });
});

describe('who may open the back office', () => {
  it.each([
    ['a member', true],
    ['a guest', false],
  ])('%s opening /backoffice lands on / and downloads none of its code', async (_who, loggedIn) => {
    const page = trackRequests(await browser.newPage({ viewport: DESKTOP }));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    if (loggedIn) await openLoggedIn(page, site, await registerMember(site), '/backoffice');
    else await page.goto(`${site.url}/backoffice`);

    await page.waitForURL(`${site.url}/`);
    await page.locator('section[data-remote="mf-results"]').first().waitFor();
    await networkSettled(page);
    expect(requested.filter((url) => url.includes('mf-backoffice') || url.includes('mf_backoffice'))).toEqual([]);
    expect(await page.getByRole('link', { name: 'หลังบ้าน' }).count()).toBe(0);
    await page.close();
  });
});
