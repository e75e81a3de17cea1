import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { bangkokToday } from '@lotto/shared';
import { callApi, fundedMember, openDailyRounds, openLoggedIn, registerMember, type OpenRound, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * The member's betting and result screens on a phone, on the real server in Chromium: the slip
 * detail fits 360 px, a focused cart control is never under the sticky bar, a break is said before
 * any input, the cancel question names its slip, the yeekee shots open for a guest, and no control's
 * accessible name leaves out its visible words (axe-core's label-content-name-mismatch).
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
let openRounds: OpenRound[];

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  openRounds = await openDailyRounds(site, admin.token);
  expect(openRounds.length).toBeGreaterThanOrEqual(2);
});

const betPath = (round: OpenRound) => `/lotto/bet/type-a/${round.type}/${round.code}/${round.round_id}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Bangkok's DD/MM/YYYY HH:mm:ss of an instant, as money dates and refusals show it. */
const bangkokDate = (iso: string) => {
  const [day, clock] = new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 19).split('T') as [string, string];
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}/${month}/${year} ${clock}`;
};

async function memberPage(member: Session | null, urlPath: string, viewport = { width: 360, height: 740 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  if (member) await openLoggedIn(page, site, member, urlPath);
  else await page.goto(site.url + urlPath);
  return page;
}

/** The screen at 360 and 1280 px, from the top (e2e/screenshots), then back to the page's own size. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  const own = page.viewportSize()!;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await pause(300);
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(own);
}

/** A slip of 10 baht on 2 ตัวบน for each number. */
function placeSlip(member: Session, round: OpenRound, ...numbers: string[]): Promise<{ slip_id: string }> {
  const lines = numbers.map((number) => ({ round_id: round.round_id, type: 'top_two', number, amount: 10, rate: 90 }));
  return callApi(
    site,
    'POST',
    '/lto-public-api/lotto/place_bet',
    member.token,
    { round_id: round.round_id, place_bet: lines },
    { 'Idempotency-Key': randomUUID() },
  );
}

/** Controls whose accessible name does not contain their visible text, as axe-core reports them. */
async function nameMismatches(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[]; incomplete: { id: string }[] }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => node.html));
  });
}

/** Whether the element shows all of its box inside `frame`: not cut by the frame's edges nor its own. */
async function shownWhole(element: Locator, frame: Locator): Promise<boolean> {
  return element.evaluate(
    (node, frameNode) => {
      const box = node.getBoundingClientRect();
      const edge = (frameNode as Element).getBoundingClientRect();
      const inside = box.left >= edge.left - 0.5 && box.right <= edge.right + 0.5;
      return inside && node.scrollWidth <= node.clientWidth + 1;
    },
    await frame.elementHandle(),
  );
}

