import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, fundedMember, login, openDailyRounds, openLoggedIn, type OpenRound, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * The back office's ความเสี่ยง screen on the real server in Chromium
 * (docs/lottery-rules.md#risk-by-liability): staff watch a round's worst outcome grow as a member
 * bets on numbers that win together, and an admin gives the round a budget of its own.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
let staff: Session;
let member: Session;
let round: OpenRound;

const STAFF = { username: `07${String(Date.now() % 100_000_000).padStart(8, '0')}`, password: 'staff1234' };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  const [open] = await openDailyRounds(site, admin.token);
  if (!open) throw new Error('No daily round is open with two minutes to go');
  round = open;
  await callApi(site, 'POST', '/admin-api/staff', admin.token, { ...STAFF, role: 'staff' });
  staff = await login(site, STAFF);
  member = await fundedMember(site, 1000);
});

/** One line of 10 baht at the lottery's rate, placed through the member's API as the pad places it. */
async function bet(type: string, number: string, rate: number): Promise<void> {
  const line = { round_id: round.round_id, type, number, amount: 10, rate };
  await callApi(
    site,
    'POST',
    '/lto-public-api/lotto/place_bet',
    member.token,
    { round_id: round.round_id, place_bet: [line] },
    {
      'Idempotency-Key': randomUUID(),
    },
  );
}

const worstRow = (page: Page, outcome: string) =>
  page.getByRole('table', { name: '20 ผลที่เสี่ยงที่สุด 3 ตัวบน' }).getByRole('row', { name: outcome, exact: true });

const cellsOf = (row: ReturnType<typeof worstRow>) => row.getByRole('cell').allTextContents();

/** The page is never wider than a 360 px phone: the grid and the tables scroll inside their own boxes. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function snap(page: Page, name: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    // From the top: a full-page shot of a scrolled page draws the sticky top bar and menu where it was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshots, `backoffice-risk-${name}-${viewport.width}.png`), fullPage: true });
  }
}

it("staff see a bet's outcome among the worst, and a correlated bet add to its liability after โหลดใหม่", async () => {
  await bet('top_three', '123', 900);
  const page = await browser.newPage({ viewport: DESKTOP });
  await openLoggedIn(page, site, staff, '/backoffice/risk');
  await page.getByRole('heading', { level: 1, name: 'ความเสี่ยง' }).waitFor();
  const roundName = `${round.name} งวด ${round.date}`;
  await page.getByRole('list', { name: 'งวดที่เปิดอยู่' }).getByRole('button', { name: roundName }).click();
  await page.getByRole('heading', { level: 2, name: roundName, exact: true }).waitFor();

  // 10 baht on 123 at 900: the house pays 9,000 if 123 is drawn, and has taken 10.
  await worstRow(page, '123').waitFor();
  expect(await cellsOf(worstRow(page, '123'))).toEqual(['123', '9,000.00', '8,990.00', 'ไม่จำกัด']);
  await page.getByRole('img', { name: '123: จ่าย 9,000.00 บาท' }).waitFor();
  await page.getByRole('img', { name: '124: จ่าย 0.00 บาท' }).waitFor();

  // 2 ตัวบน 23 wins on every x23, 123 among them: 9,000 + 10 × 90.
  await bet('top_two', '23', 90);
  await page.getByRole('button', { name: 'โหลดใหม่' }).click();
  await page.getByRole('img', { name: '123: จ่าย 9,900.00 บาท' }).waitFor();
  expect(await cellsOf(worstRow(page, '123'))).toEqual(['123', '9,900.00', '9,880.00', 'ไม่จำกัด']);
  expect(await cellsOf(worstRow(page, '023'))).toEqual(['023', '900.00', '880.00', 'ไม่จำกัด']);
  await page.getByText('ยอดแทงรวม: 20.00 บาท').waitFor();
  await page.getByText('เฉพาะผู้ดูแลระบบแก้ไขงบได้').waitFor();
  expect(await page.getByRole('button', { name: 'บันทึกงบของงวด' }).count()).toBe(0);

  await snap(page, 'staff');
  await expectNoSidewaysScroll(page);
  await page.close();
});

it('an admin sets the round a budget of its own and sees the worst outcome against it', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await openLoggedIn(page, site, admin, `/backoffice/risk?round=${round.round_id}`);
  await page.getByRole('heading', { level: 2, name: `${round.name} งวด ${round.date}`, exact: true }).waitFor();
  await page.getByLabel('งบของงวดนี้', { exact: true }).fill('50000');
  await page.getByRole('button', { name: 'บันทึกงบของงวด' }).click();
  await page.getByText('บันทึกงบความเสี่ยงของงวดแล้ว').first().waitFor();

  const budget = page.getByRole('region', { name: 'งบความเสี่ยงต่อผล' });
  await budget.getByText('50,000.00 บาท').first().waitFor();
  // 9,880 lost of 50,000: 19 %, rounded down.
  await worstRow(page, '123').getByText('19%', { exact: true }).waitFor();
  const chosen = page.getByRole('list', { name: 'งวดที่เปิดอยู่' }).getByRole('button', { pressed: true });
  await chosen.getByText('19% ของงบ').waitFor();

  await snap(page, 'admin');
  await expectNoSidewaysScroll(page);
  await page.close();
});
