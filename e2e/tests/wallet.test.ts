import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { uniquePng } from '../../tooling/testing/uniquePng';
import { callApi, giveCredit, openLoggedIn, registerMember, type Session, MEMBER_PIN } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * The money page on the real server in Chromium: a deposit with a slip whose QR code the server
 * reads, staff approval, a reused slip caught, and withdrawals with their rules.
 */
let site: RunningSite;
let browser: Browser;
let staff: Session;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

setUpSite((started) => ({ site, browser, admin: staff } = started));

/** CRC-16/CCITT-FALSE, the checksum of EMVCo QR payloads. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const tag = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** The slip-verification payload a bank app writes into its slip's QR code. */
function slipPayload(sendingBank: string, reference: string): string {
  const body = tag('00', tag('00', '000001') + tag('01', sendingBank) + tag('02', reference)) + tag('51', 'TH') + '9104';
  return body + crc16(body);
}

/** A PNG slip carrying the payload; `margin` changes the bytes, not the QR code. */
function qrSlip(payload: string, margin = 4): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: 'png', margin, scale: 6 });
}

const reference = () => `E2E${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function memberPage(session: Session, route: string, viewport = PHONE): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await openLoggedIn(page, site, session, route);
  await page.getByRole('heading', { name: 'ฝาก - ถอน' }).waitFor();
  return page;
}

async function attachSlip(page: Page, slip: Buffer) {
  await page.getByLabel('แนบสลิป').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  await page.getByRole('img', { name: 'ตัวอย่างสลิปที่แนบ' }).waitFor();
  await page.locator('[role="status"]', { hasText: 'อัพโหลดสำเร็จ' }).waitFor();
}

/** The deposit panel opens on the QR form; the slip form is the other choice. */
async function chooseSlipForm(page: Page) {
  await page.getByRole('button', { name: 'แนบสลิปโอนเงิน' }).click();
}

async function fillDeposit(page: Page, amount: string, slip: Buffer) {
  await chooseSlipForm(page);
  await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill(amount);
  await attachSlip(page, slip);
}

const historyCard = (page: Page) => page.getByRole('region', { name: 'ประวัติการเงิน' });

describe('deposit', () => {
  it('a member deposits with a QR slip, sees it pending, staff approve it, and the credit rises', async () => {
    const member = await registerMember(site);
    const ref = reference();
    const page = await memberPage(member, '/transfer?type=deposit');

    await chooseSlipForm(page);
    await page
      .getByText('กสิกรไทย (KBANK)')
      .or(page.getByRole('group', { name: 'โอนเงินเข้าบัญชีนี้' }))
      .first()
      .waitFor();
    await fillDeposit(page, '1500', await qrSlip(slipPayload('014', ref)));
    await page.screenshot({ path: path.join(screenshots, 'wallet-deposit-flow-375.png'), fullPage: true });
    await page.getByRole('button', { name: 'แจ้งฝากเงิน' }).click();

    await page.getByText('ฝากเงินสำเร็จ').first().waitFor();
    const pending = historyCard(page).getByRole('listitem').first();
    await expect(pending.textContent()).resolves.toContain('1,500.00');
    await expect(pending.textContent()).resolves.toContain('กำลังทำรายการ...');
    await expect(page.getByRole('textbox', { name: 'จำนวนเงิน' }).inputValue()).resolves.toBe('');

    // Staff see the slip's reference and sending bank, and approve.
    const deposits = await callApi(site, 'GET', '/admin-api/deposits?status=pending', staff.token);
    const mine = deposits.data.find((row: { username: string }) => row.username === member.username);
    expect(mine.slip_check).toEqual({ status: 'read', reference: ref, sending_bank: { code: '014', short_name: 'SCB' }, duplicate: false });
    await callApi(site, 'POST', `/admin-api/deposits/${mine.id}/approve`, staff.token, {});

    await page.reload();
    await historyCard(page).getByText('ฝากเงินสำเร็จ').waitFor();
    await page.getByRole('region', { name: 'ยอดเงินคงเหลือ' }).getByText('1,500.00').waitFor();
    await page.getByLabel('เครดิต 1,500.00').waitFor();
    await page.close();
  });

  it('catches a reused slip: the same transfer screenshotted again is refused with its reference', async () => {
    const first = await registerMember(site);
    const ref = reference();
    await giveCredit(site, first, 100, await qrSlip(slipPayload('004', ref)));

    const second = await registerMember(site);
    const page = await memberPage(second, '/transfer');
    await fillDeposit(page, '100', await qrSlip(slipPayload('004', ref), 6));
    await page.getByRole('button', { name: 'แจ้งฝากเงิน' }).click();

    await page.getByText('ฝากเงินไม่สำเร็จ').first().waitFor();
    await page.getByText(`สลิปเลขอ้างอิง ${ref} ถูกใช้แจ้งฝากเงินแล้ว`).waitFor();
    await historyCard(page).getByText('ยังไม่มีรายการ').waitFor();
    await page.close();
  });

  it('takes a slip without a QR code, marked for staff', async () => {
    const member = await registerMember(site);
    const page = await memberPage(member, '/transfer');
    await fillDeposit(page, '20', uniquePng());
    await page.getByRole('button', { name: 'แจ้งฝากเงิน' }).click();
    await page.getByText('ฝากเงินสำเร็จ').first().waitFor();

    const deposits = await callApi(site, 'GET', '/admin-api/deposits?status=pending', staff.token);
    const mine = deposits.data.find((row: { username: string }) => row.username === member.username);
    expect(mine.slip_check).toMatchObject({ status: 'unreadable', reference: null });
    await page.close();
  });
});

describe('withdraw', () => {
  it('opens from /transfer?type=withdraw, sets the PIN first, refuses 49, more than the credit and a wrong PIN, and a valid one lowers the credit at once', async () => {
    const member = await registerMember(site, { withPin: false });
    await giveCredit(site, member, 500);
    const page = await memberPage(member, '/transfer?type=withdraw');
    const panel = page.getByRole('region', { name: 'ถอนเงิน' });
    await panel.waitFor();
    await page.getByLabel('เครดิต 500.00').waitFor();

    // Set on the first withdrawal, with the account's password.
    await panel.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
    await panel.getByLabel('รหัส PIN ถอนเงิน', { exact: true }).fill(MEMBER_PIN);
    await panel.getByLabel('ยืนยันรหัส PIN ถอนเงิน').fill(MEMBER_PIN);
    await panel.getByRole('button', { name: 'ตั้งรหัส PIN' }).click();
    await page.getByText('ตั้งรหัส PIN ถอนเงินสำเร็จ').first().waitFor();

    const amount = panel.getByRole('textbox', { name: 'จำนวนเงิน' });
    const pin = panel.getByLabel('รหัส PIN ถอนเงิน', { exact: true });
    const submit = panel.getByRole('button', { name: 'แจ้งถอนเงิน' });
    await pin.fill(MEMBER_PIN);
    await amount.fill('49');
    await submit.click();
    await panel.getByText('จำนวนเงินถอนขึ้นต่ำ 50 บาท').waitFor();
    await amount.fill('500.01');
    await submit.click();
    await panel.getByText('จำนวนเงินไม่พอในการถอน').waitFor();

    await amount.fill('120');
    await pin.fill('000000');
    await submit.click();
    await panel.getByText('รหัส PIN ถอนเงินไม่ถูกต้อง เหลืออีก 4 ครั้ง').waitFor();
    await page.getByLabel('เครดิต 500.00').waitFor();
    await page.screenshot({ path: path.join(screenshots, 'wallet-withdraw-wrong-pin-375.png'), fullPage: true });

    await pin.fill(MEMBER_PIN);
    await submit.click();
    await page.getByText('สร้างรายการถอนสำเร็จ').first().waitFor();
    await page.getByLabel('เครดิต 380.00').waitFor();
    await page.getByRole('region', { name: 'ยอดเงินคงเหลือ' }).getByText('380.00').waitFor();
    await panel.getByText('วันนี้ถอนไปแล้ว 1/15 ครั้ง').waitFor();
    const newest = historyCard(page).getByRole('listitem').first();
    await expect(newest.textContent()).resolves.toMatch(/ถอนเงิน.*120\.00.*กำลังทำรายการ\.\.\./);
    await page.screenshot({ path: path.join(screenshots, 'wallet-withdraw-375.png'), fullPage: true });

    // The server refuses it too: only the one withdrawal was made.
    const statement = await callApi(site, 'POST', '/lto-public-api/transaction', member.token, { type: 'withdraw' });
    expect(statement.total).toBe(1);
    await page.close();
  });

  it('toggles between the panels by navigating, replacing history', async () => {
    const member = await registerMember(site);
    const page = await memberPage(member, '/transfer?type=deposit', DESKTOP);
    const before = await page.evaluate(() => window.history.length);
    await page.getByRole('group', { name: 'เลือกรายการ' }).getByRole('button', { name: 'ถอนเงิน' }).click();
    await page.getByRole('region', { name: 'ถอนเงิน' }).waitFor();
    expect(new URL(page.url()).search).toBe('?type=withdraw');
    expect(await page.evaluate(() => window.history.length)).toBe(before);
    await page.close();
  });
});

describe('screens', () => {
  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ])('deposit (with a slip preview), withdraw and history at %s px, with nothing wider than the screen', async (name, viewport) => {
    const member = await registerMember(site);
    await giveCredit(site, member, 2500);
    await callApi(site, 'POST', '/lto-public-api/withdraw', member.token, { amount: 300, pin: MEMBER_PIN });
    const page = await memberPage(member, '/transfer?type=deposit', viewport);
    await historyCard(page).getByText('ถอนเงิน').first().waitFor();
    await fillDeposit(page, '750', await qrSlip(slipPayload('002', reference())));
    await page.screenshot({ path: path.join(screenshots, `wallet-deposit-${name}.png`), fullPage: true });
    await historyCard(page).screenshot({ path: path.join(screenshots, `wallet-history-${name}.png`) });
    await page.getByRole('group', { name: 'เลือกรายการ' }).getByRole('button', { name: 'ถอนเงิน' }).click();
    await page.getByRole('region', { name: 'ถอนเงิน' }).getByText('วันนี้ถอนไปแล้ว 1/15 ครั้ง').waitFor();
    await page.screenshot({ path: path.join(screenshots, `wallet-withdraw-${name}.png`), fullPage: true });

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (viewport === DESKTOP) await historyCard(page).getByRole('table').waitFor();
    await page.close();
  });
});
