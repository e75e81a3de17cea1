import type { Browser, Locator, Page } from 'playwright-core';
import { callApi, fundedMember, memberCredit, openDailyRounds, openLoggedIn, type OpenRound, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { setUpSite } from '../src/suite';

/**
 * The pad as members of peer sites use it (docs/screens.md#the-pads-peer-site-tools), on the real server: a saved slip loaded
 * into another lottery's round, แทงซ้ำ, a pasted slip, a number near its cap and a round not yet
 * open. One site for the whole file: each test bets on a round or numbers of its own.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
let openRounds: OpenRound[];

interface ListedRound extends OpenRound {
  start_at: string;
  end_at: string;
}

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  openRounds = await openDailyRounds(site, admin.token);
  expect(openRounds.length).toBeGreaterThanOrEqual(3);
});

const betPath = (round: OpenRound) => `/lotto/bet/type-a/${round.type}/${round.code}/${round.round_id}`;

/** The time a screen shows for a round's opening: Bangkok, `YYYY-MM-DD HH:mm:ss`. */
const bangkokTime = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

async function newPage(member: Session, path: string, width = 375): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 812 } });
  await openLoggedIn(page, site, member, path);
  return page;
}

/** The state on screen at 375 and at 1280 px, for people to look at (e2e/screenshots). */
async function shoot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize()!;
  for (const shotWidth of [375, 1280]) {
    await page.setViewportSize({ width: shotWidth, height: 812 });
    // From the top: a full-page shot taken scrolled down paints the fixed header over the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `screenshots/pad-${name}-${shotWidth}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height });
}

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

const pad = (page: Page) => page.getByRole('group', { name: 'ใส่เลข' });
/** The numbers of one bet type in the cart, once it shows the first (the cart paints after the toast). */
async function cartNumbers(page: Page, type: string): Promise<string[]> {
  const numbers = page.getByRole('region', { name: type }).locator('li strong');
  await numbers.first().waitFor();
  return numbers.allInnerTexts();
}

/** Picks one bet type unless chosen (replacing the one chosen), types the number on the pad and adds it. */
async function addNumber(page: Page, typeLabel: string, number: string): Promise<void> {
  const typeButton = page.getByRole('group', { name: 'ประเภทการแทง' }).getByRole('button', { name: new RegExp(`^${typeLabel} `) });
  if ((await typeButton.getAttribute('aria-pressed')) !== 'true') await typeButton.click();
  for (const digit of number) await pad(page).getByRole('button', { name: digit, exact: true }).click();
  await pad(page).getByRole('button', { name: 'เพิ่มเลข' }).click();
  await page
    .getByRole('region', { name: typeLabel })
    .getByRole('textbox', { name: `จำนวนเงิน ${number}` })
    .waitFor();
}

/** ส่งโพย, ยืนยัน and ตกลง. */
async function sendSlip(page: Page, total: string): Promise<void> {
  await page.getByRole('button', { name: 'ส่งโพย' }).click();
  const review = page.getByRole('dialog', { name: 'ตรวจสอบโพย' });
  await expectText(review.getByTestId('confirm-total'), total);
  await review.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByRole('alertdialog', { name: 'ยืนยันทำรายการ' }).getByRole('button', { name: 'ตกลง' }).click();
}

/** A lottery's round as bet_running lists it, open now: moved open by staff if its opening is still ahead. */
async function openRoundOf(code: string): Promise<ListedRound> {
  const running = await callApi(site, 'POST', '/lto-public-api/lotto/bet_running', admin.token);
  const round = (running.single as ListedRound[]).find((item) => item.code === code);
  if (!round) throw new Error(`bet_running lists no round of ${code}`);
  if (Date.parse(round.start_at) > Date.now()) {
    await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, admin.token, {
      open_at: new Date(Date.now() - 60_000).toISOString(),
    });
  }
  return round;
}

let savedInto: OpenRound;
let rebetMember: Session;