describe('slips', () => {
  let member: Session;
  /** The settled round's name and date: its draw moved to now moves its date to today's (Bangkok). */
  let settledTitle: string;
  beforeAll(async () => {
    member = await fundedMember(site, 1000);
    // Two slips of one round still open (the cancel question), and one of a round then settled.
    // A second apart, as a member's two slips are: the list tells them apart by the second.
    await placeSlip(member, openRounds[1]!, '34');
    await pause(1100);
    await placeSlip(member, openRounds[1]!, '56');
    const settled = openRounds[0]!;
    await placeSlip(member, settled, '12', '21');
    const closeAt = new Date(Date.now() + 1500).toISOString();
    await callApi(site, 'PATCH', `/admin-api/rounds/${settled.round_id}`, admin.token, { close_at: closeAt, draw_at: closeAt });
    settledTitle = `${settled.name} งวด ${bangkokToday(new Date(closeAt))}`;
    await pause(2000);
    await callApi(site, 'POST', `/admin-api/rounds/${settled.round_id}/result`, admin.token, {
      '3top': '312',
      '2top': '12',
      '2bottom': '45',
    });
  }, 60_000);

  it('shows the slip detail whole at 360 px: every status badge and word in view, nothing wider than the dialog', async () => {
    const page = await memberPage(member, '/lotto/transaction');
    const card = page.getByRole('listitem', { name: settledTitle });
    await card.getByRole('button', { name: 'ดูโพย' }).click();
    const detail = page.getByRole('dialog', { name: settledTitle });
    const won = detail.getByRole('listitem', { name: '12', exact: true });
    await won.getByText('ถูกรางวัล', { exact: true }).waitFor();
    await detail.getByRole('listitem', { name: '21', exact: true }).getByText('ไม่ถูกรางวัล', { exact: true }).waitFor();
    expect(await won.innerText()).toContain('2 ตัวบน ออก 12');

    const overflow = await detail.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const badges = detail.getByText(/^(ถูกรางวัล|ไม่ถูกรางวัล)$/);
    expect(await badges.count()).toBe(2);
    for (const badge of await badges.all()) expect(await shownWhole(badge, detail)).toBe(true);
    for (const term of await detail.locator('dt, dd, h3, small').all()) expect(await shownWhole(term, detail)).toBe(true);
    await page.screenshot({ path: path.join(screenshots, 'slip-detail-360.png') });

    // Wide: the table, its สถานะ column and badges whole.
    await page.setViewportSize({ width: 1280, height: 800 });
    const status = detail.getByRole('columnheader', { name: 'สถานะ' });
    await status.waitFor();
    expect(await shownWhole(status, detail)).toBe(true);
    for (const badge of await badges.all()) expect(await shownWhole(badge, detail)).toBe(true);
    await page.screenshot({ path: path.join(screenshots, 'slip-detail-1280.png') });
    expect(await nameMismatches(page)).toEqual([]);
    await page.close();
  });

  it('names the slip in the cancel question: two slips of one round read differently', async () => {
    const page = await memberPage(member, '/lotto/transaction');
    const round = openRounds[1]!;
    const cards = page.getByRole('listitem', { name: `${round.name} งวด ${round.date}` });
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    const questions: string[] = [];
    for (const card of await cards.all()) {
      await card.getByRole('button', { name: 'คืนโพย' }).click();
      const question = page.getByRole('alertdialog', { name: 'คืนโพย' });
      questions.push(await question.locator('p').first().innerText());
      if (questions.length === 1) await shoot(page, 'slip-cancel-question', false);
      await question.getByRole('button', { name: 'ยกเลิก' }).click();
      await question.waitFor({ state: 'detached' });
    }
    const pattern = new RegExp(`^คุณต้องการคืนโพย ${round.name} งวด ${round.date} วันที่ \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d ใช่หรือไม \\?$`);
    for (const question of questions) expect(question).toMatch(pattern);
    expect(questions[0]).not.toBe(questions[1]);
    expect(await nameMismatches(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await nameMismatches(page)).toEqual([]);
    await page.close();
  });
});

describe('bet screen', () => {
  it('scrolls the focused ใส่ราคาทั้งหมด input clear of the sticky summary bar at 375×667', async () => {
    const member = await fundedMember(site, 100);
    const page = await memberPage(member, betPath(openRounds[1]!), { width: 375, height: 667 });
    await page
      .getByRole('group', { name: 'ประเภทการแทง' })
      .getByRole('button', { name: /^2 ตัวบน / })
      .click();
    const pad = page.getByRole('group', { name: 'ใส่เลข' });
    for (const digit of '78') await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'เพิ่มเลข' }).click();
    const input = page.getByRole('textbox', { name: 'ราคาทั้งหมด' });
    await page.getByRole('textbox', { name: 'จำนวนเงิน 78' }).waitFor();
    const bar = page.getByRole('region', { name: 'ยอดเดิมพันรวม' });

    // The input in the window but under the stuck bar (which stands on the 60 px tab bar): the
    // browser's own focus scroll leaves it there.
    await input.evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().bottom - (window.innerHeight - 60 - 16)));
    const overlap = async () => {
      const [inputBox, barBox] = [(await input.boundingBox())!, (await bar.boundingBox())!];
      return Math.min(inputBox.y + inputBox.height, barBox.y + barBox.height) - Math.max(inputBox.y, barBox.y);
    };
    expect(await overlap()).toBeGreaterThan(0);
    await input.focus();
    await pause(400);
    expect(await input.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await overlap()).toBeLessThanOrEqual(0);
    const inputBox = (await input.boundingBox())!;
    expect(inputBox.y).toBeGreaterThanOrEqual(0);
    expect(await nameMismatches(page)).toEqual([]);
    await page.close();
  });

  it('says at once that the member is on a break until when, and takes no entry', async () => {
    const member = await fundedMember(site, 100);
    const limits = await callApi(site, 'POST', '/cl-api/auth/self-exclusion', member.token, { kind: 'timeout', period: '24h' });
    const page = await memberPage(member, betPath(openRounds[1]!));
    const notice = page.getByRole('alert').filter({ hasText: 'คุณพักการเล่นอยู่ถึง' });
    await notice.waitFor();
    expect(await notice.innerText()).toBe(`คุณพักการเล่นอยู่ถึง ${bangkokDate(limits.timeout_until)} ระหว่างนี้ฝากเงินและแทงหวยไม่ได้ ควบคุมการเล่น`);
    const twoTop = page.getByRole('group', { name: 'ประเภทการแทง' }).getByRole('button', { name: /^2 ตัวบน / });
    await twoTop.waitFor();
    expect(await twoTop.isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'ราคาทั้งหมด' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'ส่งโพย' }).isDisabled()).toBe(true);
    await shoot(page, 'bet-on-break');
    await page.close();
  });
});

