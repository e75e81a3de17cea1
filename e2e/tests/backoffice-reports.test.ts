import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, fundedMember, memberCredit, openDailyRounds, openLoggedIn, type OpenRound, type Session, MEMBER_PIN } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * The operator's day in Chromium (docs/money.md#reports): an admin sets stake bands on the rates screen, the
 * pad's confirm modal shows the band's rate for a big stake and the settled line pays it; then
 * the day's report (รายงาน) and its CSV show the day's stakes, cancels, prizes and money, which
 * are the amounts this file moved (the site is this file's alone) and what the members' credits say.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
let round: OpenRound;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** Every baht this file moves, as the ledger should sum them. */
const moved = { stakes: 0, cancelled: 0, prizes: 0, deposits: 0, withdrawals: 0 };

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  const [first] = await openDailyRounds(site, admin.token);
  if (!first) throw new Error('no daily lottery has an open round');
  round = first;
});

async function funded(baht: number): Promise<Session> {
  moved.deposits += baht;
  return fundedMember(site, baht);
}

async function snapBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(screenshots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(screenshots, `${name}-375.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

it('a stake band set on the rates screen changes the rate the confirm modal shows and the prize of the settled line', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await openLoggedIn(page, site, admin, `/backoffice/rates?lottery=${round.code}`);
  const bands = page.getByRole('region', { name: 'อัตราจ่ายตามยอดแทง' });
  await bands.getByLabel('ประเภท').selectOption({ label: '2 ตัวบน' });
  await bands.getByRole('button', { name: 'เพิ่มช่วง' }).click();
  await bands.getByLabel('ถึง (บาท) 1').fill('50');
  await bands.getByRole('button', { name: 'เพิ่มช่วง' }).click();
  expect(await bands.getByLabel('ยอดแทงตั้งแต่ (บาท) 2').inputValue()).toBe('50.01');
  await bands.getByLabel('อัตราจ่าย 2').fill('70');
  await bands.getByRole('button', { name: 'บันทึก' }).click();
  await page.getByText('บันทึกอัตราจ่ายตามยอดแทงสำเร็จ มีผลกับโพยใหม่เท่านั้น').waitFor();
  await snapBoth(page, 'backoffice-stake-bands');
  await page.close();

  const member = await funded(1000);
  const bet = await browser.newPage({ viewport: PHONE });
  await openLoggedIn(bet, site, member, `/lotto/bet/type-a/${round.type}/${round.code}/${round.round_id}`);
  await bet
    .getByRole('group', { name: 'ประเภทการแทง' })
    .getByRole('button', { name: /^2 ตัวบน / })
    .click();
  const pad = bet.getByRole('group', { name: 'ใส่เลข' });
  await pad.getByRole('button', { name: '1', exact: true }).click();
  await pad.getByRole('button', { name: '2', exact: true }).click();
  await pad.getByRole('button', { name: 'เพิ่มเลข' }).click();
  await bet.getByRole('region', { name: '2 ตัวบน' }).getByRole('textbox', { name: 'จำนวนเงิน 12' }).fill('100');
  await bet.getByTestId('cart-total').filter({ hasText: '100.00' }).waitFor();
  // The pad prices the line again at its stake: 100 baht is in the second band.
  await bet.getByRole('region', { name: '2 ตัวบน' }).getByText('จ่าย 70').waitFor();
  await bet.getByRole('button', { name: 'ส่งโพย' }).click();
  const review = bet.getByRole('dialog', { name: 'ตรวจสอบโพย' });
  const line = review.locator('tr', { hasText: '12' }).first();
  await line.getByText('7,000.00').waitFor();
  expect(await line.locator('td').nth(2).innerText()).toMatch(/^70\b/);
  await snapBoth(bet, 'betting-confirm-stake-band');
  await review.getByRole('button', { name: 'ยืนยัน' }).click();
  await bet.getByRole('alertdialog', { name: 'ยืนยันทำรายการ' }).getByRole('button', { name: 'ตกลง' }).click();
  await bet.waitForURL('**/lotto/transaction');
  moved.stakes += 100;
  await bet.close();

  // A second slip, cancelled: its stake comes back.
  const placed = await callApi(site, 'POST', '/lto-public-api/lotto/place_bet', member.token, {
    round_id: round.round_id,
    place_bet: [{ type: 'top_two', number: '34', amount: 20, rate: 90, round_id: round.round_id }],
  });
  await callApi(site, 'POST', '/lto-public-api/lotto/cancel_order', member.token, { slip_id: placed.slip_id });
  moved.stakes += 20;
  moved.cancelled += 20;

  const past = new Date(Date.now() + 3000).toISOString();
  await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, admin.token, { close_at: past, draw_at: past });
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const settled = await callApi(site, 'POST', `/admin-api/rounds/${round.round_id}/result`, admin.token, {
    '3top': '112',
    '2top': '12',
    '2bottom': '45',
  });
  expect(settled.prize).toBe(7000);
  moved.prizes += 7000;
  expect(await memberCredit(site, member)).toBe(1000 - 100 + 7000);

  const withdrawal = await callApi(site, 'POST', '/lto-public-api/withdraw', member.token, { amount: 300, pin: MEMBER_PIN });
  await callApi(site, 'POST', `/admin-api/withdrawals/${String(withdrawal._id).replace('withdraw-', '')}/approve`, admin.token, {});
  moved.withdrawals += 300;
  expect(await memberCredit(site, member)).toBe(1000 - 100 + 7000 - 300);
});

it("the day's report and its CSV show the day's stakes, cancels, prizes, deposits and withdrawals", async () => {
  const net = moved.stakes - moved.cancelled - moved.prizes;
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const report = await callApi(site, 'GET', `/admin-api/reports?from=${today}&to=${today}&by=day`, admin.token);
  expect(report.totals).toEqual({ ...moved, net });

  const page = await browser.newPage({ viewport: DESKTOP });
  await openLoggedIn(page, site, admin, '/backoffice');
  await page.getByRole('link', { name: 'รายงาน' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'รายงาน' }).waitFor();
  const table = page.getByRole('table', { name: 'รายงาน' });
  const money = (baht: number) => baht.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dayRow = table.locator('tbody tr', { hasText: today });
  await dayRow.waitFor();
  expect((await dayRow.locator('td').allInnerTexts()).map((text) => text.trim())).toEqual([
    today,
    money(moved.stakes),
    money(moved.cancelled),
    money(moved.prizes),
    money(net),
    money(moved.deposits),
    money(moved.withdrawals),
  ]);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ดาวน์โหลด CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const figures = [moved.stakes, moved.cancelled, moved.prizes, net, moved.deposits, moved.withdrawals]
    .map((baht) => baht.toFixed(2))
    .join(',');
  expect(csv).toBe(
    `\uFEFFวัน,ยอดแทงทั้งหมด (รวมที่ยกเลิก),ยอดยกเลิก,ยอดจ่ายรางวัล,กำไรสุทธิ,ยอดฝากที่อนุมัติ,ยอดถอนที่อนุมัติ\n${today},${figures}\nรวม,${figures}\n`,
  );

  await page.getByLabel('แยกตาม').selectOption({ label: 'หวย' });
  await page.getByRole('button', { name: 'แสดงรายงาน' }).click();
  await table.locator('tbody tr', { hasText: round.name }).waitFor();
  await snapBoth(page, 'backoffice-reports');
  await page.close();
});
