import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { callApi, openLoggedIn, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Staff two-factor sign-in on the real server: an admin enrols from the QR screen (the test
 * computes the codes from the secret, as the phone would), then the password alone no longer
 * signs them in, a code does, and a backup code does once; with the setting on "all staff", a
 * staff member without a second factor sees only enrolment, and the admin resets theirs.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

const PASSWORD = 'secret12';
const newAdmin = { username: '0861110001', password: PASSWORD };
const newStaff = { username: '0861110002', password: PASSWORD };

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  await callApi(site, 'POST', '/admin-api/staff', admin.token, { ...newAdmin, role: 'admin' });
  await callApi(site, 'POST', '/admin-api/staff', admin.token, { ...newStaff, role: 'staff' });
});

/** What the enrolment screen gave: the authenticator's codes and the backup codes. */
let totp: TOTP;
let backupCodes: string[];

const WIDTHS = [375, 1280] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screenshots, `staff-two-factor-${name}-${width}.png`), fullPage: true });
  }
}

const authBox = (page: Page) => page.locator('[data-remote="mf-auth"]');

async function signInWithPassword(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto(site.url + '/');
  await authBox(page).getByPlaceholder('เบอร์โทรศัพท์').fill(user.username);
  await authBox(page).getByLabel('รหัสผ่าน', { exact: true }).fill(user.password);
  await authBox(page).getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = localStorage.getItem('persist:client-token');
    return stored ? (JSON.parse(JSON.parse(stored).token as string) as string | null) : null;
  });
}

async function enterCode(page: Page, code: string): Promise<void> {
  await authBox(page).getByLabel('รหัสยืนยันตัวตน 6 หลัก หรือรหัสสำรอง').fill(code);
  await authBox(page).getByRole('button', { name: 'ยืนยัน' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'ออกจากระบบ' }).first().click();
  await authBox(page).getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
}

/** Reads the enrolment screen as a phone would: the secret of the QR code's address, and the ten backup codes. */
async function enrolFromScreen(page: Page, shotName: string): Promise<{ totp: TOTP; backupCodes: string[] }> {
  await page.getByRole('button', { name: 'เริ่มตั้งค่า' }).click();
  await page.getByRole('img', { name: 'QR สำหรับเพิ่มบัญชีในแอปยืนยันตัวตน' }).waitFor();
  const secret = (await page.getByLabel('หรือใส่รหัสนี้ในแอปเอง').textContent())!.trim();
  const codes = await page.getByRole('list', { name: 'รหัสสำรอง' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await shoot(page, shotName);
  const enrolled = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('รหัสยืนยันตัวตน 6 หลัก', { exact: true }).fill(enrolled.generate());
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  // The toast in both cases: someone who had to enrol then sees the screen they asked for.
  await page.getByText('ตั้งค่าการยืนยันตัวตนสองขั้นเรียบร้อย').first().waitFor();
  return { totp: enrolled, backupCodes: codes };
}

it('an admin enrols; then the password alone is not enough, a code from the app is, and a backup code once', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInWithPassword(page, newAdmin);
  await page.getByRole('button', { name: 'ออกจากระบบ' }).first().waitFor();
  await page.goto(site.url + '/backoffice/two-factor');
  ({ totp, backupCodes } = await enrolFromScreen(page, 'enrol'));
  await page.getByText('เปิดใช้การยืนยันตัวตนสองขั้นแล้ว').waitFor();
  await signOut(page);

  await signInWithPassword(page, newAdmin);
  await authBox(page).getByRole('heading', { name: 'ยืนยันตัวตนอีกขั้น' }).waitFor();
  await shoot(page, 'code-step');
  expect(await storedToken(page)).toBeNull();
  const challenge = await callApi(site, 'POST', '/cl-api/auth/login', null, newAdmin);
  expect(challenge).toEqual({ totp_required: true, challenge: expect.any(String) });

  // The next step's code: the one of this step confirmed the enrolment and is never accepted again.
  await enterCode(page, totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'ออกจากระบบ' }).first().waitFor();
  expect(await storedToken(page)).not.toBeNull();
  await page.goto(site.url + '/backoffice');
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).or(page.getByText('0861110001 · ผู้ดูแลระบบ')).first().waitFor();
  await signOut(page);

  await signInWithPassword(page, newAdmin);
  await enterCode(page, backupCodes[0]!);
  await page.getByRole('button', { name: 'ออกจากระบบ' }).first().waitFor();
  await signOut(page);

  await signInWithPassword(page, newAdmin);
  await enterCode(page, backupCodes[0]!);
  await page.getByText('รหัสยืนยันตัวตนไม่ถูกต้อง หรือถูกใช้ไปแล้ว').first().waitFor();
  expect(await storedToken(page)).toBeNull();
  await page.close();
});