describe('yeekee shots on /lotto/result', () => {
  it('opens the drawn round’s shots for a guest, named by lottery, Thai date and round, and for a member alike', async () => {
    const shooter = await registerMember(site);
    let roundId: string | undefined;
    for (const until = Date.now() + 60_000; !roundId && Date.now() < until;) {
      const running = await callApi<{ single: { code: string; round_id: string; start_at: string; end_at: string }[] }>(
        site,
        'POST',
        '/lto-public-api/lotto/bet_running',
        shooter.token,
      );
      const now = Date.now();
      roundId = running.single.find(
        (item) => item.code === 'yeekee' && Date.parse(item.start_at) <= now && Date.parse(item.end_at) > now + 10_000,
      )?.round_id;
      if (!roundId) await pause(2000);
    }
    if (!roundId) throw new Error('no yeekee round open');
    await callApi(site, 'POST', '/lto-public-api/lotto/yeekee_shoot', shooter.token, { round_id: roundId, number: '24680' });
    await site.sql('UPDATE rounds SET close_at = now(), draw_at = now() WHERE id = $1', [Number(roundId)]);
    const deadline = Date.now() + 90_000;
    let drawn = false;
    while (!drawn && Date.now() < deadline) {
      const items = await callApi<{ round_id: string }[]>(site, 'POST', '/lto-public-api/lotto/bet_result', null, { name: 'yeekee' });
      drawn = items.some((item) => item.round_id === roundId);
      if (!drawn) await pause(2000);
    }
    expect(drawn).toBe(true);

    for (const viewer of [null, await registerMember(site)]) {
      const page = await memberPage(viewer, '/lotto/result');
      const card = page.getByRole('article', { name: 'หวยยี่กี' });
      await card.getByRole('button', { name: 'ดูเลขที่ยิงของรอบนี้' }).click();
      const dialog = page.getByRole('dialog', { name: /^เลขที่ยิงของหวยยี่กี งวด \d\d \S+ \d{4} รอบ \d\d:\d\d น\.$/ });
      await dialog.getByRole('list', { name: 'เลขที่ยิงแล้ว' }).getByRole('listitem').filter({ hasText: '24680' }).waitFor();
      expect(await dialog.innerText()).toContain('ยิงแล้ว 1 ครั้ง · ผลรวม 24680');
      expect(new URL(page.url()).pathname).toBe('/lotto/result');
      if (!viewer) {
        await shoot(page, 'yeekee-shots-guest', false);
        expect(await dialog.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
      }
      await dialog.getByRole('button', { name: 'ปิด' }).click();
      expect(await nameMismatches(page)).toEqual([]);
      await page.close();
    }
  }, 150_000);
});
