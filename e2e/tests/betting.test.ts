import type { Browser, Locator, Page } from 'playwright-core';
import {
  callApi,
  DEMO_ADMIN,
  fundedMember,
  login,
  memberCredit,
  openDailyRounds,
  openLoggedIn,
  type OpenRound,
  type Session,
} from '../src/api';
import type { RunningSite } from '../src/site';
import { setUpSite } from '../src/suite';

/**
 * A member bets from the site on the real server: the bet screen with a shortcut mode and a quick
 * amount, the two confirmations, the slips page, a cancel, a closed round, a settled slip, and a
 * double click that must place one slip.
 */
let site: RunningSite;
let browser: Browser;
/** Daily lotteries open now, one for each test that changes a round's times. */
let openRounds: OpenRound[];

setUpSite(async (started) => {
  ({ site, browser } = started);
  openRounds = await openDailyRounds(site, started.admin.token);
  expect(openRounds.length).toBeGreaterThanOrEqual(3);
});

const memberWithCredit = (baht: number) => fundedMember(site, baht);
const credit = (member: Session) => memberCredit(site, member);

const betPath = (round: (typeof openRounds)[number]) => `/lotto/bet/type-a/${round.type}/${round.code}/${round.round_id}`;

function newPage(width = 375): Promise<Page> {
  return browser.newPage({ viewport: { width, height: 812 } });
}

/** Picks 2 ตัวบน, turns กลับเลข on, enters 12 on the pad, adds it, and sets every amount to 10. */
async function fillCartWithReverse(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: 'ประเภทการแทง' })
    .getByRole('button', { name: /^2 ตัวบน / })
    .click();
  await page.getByRole('button', { name: 'กลับเลข' }).click();
  const pad = page.getByRole('group', { name: 'ใส่เลข' });
  await pad.getByRole('button', { name: '1', exact: true }).click();
  await pad.getByRole('button', { name: '2', exact: true }).click();
  await pad.getByRole('button', { name: 'เพิ่มเลข' }).click();
  const cart = page.getByRole('region', { name: '2 ตัวบน' });
  await cart.getByRole('textbox', { name: 'จำนวนเงิน 21' }).waitFor();
  await page.getByRole('group', { name: 'ใส่ราคาทั้งหมด' }).getByRole('button', { name: '10', exact: true }).click();
  await expectText(page.getByTestId('cart-total'), '20.00');
}

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function confirmSlip(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'ส่งโพย' }).click();
  const review = page.getByRole('dialog', { name: 'ตรวจสอบโพย' });
  await expectText(review.getByTestId('confirm-total'), '20.00');
  await review.getByRole('button', { name: 'ยืนยัน' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'ยืนยันทำรายการ' });
  await expectText(dialog, 'ต้องการส่งรายการใช่หรือไม่?');
  return dialog.getByRole('button', { name: 'ตกลง' });
}

it('bets with กลับเลข and the quick amount 10, lands on the slips page, and a cancel returns exactly the stake', async () => {
  const member = await memberWithCredit(1000);
  const round = openRounds[0]!;
  const page = await newPage();
  await openLoggedIn(page, site, member, '/lotto/all');
  const card = page.getByRole('article', { name: round.name, exact: true });
  await card.getByRole('button', { name: 'แทงหวย' }).click();
  await page.waitForURL(`**${betPath(round)}`);
  await fillCartWithReverse(page);
  expect(await page.getByRole('region', { name: '2 ตัวบน' }).locator('li strong').allInnerTexts()).toEqual(['12', '21']);
  await page.screenshot({ path: 'screenshots/betting-cart-375.png', fullPage: true });
  // The cart is kept across a reload.
  await page.reload();
  expect(await page.getByRole('region', { name: '2 ตัวบน' }).getByRole('textbox', { name: 'จำนวนเงิน 21' }).inputValue()).toBe('10');

  await (await confirmSlip(page)).click();
  await page.waitForURL('**/lotto/transaction');
  await page.getByText('เดิมพันสำเร็จ').waitFor();
  expect(await credit(member)).toBe(980);
  const slip = page.getByRole('listitem', { name: new RegExp(round.name) });
  await expectText(slip, 'รับแทง');
  await expectText(slip, '20.00');
  // A reload keeps nothing of the sent cart.
  await page.goto(site.url + betPath(round));
  await page.getByText('ยังไม่มีเลขในโพย').waitFor();

  await page.goto(site.url + '/lotto/transaction');
  await slip.getByRole('button', { name: 'คืนโพย' }).click();
  const question = page.getByRole('alertdialog');
  // The slip is named as the list shows it (lottery, draw date, time placed), not by its round alone.
  await question
    .filter({ hasText: new RegExp(`คุณต้องการคืนโพย ${round.name} งวด \\S+ วันที่ \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2} ใช่หรือไม \\?`) })
    .first()
    .waitFor({ timeout: 15_000 });
  await question.getByRole('button', { name: 'ตกลง' }).click();
  await page.getByText('คืนโพยสำเร็จ').waitFor();
  await expectText(slip, 'ยกเลิก');
  expect(await slip.getByRole('button', { name: 'คืนโพย' }).isDisabled()).toBe(true);
  expect(await credit(member)).toBe(1000);
  await page.close();
});

