import path from 'node:path';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { callApi, openLoggedIn, registerMember, requestDeposit, type Session } from '../src/api';
import { PUBLISHED_DRAW, type RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Yeekee played by the members on the real server: two members in two browsers shoot into one
 * round and see each other's shots live; the round closes, the server's scheduler draws it from
 * the shots, both boards show the same result and ตรวจสอบ recomputes it in each browser.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

setUpSite((started) => ({ site, browser, admin } = started), { serverEnv: PUBLISHED_DRAW });

interface YeekeeRound {
  round_id: string;
  code: string;
  type: string;
  start_at: string;
  end_at: string;
}

interface DrawnRound {
  round_id: string;
  result: Record<string, string>;
}

const mask = (username: string) => `${username.slice(0, 2)}x-xxx-${username.slice(-4)}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The yeekee round open now with a minute or more to go (waiting for the next one if this one is ending). */
async function openYeekeeRound(member: Session): Promise<YeekeeRound> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const running = await callApi<{ single: YeekeeRound[] }>(site, 'POST', '/lto-public-api/lotto/bet_running', member.token);
    const now = Date.now();
    const round = running.single.find(
      (item) => item.code === 'yeekee' && Date.parse(item.start_at) <= now && Date.parse(item.end_at) > now + 60_000,
    );
    if (round) return round;
    await pause(2000);
  }
  throw new Error('no yeekee round open with a minute to go');
}

/** Waits until the server's scheduler has drawn the round; answers its result as bet_result gives it. */
async function drawnResult(roundId: string): Promise<DrawnRound> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const items = await callApi<DrawnRound[]>(site, 'POST', '/lto-public-api/lotto/bet_result', null, { name: 'yeekee' });
    const drawn = items.find((item) => item.round_id === roundId);
    if (drawn) return drawn;
    await pause(2000);
  }
  throw new Error('the scheduler did not draw the yeekee round');
}

/** The live streams a page holds open now: each stream request it made and has not ended, by its path. */
const openStreams = new Map<Page, Set<string>>();

async function memberPage(member: Session, width: number, betPath: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const open = new Set<string>();
  openStreams.set(page, open);
  const streamPath = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname.endsWith('/stream') ? pathname + search : undefined;
  };
  page.on('request', (request) => {
    const stream = streamPath(request.url());
    if (stream) open.add(stream);
  });
  const ended = (request: Request) => {
    const stream = streamPath(request.url());
    if (stream) open.delete(stream);
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await openLoggedIn(page, site, member, betPath);
  return page;
}

const shootPanel = (page: Page) => page.getByRole('region', { name: 'ยิงเลข' });
const shotRow = (panel: Locator, number: string) =>
  panel.getByRole('list', { name: 'เลขที่ยิงแล้ว' }).getByRole('listitem').filter({ hasText: number });

/** Shoots in one page and waits for the shot in the other page's list. */
async function shootAndWatch(shooter: Page, number: string, viewer: Page): Promise<void> {
  const panel = shootPanel(shooter);
  await panel.getByLabel('เลข 5 หลักที่ต้องการยิง').fill(number);
  const button = panel.getByRole('button', { name: 'ยิงเลข' });
  await button.click();
  // Within 2 s of the click: the stream's delivery, not a reload or a poll.
  await shotRow(shootPanel(viewer), number).waitFor({ timeout: 2000 });
  await panel.getByRole('status').filter({ hasText: 'ยิงเลขสำเร็จ' }).waitFor();
}

it("shows each member the other's shots live, refuses a shot after close, and both boards verify the same draw", async () => {
  const first = await registerMember(site);
  const second = await registerMember(site);
  const round = await openYeekeeRound(first);
  const betPath = `/lotto/bet/type-a/${round.type}/${round.code}/${round.round_id}`;
  const phone = await memberPage(first, 375, betPath);
  const desktop = await memberPage(second, 1280, betPath);
  for (const page of [phone, desktop]) await shootPanel(page).getByText('ยังไม่มีผู้ยิงเลขในรอบนี้').waitFor();

  await shootAndWatch(phone, '12345', desktop);
  expect(await shotRow(shootPanel(desktop), '12345').innerText()).toContain(mask(first.username));
  await shootAndWatch(desktop, '54321', phone);
  expect(await shotRow(shootPanel(phone), '54321').innerText()).toContain(mask(second.username));
  // Newest first, with the count and the running sum, on both boards.
  for (const page of [phone, desktop]) {
    const rows = await shootPanel(page).getByRole('list', { name: 'เลขที่ยิงแล้ว' }).getByRole('listitem').allInnerTexts();
    expect(rows.map((row) => row.match(/\d{5}/)?.[0])).toEqual(['54321', '12345']);
    expect(await shootPanel(page).innerText()).toMatch(/ยิงแล้ว 2 ครั้ง · ผลรวม 66666/);
  }
  // The same one stream tells the member of money: a deposit staff approve shows while the board is open.
  await callApi(site, 'POST', `/admin-api/deposits/${await requestDeposit(site, first, 300)}/approve`, admin.token, {});
  await phone.getByRole('alert').filter({ hasText: 'ฝากเงินสำเร็จ' }).first().waitFor({ timeout: 15_000 });
  // One stream per tab: the inbox and the board on the member's stream, no stream of the round's own.
  for (const page of [phone, desktop]) expect([...openStreams.get(page)!]).toEqual([`/cl-api/stream?yeekee=${round.round_id}`]);
  await phone.screenshot({ path: path.join(screenshots, 'yeekee-shots-375.png'), fullPage: true });
  await desktop.screenshot({ path: path.join(screenshots, 'yeekee-shots-1280.png'), fullPage: true });
  // The shoot panel follows the pad on a phone, not the cart below it.
  const pad = (await phone.locator('[data-pad-area]').boundingBox())!;
  expect((await shootPanel(phone).boundingBox())!.y - (pad.y + pad.height)).toBeLessThanOrEqual(24);

  // The round reaches its close time (staff cannot move a yeekee round's times). The phone's page
  // still counts down to the old close: the server is what refuses the shot.
  await site.sql('UPDATE rounds SET close_at = now(), draw_at = now() WHERE id = $1', [Number(round.round_id)]);
  const phonePanel = shootPanel(phone);
  const shootButton = phonePanel.getByRole('button', { name: 'ยิงเลข' });
  await phonePanel.getByLabel('เลข 5 หลักที่ต้องการยิง').fill('99999');
  // After the member's cool-down (10 s from its shot) the button is enabled again.
  await phonePanel.getByRole('timer').waitFor({ state: 'detached', timeout: 15_000 });
  await shootButton.click();
  await phonePanel.getByRole('alert').filter({ hasText: 'รอบนี้ปิดรับยิงเลขแล้ว' }).waitFor();
  expect(await phonePanel.getByRole('alert').innerText()).toBe('รอบนี้ปิดรับยิงเลขแล้ว');

  const drawn = await drawnResult(round.round_id);
  const shown: string[] = [];
  for (const page of [phone, desktop]) {
    await page.reload();
    const board = shootPanel(page).getByRole('region', { name: 'ผลรางวัลรอบนี้' });
    await board.waitFor({ timeout: 15_000 });
    // No form on a closed round; the two shots and not the refused one, once the shots have loaded.
    await shootPanel(page)
      .getByText(/ยิงแล้ว 2 ครั้ง · ผลรวม 66666/)
      .waitFor({ timeout: 30_000 });
    expect(await shootPanel(page).getByLabel('เลข 5 หลักที่ต้องการยิง').count()).toBe(0);
    const text = await board.locator('p').first().innerText();
    expect(text).toContain(`3 ตัวบน ${drawn.result['3top']}`);
    expect(text).toContain(`2 ตัวล่าง ${drawn.result['2bottom']}`);
    shown.push(text);
  }
  expect(shown[1]).toBe(shown[0]);

  for (const page of [phone, desktop]) {
    await shootPanel(page).getByRole('button', { name: 'ตรวจสอบ' }).click();
  }
  for (const page of [phone, desktop]) {
    const board = shootPanel(page).getByRole('region', { name: 'ผลรางวัลรอบนี้' });
    await board.getByText('ผลรางวัลรอบนี้ตรวจสอบผ่าน').waitFor({ timeout: 90_000 });
    expect(await board.innerText()).toContain(`ผลที่คำนวณได้จากเลขที่ยิงในหน้านี้ ${shown[0]}`);
  }
  await phone.screenshot({ path: path.join(screenshots, 'yeekee-drawn-375.png'), fullPage: true });
  await desktop.screenshot({ path: path.join(screenshots, 'yeekee-drawn-1280.png'), fullPage: true });
  await phone.context().close();
  await desktop.context().close();
}, 330_000);
