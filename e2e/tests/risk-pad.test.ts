import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, fundedMember, openDailyRounds, openLoggedIn, type OpenRound, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * A round's risk budget as a member meets it on the pad (docs/lottery-rules.md#risk-by-liability):
 * a stake that would take an outcome past the budget is refused with what still fits, a smaller
 * one is accepted, and once the outcome is full its numbers come back closed when added.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
let round: OpenRound;

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  const [open] = await openDailyRounds(site, admin.token);
  expect(open).toBeDefined();
  round = open!;
});

const betPath = ({ type, code, round_id }: OpenRound) => `/lotto/bet/type-a/${type}/${code}/${round_id}`;

const chooseTopThree = (page: Page) =>
  page
    .getByRole('group', { name: 'ประเภทการแทง' })
    .getByRole('button', { name: /^3 ตัวบน / })
    .click();

async function addNumber(page: Page, digits: string): Promise<void> {
  const pad = page.getByRole('group', { name: 'ใส่เลข' });
  for (const digit of digits) await pad.getByRole('button', { name: digit, exact: true }).click();
  await pad.getByRole('button', { name: 'เพิ่มเลข' }).click();
}

async function sendSlip(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'ส่งโพย' }).click();
  await page.getByRole('dialog', { name: 'ตรวจสอบโพย' }).getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByRole('alertdialog', { name: 'ยืนยันทำรายการ' }).getByRole('button', { name: 'ตกลง' }).click();
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });

it('refuses a stake over the budget with what fits, takes one that fits, then shows the full number closed', async () => {
  // 1,000 baht of loss on any one outcome.
  await callApi(site, 'PUT', `/admin-api/rounds/${round.round_id}/risk`, admin.token, { budget: 1000 });
  const first = await fundedMember(site, 1000);
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await openLoggedIn(page, site, first, betPath(round));

  await chooseTopThree(page);
  await addNumber(page, '123');
  const amount = page.getByRole('region', { name: '3 ตัวบน' }).getByRole('textbox', { name: 'จำนวนเงิน 123' });
  await amount.fill('5');
  await sendSlip(page);
  // 5 baht at 900 would lose 4,495; at 899 lost per baht, 1,000 / 899 = 1.11 baht fits.
  await toast(page, 'เกิดข้อผิดพลาดในการเดิมพัน: เลข 123 รับแทงได้อีกไม่เกิน 1.11 บาท');
  await page.screenshot({ path: path.join(screenshots, 'risk-pad-over-budget-375.png') });

  await amount.fill('1');
  await sendSlip(page);
  await toast(page, 'เดิมพันสำเร็จ');

  // 899 of the 1,000 is lost now: not even the smallest line on 123 fits.
  const second = await fundedMember(site, 1000);
  const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openLoggedIn(other, site, second, betPath(round));
  await chooseTopThree(other);
  await addNumber(other, '123');
  await toast(other, 'เลข 123 ปิดรับแทงแล้ว');
  await other.screenshot({ path: path.join(screenshots, 'risk-pad-closed-1280.png') });
  expect(await other.getByRole('region', { name: '3 ตัวบน' }).count()).toBe(0);
  await addNumber(other, '456');
  await other.getByRole('region', { name: '3 ตัวบน' }).getByRole('textbox', { name: 'จำนวนเงิน 456' }).waitFor();
});
