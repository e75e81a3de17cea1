import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, type Session } from '../src/api';
import { PUBLISHED_DRAW, type RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * The result pages on the real server, as a guest sees them: results staff recorded, the number
 * check, and a yeekee round the server's scheduler drew, verified in the browser.
 */
let site: RunningSite;
let browser: Browser;
let staff: Session;

const GOVERNMENT_RESULT = { first_prize: '987123', '3front': ['111', '222'], '3back': ['333', '444'], '2bottom': '45' };
const HANOI_RESULT = { '3top': '123', '2top': '23', '2bottom': '67' };

setUpSite((started) => ({ site, browser, admin: staff } = started), { serverEnv: PUBLISHED_DRAW });

interface RoundInfo {
  round_id: string;
  code: string;
}

/** The open round of a lottery, closed at once by staff moving its close time (answers its id). */
async function closeOpenRound(code: string): Promise<string> {
  const running = await callApi<{ single: RoundInfo[]; stock: RoundInfo[] }>(
    site,
    'POST',
    '/lto-public-api/lotto/bet_running',
    staff.token,
  );
  const round = [...running.single, ...running.stock].find((item) => item.code === code);
  if (!round) throw new Error(`no open round of ${code}`);
  const closeAt = new Date(Date.now() + 1500).toISOString();
  await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, staff.token, { close_at: closeAt, draw_at: closeAt });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return round.round_id;
}

async function recordResult(code: string, result: object): Promise<string> {
  const roundId = await closeOpenRound(code);
  await callApi(site, 'POST', `/admin-api/rounds/${roundId}/result`, staff.token, result);
  const [latest] = await callApi<{ round_id: string; result_date: string }[]>(site, 'POST', '/lto-public-api/lotto/bet_result', null, {
    name: code,
  });
  expect(latest?.round_id).toBe(roundId);
  return latest!.result_date;
}

async function guestPage(width: number): Promise<Page> {
  return browser.newPage({ viewport: { width, height: 900 } });
}

const results = (page: Page) => page.locator('section[data-remote="mf-results"]');

it('shows recorded Hanoi and government results, the government card wide, and checks a typed number', async () => {
  const governmentDate = await recordResult('government', GOVERNMENT_RESULT);
  const hanoiDate = await recordResult('hanoi', HANOI_RESULT);

  const page = await guestPage(1280);
  await page.goto(`${site.url}/lotto/result`);
  const single = results(page).getByRole('region', { name: 'หวยทั่วไป' });
  const government = single.getByRole('article', { name: 'หวยรัฐบาลไทย' });
  const hanoi = single.getByRole('article', { name: 'หวยฮานอย' });
  await government.waitFor();
  expect(await government.innerText()).toMatch(/รางวัลที่ 1\s+987123/);
  expect(await government.innerText()).toMatch(/หน้า 3 ตัว\s+111, 222/);
  expect(await hanoi.innerText()).toMatch(/3 ตัวบน\s+123/);
  expect(await hanoi.innerText()).toMatch(/2 ตัวล่าง\s+67/);
  const governmentWidth = (await government.boundingBox())!.width;
  const hanoiWidth = (await hanoi.boundingBox())!.width;
  expect(governmentWidth).toBeGreaterThan(hanoiWidth * 1.8);
  await page.screenshot({ path: path.join(screenshots, 'results-1280.png'), fullPage: true });

  await hanoi.getByRole('link', { name: 'ตรวจผลรางวัล หวยฮานอย' }).click();
  await page.waitForURL(`**/lotto/result/hanoi/${hanoiDate}`);
  const card = results(page).getByRole('article', { name: 'หวยฮานอย' });
  expect(await card.innerText()).toMatch(/2 ตัวบน\s+23/);
  await results(page).getByLabel('เลขที่ต้องการตรวจ').fill('23');
  const verdicts = results(page).getByRole('list', { name: 'ผลการตรวจเลข 23' });
  await expect(verdicts.getByRole('listitem').allInnerTexts()).resolves.toEqual([
    expect.stringMatching(/2 ตัวบน\s*ถูกรางวัล/),
    expect.stringMatching(/2 ตัวล่าง\s*ไม่ถูกรางวัล/),
  ]);

  await page.goto(`${site.url}/lotto/result/government/${governmentDate}`);
  await results(page).getByRole('article', { name: 'หวยรัฐบาลไทย' }).waitFor();
  await results(page).getByLabel('เลขที่ต้องการตรวจ').fill('444');
  const governmentVerdicts = results(page).getByRole('list', { name: 'ผลการตรวจเลข 444' });
  expect(await governmentVerdicts.innerText()).toMatch(/ท้าย 3 ตัว\s*ถูกรางวัล/);
  expect(await governmentVerdicts.innerText()).toMatch(/หน้า 3 ตัว\s*ไม่ถูกรางวัล/);

  await page.goto(`${site.url}/lotto/result/hanoi/2020-01-01`);
  await results(page).getByText('ไม่มีผลรางวัลของ หวยฮานอย งวดวันที่ 01 มกราคม 2020').waitFor();
  await page.goto(`${site.url}/lotto/result/bitcoin/2020-01-01`);
  await results(page).getByText('ไม่พบหวยประเภทนี้ กรุณาเลือกหวยจากรายการ').waitFor();
  await page.close();
}, 90_000);