it("saves a slip of the government lottery, loads it into a daily lottery's round with the line it lacks reported, and sends it", async () => {
  const member = await fundedMember(site, 1000);
  const government = await openRoundOf('government');
  const page = await newPage(member, betPath(government));
  await addNumber(page, '4 ตัวบน', '1234');
  await addNumber(page, '2 ตัวบน', '12');
  await page.getByRole('group', { name: 'ใส่ราคาทั้งหมด' }).getByRole('button', { name: '10', exact: true }).click();
  await expectText(page.getByTestId('cart-total'), '20.00');

  await page.getByRole('button', { name: 'บันทึกโพย' }).click();
  const nameBox = page.getByRole('dialog', { name: 'บันทึกโพย' });
  await nameBox.getByRole('button', { name: 'ตกลง' }).click();
  await expectText(nameBox, 'กรุณาตั้งชื่อโพย');
  await shoot(page, 'save-name-required');
  await nameBox.getByRole('textbox', { name: 'ชื่อโพย' }).fill('โพยประจำ');
  await nameBox.getByRole('button', { name: 'ตกลง' }).click();
  await page.getByText('บันทึกโพยสำเร็จ').waitFor();

  savedInto = openRounds[0]!;
  await page.goto(site.url + betPath(savedInto));
  await page.getByRole('button', { name: 'โพยที่บันทึก' }).click();
  const saved = page.getByRole('dialog', { name: 'โพยที่บันทึก' });
  const item = saved.getByRole('listitem', { name: 'โพยประจำ' });
  await expectText(item, '2 รายการ');
  await shoot(page, 'saved-slips');
  await item.getByRole('button', { name: 'ใส่ในโพย' }).click();
  await page.getByText('หวยนี้ไม่รับแทงประเภทของ 1 รายการ จึงไม่ได้ใส่ในโพย: 1234 (4 ตัวบน)').waitFor();
  await page.getByText('ใส่ 1 รายการลงในโพยแล้ว').waitFor();
  await saved.waitFor({ state: 'detached' });
  expect(await cartNumbers(page, '2 ตัวบน')).toEqual(['12']);
  expect(await page.getByRole('region', { name: '4 ตัวบน' }).count()).toBe(0);
  expect(await page.getByRole('textbox', { name: 'จำนวนเงิน 12' }).inputValue()).toBe('10');
  await shoot(page, 'saved-slip-loaded');

  await sendSlip(page, '10.00');
  await page.waitForURL('**/lotto/transaction');
  await page.getByText('เดิมพันสำเร็จ').waitFor();
  expect(await memberCredit(site, member)).toBe(990);
  rebetMember = member;
  await page.close();
});

it("แทงซ้ำ on a slip of /lotto/transaction fills the cart of its lottery's open round, which sends", async () => {
  const page = await newPage(rebetMember, '/lotto/transaction');
  const slip = page.getByRole('listitem', { name: new RegExp(savedInto.name) });
  await expectText(slip, '10.00');
  await shoot(page, 'rebet-button');
  await slip.getByRole('button', { name: 'แทงซ้ำ' }).click();
  await page.waitForURL(`**${betPath(savedInto)}`);
  await page.getByText('ใส่ 1 รายการลงในโพยแล้ว').waitFor();
  expect(await cartNumbers(page, '2 ตัวบน')).toEqual(['12']);
  expect(await page.getByRole('textbox', { name: 'จำนวนเงิน 12' }).inputValue()).toBe('10');
  await shoot(page, 'rebet-cart');
  await sendSlip(page, '10.00');
  await page.waitForURL('**/lotto/transaction');
  await page.getByText('เดิมพันสำเร็จ').waitFor();
  expect(await memberCredit(site, rebetMember)).toBe(980);
  await page.close();
});

/** Ten lines as members of peer sites write them; lines 5 and 7 cannot go into a daily lottery's cart. */
const PASTED = [
  '123=10*10',
  '12 บน 20 ล่าง 20',
  '5 วิ่ง 10',
  '47 74=5',
  '12345=10',
  '๘๙=20*10',
  '789 ท้าย 10',
  '36 ล่าง 50',
  '58=10',
  '9 วิ่ง 5',
].join('\n');

it('วางโพย: ten pasted lines previewed with their readings and two errors; the confirm puts twelve lines in the cart, which sends', async () => {
  const member = await fundedMember(site, 1000);
  const round = openRounds[1]!;
  const page = await newPage(member, betPath(round));
  await page.getByRole('button', { name: 'วางโพย' }).click();
  const dialog = page.getByRole('dialog', { name: 'วางโพย' });
  await dialog.getByRole('textbox', { name: 'ข้อความโพย' }).fill(PASTED);
  const rows = dialog.getByRole('row');
  await expectText(dialog.getByRole('status'), 'อ่านไม่ได้ 2 บรรทัด จะไม่ใส่ในโพย');
  const cells = await rows.evaluateAll((found) =>
    found.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
  );
  expect(cells).toEqual([
    ['1', '123=10*10', '123 3 ตัวบน 10.00, 123 3 ตัวโต๊ด 10.00'],
    ['2', '12 บน 20 ล่าง 20', '12 2 ตัวบน 20.00, 12 2 ตัวล่าง 20.00'],
    ['3', '5 วิ่ง 10', '5 วิ่งบน 10.00'],
    ['4', '47 74=5', '47 2 ตัวบน 5.00, 74 2 ตัวบน 5.00'],
    ['5', '12345=10', 'เลข 12345 ยาวเกิน 4 หลัก'],
    ['6', '๘๙=20*10', '89 2 ตัวบน 20.00, 89 2 ตัวล่าง 10.00'],
    ['7', '789 ท้าย 10', 'หวยนี้ไม่เปิดรับ ท้าย 3 ตัว'],
    ['8', '36 ล่าง 50', '36 2 ตัวล่าง 50.00'],
    ['9', '58=10', '58 2 ตัวบน 10.00'],
    ['10', '9 วิ่ง 5', '9 วิ่งบน 5.00'],
  ]);
  // Nothing reaches the cart before the confirm.
  expect(await page.getByRole('region', { name: '2 ตัวบน' }).count()).toBe(0);
  await shoot(page, 'paste-preview');

  await dialog.getByRole('button', { name: 'ใส่ในโพย 12 รายการ' }).click();
  await page.getByText('ใส่ 12 รายการลงในโพยแล้ว').waitFor();
  expect(await cartNumbers(page, '2 ตัวบน')).toEqual(['12', '47', '74', '89', '58']);
  expect(await cartNumbers(page, '2 ตัวล่าง')).toEqual(['12', '89', '36']);
  expect(await cartNumbers(page, '3 ตัวบน')).toEqual(['123']);
  await expectText(page.getByTestId('cart-total'), '175.00');
  await shoot(page, 'paste-cart');
  await sendSlip(page, '175.00');
  await page.waitForURL('**/lotto/transaction');
  await page.getByText('เดิมพันสำเร็จ').waitFor();
  expect(await memberCredit(site, member)).toBe(825);
  await page.close();
});

