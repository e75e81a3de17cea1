import type { Browser } from 'playwright-core';
import { launchBrowser } from '../src/chromium';
import { startSite, type RunningSite } from '../src/site';

/** The result check page shows a result staff recorded on the real server, not sample rows. */
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function api(method: string, path: string, token: string | null, body?: object) {
  const response = await fetch(site.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.payload;
}

it('shows the result staff recorded for a draw at /lotto/result/{type}/{date}', async () => {
  const { token } = await api('POST', '/cl-api/auth/login', null, { username: '0800000099', password: 'admin1234' });
  const running = await api('POST', '/lto-public-api/lotto/bet_running', token);
  const round = running.single.find((item: { code: string }) => item.code === 'hanoi');
  const closeAt = new Date(Date.now() + 1500).toISOString();
  await api('PATCH', `/admin-api/rounds/${round.round_id}`, token, { close_at: closeAt, draw_at: closeAt });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await api('POST', `/admin-api/rounds/${round.round_id}/result`, token, { '3top': '123', '2top': '23', '2bottom': '45' });
  const { result_date } = (await api('POST', '/lto-public-api/lotto/bet_result', null, { name: 'hanoi' }))[0];

  const page = await browser.newPage();
  await page.goto(`${site.url}/lotto/result/hanoi/${result_date}`);
  const card = page.locator('section[data-remote="mf-results"]').getByRole('article', { name: 'หวยฮานอย' });
  await card.waitFor();
  const text = await card.innerText();
  expect(text).toContain('3 ตัวบน');
  expect(text).toContain('123');
  expect(text).toContain('2 ตัวล่าง');
  expect(text).toContain('45');

  await page.goto(`${site.url}/lotto/result/hanoi/2020-01-01`);
  await page.getByText('ยังไม่มีผลรางวัลของงวดนี้').waitFor();
  await page.close();
});