it('with the setting on all staff, a staff member without a second factor is asked to enrol; the admin resets it', async () => {
  const challenge = await callApi(site, 'POST', '/cl-api/auth/login', null, newAdmin);
  const adminSession = await callApi<Session>(site, 'POST', '/cl-api/auth/login/totp', null, {
    challenge: challenge.challenge,
    code: backupCodes[1],
  });
  const adminPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openLoggedIn(adminPage, site, adminSession, '/backoffice/site-config');
  const card = adminPage.getByRole('region', { name: 'การยืนยันตัวตนสองขั้นของพนักงาน' });
  const policy = card.getByRole('combobox', { name: 'ผู้ที่ต้องใช้การยืนยันตัวตนสองขั้น' });
  await policy.waitFor();
  expect(await policy.inputValue()).toBe('nobody');
  await policy.selectOption({ label: 'พนักงานทุกคน' });
  await card.getByRole('button', { name: 'บันทึก' }).click();
  await adminPage.getByText('บันทึกการตั้งค่าการยืนยันตัวตนแล้ว').first().waitFor();
  await card.scrollIntoViewIfNeeded();
  await shoot(adminPage, 'setting');

  const staffPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInWithPassword(staffPage, newStaff);
  await staffPage.getByRole('button', { name: 'ออกจากระบบ' }).first().waitFor();
  await staffPage.goto(site.url + '/backoffice/deposits');
  await staffPage.getByText('ต้องตั้งค่าการยืนยันตัวตนสองขั้นก่อนใช้งานระบบหลังบ้าน').first().waitFor();
  expect(await staffPage.getByRole('link', { name: 'รายการฝาก' }).count()).toBe(0);
  await shoot(staffPage, 'forced');
  await enrolFromScreen(staffPage, 'forced-qr');
  await staffPage
    .getByRole('navigation', { name: 'เมนูหลังบ้าน' })
    .or(staffPage.getByRole('link', { name: 'ตั้งค่ายืนยันตัวตนสองขั้น' }))
    .first()
    .waitFor();

  await adminPage.goto(site.url + '/backoffice/staff');
  const row = adminPage.getByRole('row').filter({ hasText: newStaff.username });
  await row.getByText('เปิดใช้').waitFor();
  await shoot(adminPage, 'staff');
  await row.getByRole('button', { name: `ล้างการยืนยันตัวตน ${newStaff.username}` }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'ตกลง' }).click();
  await adminPage.getByText('ล้างการยืนยันตัวตนสองขั้นแล้ว').first().waitFor();
  await row.getByText('ยังไม่ตั้งค่า').waitFor();
  const audit = await callApi(site, 'GET', '/admin-api/audit?action=staff.second_factor_reset', adminSession.token);
  expect(audit.data).toHaveLength(1);

  // Back to the demo site's setting, with the admin who has a second factor.
  await callApi(site, 'PUT', '/admin-api/site-config/second-factor', adminSession.token, { required_for: 'nobody' });
  await adminPage.close();
  await staffPage.close();
});