it("a number near its cap shows รับได้อีก with what it can still take, one far from it does not, and a stake above it is refused with the server's message", async () => {
  const round = openRounds[0]!;
  await callApi(site, 'POST', '/admin-api/limited-numbers', admin.token, {
    lottery_code: round.code,
    round_id: Number(round.round_id),
    type: 'top_two',
    number: '63',
    stake_cap: 500,
  });
  const other = await fundedMember(site, 1000);
  const { rate } = await callApi(site, 'POST', '/lto-public-api/lotto/number_paid', other.token, {
    round_id: round.round_id,
    type: 'top_two',
    number: '63',
  });
  await callApi(site, 'POST', '/lto-public-api/lotto/place_bet', other.token, {
    round_id: round.round_id,
    place_bet: [{ round_id: round.round_id, type: 'top_two', number: '63', amount: 420, rate }],
  });

  const member = await fundedMember(site, 1000);
  const page = await newPage(member, betPath(round));
  const padTerms = page.getByRole('list', { name: 'อัตราจ่ายของเลขที่เพิ่งใส่' });
  await addNumber(page, '2 ตัวบน', '63');
  await expectText(padTerms, 'รับได้อีก 80.00');
  await addNumber(page, '2 ตัวบน', '64');
  await expectText(padTerms, '64');
  expect(await padTerms.innerText()).not.toContain('รับได้อีก');
  const lines = page.getByRole('region', { name: '2 ตัวบน' }).getByRole('listitem');
  await expectText(lines.filter({ hasText: '63' }), 'รับได้อีก 80.00');
  expect(await lines.filter({ hasText: '64' }).innerText()).not.toContain('รับได้อีก');
  await page.getByRole('button', { name: 'ลบ 64' }).click();
  await page.getByRole('textbox', { name: 'จำนวนเงิน 63' }).fill('100');
  await expectText(page.getByTestId('cart-total'), '100.00');
  await shoot(page, 'near-cap');

  await sendSlip(page, '100.00');
  await page.getByText('เลข 63 รับแทงได้อีกไม่เกิน 80.00 บาท').waitFor();
  expect(page.url()).toContain(betPath(round));
  expect(await memberCredit(site, member)).toBe(1000);
  await shoot(page, 'near-cap-refused');
  await page.close();
});

it("a round not yet open says ยังไม่เปิดรับแทง with its opening time: its card's button is disabled and its bet screen has no pad", async () => {
  const round = openRounds[2]!;
  const running = await callApi(site, 'POST', '/lto-public-api/lotto/bet_running', admin.token);
  const listed = (running.single as ListedRound[]).find((item) => item.round_id === round.round_id)!;
  const opensAt = new Date(Date.parse(listed.end_at) - 60_000).toISOString();
  await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, admin.token, { open_at: opensAt });

  const member = await fundedMember(site, 100);
  const page = await newPage(member, '/lotto/all');
  const card = page.getByRole('article', { name: round.name, exact: true });
  const button = card.getByRole('button', { name: 'ยังไม่เปิดรับแทง' });
  await button.waitFor();
  expect(await button.isDisabled()).toBe(true);
  await expectText(card, `เปิดรับ ${bangkokTime(opensAt)}`);
  expect(await card.getByRole('button', { name: 'แทงหวย' }).count()).toBe(0);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'not-yet-open-card');

  await page.goto(site.url + betPath(round));
  await expectText(page.getByRole('status'), `ยังไม่เปิดรับแทง เปิดรับ ${bangkokTime(opensAt)}`);
  expect(await pad(page).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'ส่งโพย' }).count()).toBe(0);
  await shoot(page, 'not-yet-open-bet');
  await page.close();
});