it('verifies in the page a yeekee round that the server drew by itself', async () => {
  // A guest notes the hash the open round published; it must be the one the seed is checked against.
  const page = await guestPage(375);
  await page.goto(`${site.url}/lotto/result/yeekee/latest`);
  const openRound = results(page).getByRole('region', { name: 'รอบที่เปิดรับอยู่' });
  const published = (await openRound.locator('code').innerText()).trim();
  expect(published).toMatch(/^[0-9a-f]{64}$/);

  // Staff cannot move a yeekee round's times: the test moves the clock's effect into the
  // database instead (the round reaches its close time now), and the scheduler (every minute) draws it.
  const running = await callApi<{ single: RoundInfo[]; stock: RoundInfo[] }>(
    site,
    'POST',
    '/lto-public-api/lotto/bet_running',
    staff.token,
  );
  const roundId = running.single.find((item) => item.code === 'yeekee')!.round_id;
  await site.sql('UPDATE rounds SET close_at = now(), draw_at = now() WHERE id = $1', [Number(roundId)]);
  const deadline = Date.now() + 90_000;
  let drawn:
    | { round_id: string; result_date: string; seed: string; commitment: string; draw_version: number; result: Record<string, string> }
    | undefined;
  while (!drawn && Date.now() < deadline) {
    const items = await callApi(site, 'POST', '/lto-public-api/lotto/bet_result', null, { name: 'yeekee' });
    drawn = items.find((item: { round_id: string }) => item.round_id === roundId);
    if (!drawn) await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  if (!drawn) throw new Error('the scheduler did not draw the yeekee round');
  expect(drawn.commitment).toBe(published);
  // Drawn by version 2 (the seed and the shots' digest): the page must re-run that function.
  expect(drawn.draw_version).toBe(2);
  expect(createHash('sha256').update(drawn.seed).digest('hex')).toBe(published);

  await page.goto(`${site.url}/lotto/result/yeekee/${drawn.result_date}`);
  const card = results(page).getByRole('article', { name: 'หวยยี่กี' });
  expect(await card.innerText()).toMatch(new RegExp(`3 ตัวบน\\s+${drawn.result['3top']}`));
  const proof = card.getByRole('region', { name: 'ตรวจสอบผลยี่กีด้วยตัวเอง' });
  expect(await proof.innerText()).toContain(drawn.commitment);
  await proof.getByRole('button', { name: 'ตรวจสอบ' }).click();
  await proof.getByText('ผลรางวัลรอบนี้ตรวจสอบผ่าน').waitFor();
  expect(await proof.innerText()).toContain('ค่าแฮช SHA-256 ของเลขลับ ตรงกับแฮชที่ประกาศไว้ก่อนปิดรับ');
  await page.screenshot({ path: path.join(screenshots, 'yeekee-verified-375.png'), fullPage: true });

  await proof.getByLabel('เลขลับที่ใช้ตรวจสอบ').fill(`${drawn.seed.slice(0, -1)}${drawn.seed.endsWith('0') ? '1' : '0'}`);
  await proof.getByRole('button', { name: 'ตรวจสอบ' }).click();
  await proof.getByText('ผลรางวัลรอบนี้ตรวจสอบไม่ผ่าน').waitFor();
  expect(await proof.innerText()).toContain('ค่าแฮช SHA-256 ของเลขลับ ไม่ตรงกับแฮชที่ประกาศไว้');
  await page.close();
}, 150_000);
