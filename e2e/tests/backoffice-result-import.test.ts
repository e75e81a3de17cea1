import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { callApi, fundedMember, memberCredit, openDailyRounds, openLoggedIn, type OpenRound, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Results imported from sources, in the back office on the real server: an admin gives a lottery
 * a source in แหล่งผลรางวัล; after the draw the server fetches it from a local server replaying
 * the source's answer (nothing leaves the machine), staff see the staged result beside the round
 * in งวดหวย with its source and confirm it (ยืนยันผล), and the member is paid. A source that
 * answers `{"status":"crash"}` raises the dashboard's alert instead.
 */
// The server under test fetches due rounds every second, and alerts on the first failure.
process.env.RESULT_POLL_SECONDS = '1';
process.env.RESULT_ALERT_AFTER_SECONDS = '0';
// The feed is a local server on 127.0.0.1, which a production server refuses as a source.
process.env.RESULT_SOURCE_ALLOW_PRIVATE = '1';

let site: RunningSite;
let browser: Browser;
let admin: Session;
let openRounds: OpenRound[];

/** Bangkok's calendar date now: a round whose draw is moved to now is of this date. */
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const RESULT = { '3top': '312', '2top': '12', '2bottom': '45' };

/** The source's answers: this site's own format for the day's draw, and a crashing source. */
let feed: http.Server;
let feedUrl: string;
beforeAll(async () => {
  feed = http.createServer((request, response) => {
    const body =
      request.url === '/feed/hanoi'
        ? { draw_date: bangkokToday(), result: RESULT }
        : { status: 'crash', response: 'api cannot fulfill your request at this time' };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
});
afterAll(async () => {
  feed.closeAllConnections();
  await new Promise((resolve) => feed.close(resolve));
});

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  openRounds = await openDailyRounds(site, admin.token);
  expect(openRounds.length).toBeGreaterThanOrEqual(2);
});

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 20_000 });
}

/** Closes the round and sets its draw to now: the server's next tick fetches its sources. */
async function drawNow(round: OpenRound): Promise<void> {
  const closeAt = new Date(Date.now() + 1500).toISOString();
  await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, admin.token, { close_at: closeAt, draw_at: closeAt });
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshots, name), fullPage: true });
}

it('an admin sets a source; staff see the staged result with its source beside the round and confirm it', async () => {
  const round = openRounds[0]!;
  const adminPage = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await openLoggedIn(adminPage, site, admin, '/backoffice/result-sources');
  const card = adminPage.getByRole('region', { name: `แหล่งผลของ ${round.name}`, exact: true });
  await expectText(card, 'ยังไม่ได้ตั้งแหล่งผล');
  await card.getByRole('button', { name: 'เพิ่มแหล่ง' }).click();
  await card.getByRole('button', { name: 'บันทึก' }).click();
  await expectText(card, 'กรอก URL ของแหล่งผล');
  await card.getByLabel('URL').fill(`${feedUrl}/feed/hanoi`);
  await card.getByLabel('รูปแบบ').selectOption('site');
  await card.getByRole('button', { name: 'บันทึก' }).click();
  await expectText(adminPage.locator('body'), 'บันทึกแหล่งผลแล้ว');
  await shoot(adminPage, 'backoffice-result-sources-375.png');
  await adminPage.close();

  const member = await fundedMember(site, 1000);
  const bet = { round_id: round.round_id, place_bet: [{ round_id: round.round_id, type: 'top_two', number: '12', amount: 10, rate: 90 }] };
  await callApi(site, 'POST', '/lto-public-api/lotto/place_bet', member.token, bet, { 'Idempotency-Key': randomUUID() });
  await drawNow(round);

  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openLoggedIn(staff, site, admin, `/backoffice/rounds?lottery=${round.code}&date=${bangkokToday()}`);
  const row = staff.getByRole('row', { name: `${round.name} งวด ${bangkokToday()}` });
  await expectText(row, 'ปิดรับแล้ว รอผล');
  const staged = row.getByLabel('ผลที่ดึงมา');
  // The first tick after the draw stages it; the page shows it once reloaded.
  for (let tries = 0; tries < 20 && !(await staged.count()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await staff.reload();
  }
  await expectText(staged, 'รอยืนยันผล');
  await expectText(staged, '3 ตัวบน 312');
  await expectText(staged, `จาก 127.0.0.1:${new URL(feedUrl).port} (รูปแบบของเว็บ)`);
  await expectText(row, '1 รายการ · ถูก 0 · แทง 10.00 · จ่าย 0.00 บาท');
  await shoot(staff, 'backoffice-result-import-1280.png');
  await staff.setViewportSize({ width: 375, height: 812 });
  await shoot(staff, 'backoffice-result-import-375.png');
  await staff.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('button', { name: 'ยืนยันผล' }).click();
  const question = staff.getByRole('alertdialog');
  await expectText(question, 'ออกผล 3 ตัวบน 312');
  await question.getByRole('button', { name: 'ตกลง' }).click();
  await expectText(staff.getByRole('status', { name: 'ผลการบันทึก' }), 'ยืนยันผลแล้ว: ถูกรางวัล 1 จาก 1 รายการ จ่าย 900.00 บาท');
  await expectText(row, 'ออกผลแล้ว');
  expect(await memberCredit(site, member)).toBe(990 + 900);
  await staff.close();
});

it('a source that crashes raises the alert on the dashboard, and nothing settles', async () => {
  const round = openRounds[1]!;
  await callApi(site, 'PUT', `/admin-api/result-sources/${round.code}`, admin.token, {
    sources: [{ url: `${feedUrl}/feed/crash`, format: 'glo' }],
  });
  await drawNow(round);

  const staff = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await openLoggedIn(staff, site, admin, '/backoffice');
  const alert = staff.getByRole('alert', { name: 'แจ้งเตือนผลรางวัล' });
  await expectText(alert, `${round.name} งวด ${bangkokToday()}: ดึงผลไม่สำเร็จ`);
  await shoot(staff, 'backoffice-result-alert-375.png');
  await staff.setViewportSize({ width: 1280, height: 900 });
  await shoot(staff, 'backoffice-result-alert-1280.png');
  const rounds = await callApi(site, 'GET', `/admin-api/rounds?lottery_code=${round.code}&date=${bangkokToday()}`, admin.token);
  expect(rounds.data.find((item: { id: number }) => String(item.id) === String(round.round_id))).toMatchObject({
    state: 'closed',
    result: null,
  });
  await staff.close();
});
