import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { callApi, fundedMember, memberCredit, openDailyRounds, openLoggedIn, type OpenRound, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * The back office's rounds and limits on the real server: staff record a closed round's result
 * from งวดหวย (the member's slip shows the prize), correct it (the prize moves to the other
 * member), and close numbers from เลขอั้น, by the form and by one click on the exposure (the
 * member's pad refuses them).
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
/** Daily lotteries open now with time to spare; a yeekee round's times cannot be moved by staff. */
let openRounds: OpenRound[];

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  openRounds = await openDailyRounds(site, admin.token);
  expect(openRounds.length).toBeGreaterThanOrEqual(2);
});

const memberWithCredit = (baht: number) => fundedMember(site, baht);
const credit = (member: Session) => memberCredit(site, member);

/** A slip of one 2 ตัวบน line of 10 baht at the round's rate, placed through the member's API. */
async function betTopTwo(member: Session, roundId: string, number: string): Promise<void> {
  const body = { round_id: roundId, place_bet: [{ round_id: roundId, type: 'top_two', number, amount: 10, rate: 90 }] };
  await callApi(site, 'POST', '/lto-public-api/lotto/place_bet', member.token, body, { 'Idempotency-Key': randomUUID() });
}

/** Bangkok's calendar date now: a round whose draw is moved to now is of this date. */
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** The member's slips page, settled filter: the slip of `name` with its status and prize. */
async function settledSlip(member: Session, name: string): Promise<{ page: Page; slip: Locator }> {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await openLoggedIn(page, site, member, '/lotto/transaction');
  await page.getByRole('button', { name: 'ออกผลแล้ว' }).click();
  return { page, slip: page.getByRole('row', { name: new RegExp(name) }).or(page.getByRole('listitem', { name: new RegExp(name) })) };
}

async function fillResult(dialog: Locator, result: Record<string, string>): Promise<void> {
  for (const [label, digits] of Object.entries(result)) await dialog.getByLabel(label, { exact: true }).fill(digits);
  await dialog.getByRole('button', { name: 'บันทึกผล' }).click();
}

it('records a result from งวดหวย, then corrects it: the prize moves to the new winner', async () => {
  const round = openRounds[0]!;
  const [first, second] = [await memberWithCredit(1000), await memberWithCredit(1000)];
  await betTopTwo(first, round.round_id, '12');
  await betTopTwo(second, round.round_id, '34');
  const closeAt = new Date(Date.now() + 1500).toISOString();
  await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, admin.token, { close_at: closeAt, draw_at: closeAt });
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openLoggedIn(staff, site, admin, `/backoffice/rounds?lottery=${round.code}&date=${bangkokToday()}`);
  const row = staff.getByRole('row', { name: `${round.name} งวด ${bangkokToday()}` });
  await expectText(row, 'ปิดรับแล้ว รอผล');
  await expectText(row, '2 รายการ · ถูก 0 · แทง 20.00 · จ่าย 0.00 บาท');
  await row.getByRole('button', { name: 'บันทึกผล' }).click();
  await fillResult(staff.getByRole('dialog'), { '3 ตัวบน': '312', '2 ตัวบน': '12', '2 ตัวล่าง': '45' });
  const outcome = staff.getByRole('status', { name: 'ผลการบันทึก' });
  await expectText(outcome, 'บันทึกผลแล้ว: ถูกรางวัล 1 จาก 2 รายการ จ่าย 900.00 บาท');
  await expectText(row, 'ออกผลแล้ว');
  await staff.screenshot({ path: path.join(screenshots, 'backoffice-rounds-1280.png'), fullPage: true });
  expect(await credit(first)).toBe(990 + 900);

  const winner = await settledSlip(first, round.name);
  await expectText(winner.slip, 'ถูกรางวัล');
  await expectText(winner.slip, '900.00');

  await row.getByRole('button', { name: 'แก้ไขผล' }).click();
  await fillResult(staff.getByRole('dialog'), { '3 ตัวบน': '534', '2 ตัวบน': '34' });
  const confirm = staff.getByRole('dialog', { name: 'ยืนยันแก้ไขผลรางวัล' });
  await expectText(confirm, '3 ตัวบน 312 · 2 ตัวบน 12 · 2 ตัวล่าง 45');
  await expectText(confirm, '3 ตัวบน 534 · 2 ตัวบน 34 · 2 ตัวล่าง 45');
  await staff.screenshot({ path: path.join(screenshots, 'backoffice-correction-1280.png') });
  await confirm.getByRole('button', { name: 'ตกลง' }).click();
  await expectText(outcome, 'แก้ไขผลแล้ว: ดึงรางวัลเดิมคืน 900.00 บาท จ่ายใหม่ 900.00 บาท (ถูก 1 รายการ) สมาชิกค้างชำระ 0 ราย');
  await expectText(row, 'ออกผลครั้งที่ 2');

  expect(await credit(first)).toBe(990);
  expect(await credit(second)).toBe(990 + 900);
  await winner.page.reload();
  await winner.page.getByRole('button', { name: 'ออกผลแล้ว' }).click();
  await expectText(winner.slip, 'ไม่ถูกรางวัล');
  const newWinner = await settledSlip(second, round.name);
  await expectText(newWinner.slip, 'ถูกรางวัล');
  await expectText(newWinner.slip, '900.00');
  await Promise.all([staff.close(), winner.page.close(), newWinner.page.close()]);
}, 120_000);