it('places one slip on a double click of ตกลง', async () => {
  const member = await memberWithCredit(500);
  const round = openRounds[0]!;
  const page = await newPage(1280);
  await openLoggedIn(page, site, member, betPath(round));
  await fillCartWithReverse(page);
  await (await confirmSlip(page)).dblclick();
  await page.waitForURL('**/lotto/transaction');
  await page.getByRole('button', { name: 'ดูโพย' }).first().waitFor();
  const history = await callApi(site, 'POST', '/lto-public-api/lotto/history', member.token, { name: '', status: '', page: 1, limit: 25 });
  expect(history.total).toBe(1);
  expect(await credit(member)).toBe(480);
  await page.close();
});

it('a closed round cannot be bet', async () => {
  const member = await memberWithCredit(100);
  const admin = await login(site, DEMO_ADMIN);
  const round = openRounds[1]!;
  // Closing in 30 s: the page is drawn before then even on a machine running three files at once.
  const closeAt = new Date(Date.now() + 30_000).toISOString();
  await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, admin.token, { close_at: closeAt, draw_at: closeAt });
  const page = await newPage();
  await openLoggedIn(page, site, member, '/lotto/all');
  const card = page.getByRole('article', { name: round.name, exact: true });
  await card.getByRole('button', { name: 'แทงหวย' }).waitFor();
  // The live countdown reaches the end: the card closes itself, its button disabled.
  await card.getByRole('button', { name: 'ปิดรับแทง' }).waitFor({ timeout: 45_000 });
  expect(await card.getByRole('button', { name: 'ปิดรับแทง' }).isDisabled()).toBe(true);
  await page.screenshot({ path: 'screenshots/betting-closed-card-375.png', fullPage: true });

  await page.goto(site.url + betPath(round));
  await page.getByText('งวดนี้ปิดรับแทงแล้ว หรือไม่มีงวดนี้').waitFor();
  expect(await page.getByRole('button', { name: 'ส่งโพย' }).count()).toBe(0);
  expect(await credit(member)).toBe(100);
  await page.close();
});

it('after staff record the result the slip shows its prize, the detail its drawn number, and the credit the prize', async () => {
  const member = await memberWithCredit(1000);
  const admin = await login(site, DEMO_ADMIN);
  const round = openRounds[2]!;
  const page = await newPage(1280);
  await openLoggedIn(page, site, member, betPath(round));
  await fillCartWithReverse(page);
  await (await confirmSlip(page)).click();
  await page.waitForURL('**/lotto/transaction');
  expect(await credit(member)).toBe(980);

  const closeAt = new Date(Date.now() + 1500).toISOString();
  await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, admin.token, { close_at: closeAt, draw_at: closeAt });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await callApi(site, 'POST', `/admin-api/rounds/${round.round_id}/result`, admin.token, { '3top': '312', '2top': '12', '2bottom': '45' });

  await page.reload();
  await page.getByRole('button', { name: 'ออกผลแล้ว' }).click();
  const row = page.getByRole('row', { name: new RegExp(round.name) });
  await expectText(row, 'ถูกรางวัล');
  await expectText(row, '900.00');
  await page.screenshot({ path: 'screenshots/betting-settled-1280.png', fullPage: true });
  await row.getByRole('button', { name: 'ดูโพย' }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(`^${round.name} งวด`) });
  const won = detail
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '12', exact: true }) })
    .first();
  await expectText(won, 'ถูกรางวัล');
  await expectText(won, '2 ตัวบน ออก 12');
  const lost = detail
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '21', exact: true }) })
    .first();
  await expectText(lost, 'ไม่ถูกรางวัล');
  await page.screenshot({ path: 'screenshots/betting-detail-1280.png' });
  expect(await credit(member)).toBe(980 + 900);
  await page.close();
});