it('closes numbers from เลขอั้น, by the form and from the exposure, and the member pad refuses them', async () => {
  const round = openRounds[1]!;
  const member = await memberWithCredit(500);
  await betTopTwo(member, round.round_id, '77');

  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The round's own draw date: the page lists today's rounds, and an evening's open round may draw tomorrow.
  await openLoggedIn(staff, site, admin, `/backoffice/limits?lottery=${round.code}&date=${round.date}`);
  const form = staff.getByRole('region', { name: 'เพิ่มเลขอั้น' });
  await form.getByLabel('ประเภท').selectOption({ label: '2 ตัวบน' });
  await form.getByLabel('เลข', { exact: true }).fill('55');
  await form.getByRole('checkbox', { name: 'ปิดรับ' }).check();
  await form.getByRole('button', { name: 'บันทึก' }).click();
  const list = staff.getByRole('region', { name: 'เลขอั้นที่ตั้งไว้' });
  await list.getByRole('button', { name: 'ลบ 2 ตัวบน 55' }).waitFor();

  await staff.getByLabel('ใช้กับ').selectOption({ value: round.round_id });
  const exposure = staff.getByRole('region', { name: 'ยอดแทงต่อเลข' });
  const staked = exposure.getByRole('row', { name: '2 ตัวบน 77' });
  await expectText(staked, '900.00');
  await staked.getByRole('button', { name: 'ปิดรับ 2 ตัวบน 77' }).click();
  await list.getByRole('button', { name: 'ลบ 2 ตัวบน 77' }).waitFor();
  await staff.screenshot({ path: path.join(screenshots, 'backoffice-limits-1280.png'), fullPage: true });
  await staff.close();

  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await openLoggedIn(page, site, member, `/lotto/bet/type-a/${round.type}/${round.code}/${round.round_id}`);
  await page
    .getByRole('group', { name: 'ประเภทการแทง' })
    .getByRole('button', { name: /^2 ตัวบน / })
    .click();
  const pad = page.getByRole('group', { name: 'ใส่เลข' });
  for (const number of ['55', '77']) {
    for (const digit of number) await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'เพิ่มเลข' }).click();
    await page.getByText(`เลข ${number} ปิดรับแทงแล้ว`).waitFor();
  }
  await page.getByText('ยังไม่มีเลขในโพย').waitFor();
  await page.close();
}, 120_000);
