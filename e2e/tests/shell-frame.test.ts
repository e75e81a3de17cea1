import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatMoneyDate, paths } from '@lotto/shared';
import { DEMO_MEMBER, callApi, login, openDailyRounds, openLoggedIn, registerMember, type OpenRound, type Session } from '../src/api';
import { uniquePng } from '../../tooling/testing/uniquePng';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';
import { networkSettled, trackRequests } from '../src/network';

/**
 * The shell's frame on the real server in Chromium: the floating buttons and the bottom tabs never
 * cover a control, the frame's colours and names pass axe, the back office has no member tabs and
 * a usable menu on a phone, /favicon.ico answers, toasts are read in Thai, and the deposit form says
 * at once that a break refuses deposits.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;
let member: Session;
let openRounds: OpenRound[];

setUpSite(async (started) => {
  ({ site, browser, admin } = started);
  member = await login(site, DEMO_MEMBER);
  openRounds = await openDailyRounds(site, admin.token);
  expect(openRounds.length).toBeGreaterThanOrEqual(2);
});

const PHONE = { width: 360, height: 800 };
const PHONE_375 = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const betPath = (round: OpenRound) => paths.bet.href(round.type, round.code, round.round_id);

async function open(session: Session | null, route: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = trackRequests(await browser.newPage({ viewport }));
  if (session) await openLoggedIn(page, site, session, route);
  else await page.goto(site.url + route);
  await networkSettled(page);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** axe-core's serious and critical violations, with the name-contains-visible-text rule (WCAG 2.5.3) switched on. */
async function axeViolations(page: Page, only?: string[]): Promise<string[]> {
  // Evaluated by the browser's debugger, which the site's script-src 'self' rightly does not allow as a <script>.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (ruleIds) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const options = ruleIds
      ? { runOnly: { type: 'rule', values: ruleIds } }
      : { rules: { 'label-content-name-mismatch': { enabled: true } } };
    const result = await axe.run(document, options);
    return result.violations
      .filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'label-content-name-mismatch',
      )
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(', ')}`,
      );
  }, only);
}

/**
 * Each control the page shows that a control of a fixed element (the floating buttons, the bottom
 * tabs) overlaps, at every scroll position of the page (`everyScroll`) or at its end only.
 */
async function controlsUnderFixed(page: Page, { everyScroll }: { everyScroll: boolean }): Promise<string[]> {
  return page.evaluate(async (walk) => {
    const found = new Set<string>();
    const controls = 'a[href], button, input, select, textarea, summary';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight ? box : null;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const check = () => {
      const fixed = Array.from(document.querySelectorAll('body *')).filter((element) => getComputedStyle(element).position === 'fixed');
      const covers = fixed.flatMap((element) => Array.from(element.querySelectorAll(controls))).filter(visible);
      for (const control of Array.from(document.querySelectorAll(controls))) {
        if (fixed.some((element) => element.contains(control))) continue;
        const box = visible(control);
        if (!box) continue;
        for (const cover of covers) {
          const over = cover.getBoundingClientRect();
          if (box.left < over.right && over.left < box.right && box.top < over.bottom && over.top < box.bottom) {
            found.add(`${describe(control)} under ${describe(cover)}`);
          }
        }
      }
    };
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const positions = walk ? Array.from({ length: Math.floor(end / 120) + 1 }, (_, i) => i * 120).concat(end) : [end];
    for (const y of positions) {
      window.scrollTo(0, y);
      // Back-to-top appears on the scroll event: two frames for React to draw it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      check();
    }
    return [...found];
  }, everyScroll);
}

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage });
}

describe('fixed elements', () => {
  it.each([['/'], ['bet']])(
    'at 1280 px the floating ติดต่อเรา and back-to-top are over no control of the member page %s, at any scroll',
    async (route) => {
      const bet = route === 'bet';
      const page = await open(member, bet ? betPath(openRounds[0]!) : route, DESKTOP);
      // A loaded machine may take a while to draw the page; the wait is not what is tested.
      await (bet ? page.getByRole('button', { name: 'ส่งโพย' }) : page.getByRole('heading', { name: 'หวยที่เปิดรับแทง' })).waitFor({
        timeout: 90_000,
      });
      expect(await controlsUnderFixed(page, { everyScroll: true })).toEqual([]);
      if (bet) await shoot(page, 'shell-frame-bet-bottom-1280');
      else expect(await page.getByRole('button', { name: 'กลับขึ้นด้านบน' }).isVisible()).toBe(true);
      await page.close();
    },
    180_000,
  );

  it.each(['/backoffice/limits', '/backoffice/site-config', '/backoffice/audit', '/backoffice/members'])(
    'at 1280 px they are over no control of %s, at any scroll',
    async (route) => {
      const page = await open(admin, route, DESKTOP);
      await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).waitFor();
      await page.locator('h1').first().waitFor();
      expect(await controlsUnderFixed(page, { everyScroll: true })).toEqual([]);
      await page.close();
    },
  );

  it('at 360 px the last controls of the bet screen scroll clear of the bottom tabs', async () => {
    const page = await open(member, betPath(openRounds[0]!), PHONE);
    await page.getByRole('button', { name: 'ส่งโพย' }).waitFor();
    expect(await controlsUnderFixed(page, { everyScroll: false })).toEqual([]);
    await shoot(page, 'shell-frame-bet-bottom-360');
    await page.close();
  });
});

describe('axe', () => {
  it('finds no serious violation and no name without its visible text on home at 1280 px, back-to-top shown', async () => {
    const page = await open(member, '/', DESKTOP);
    await page.getByRole('heading', { name: 'หวยที่เปิดรับแทง' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'กลับขึ้นด้านบน' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'shell-frame-home-1280', true);
    await page.close();
  });

  it('finds none on home at 360 px (the bottom tabs, ตรวจผลรางวัล among them)', async () => {
    const page = await open(member, '/', PHONE);
    await page.getByRole('heading', { name: 'หวยที่เปิดรับแทง' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'เมนูด้านล่าง' });
    expect(await tabs.getByRole('button').allInnerTexts()).toEqual(['ฝากเงิน', 'ถอนเงิน', 'แทงหวย', 'โพยหวย', 'ตรวจผลรางวัล']);
    // Each tab's whole word is shown, not cut at the tab's edge.
    const clipped = await tabs
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((button) => button.scrollWidth > button.clientWidth).map((button) => button.textContent));
    expect(clipped).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'shell-frame-home-360', true);
    await page.close();
  });

  it('finds none on the deposit form (คัดลอก) at 360 and 1280 px', async () => {
    const page = await open(member, '/transfer?type=deposit', PHONE);
    await page.getByRole('button', { name: 'แนบสลิปโอนเงิน' }).click();
    const copy = page.getByRole('button', { name: 'คัดลอก เลขที่บัญชี' });
    await copy.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('finds a round card not yet open (เปิดรับ <time>) readable at 360 and 1280 px', async () => {
    const round = openRounds[1]!;
    const running = await callApi(site, 'POST', '/lto-public-api/lotto/bet_running', admin.token);
    const listed = (running.single as { round_id: string; end_at: string }[]).find((item) => item.round_id === round.round_id)!;
    await callApi(site, 'PATCH', `/admin-api/rounds/${round.round_id}`, admin.token, {
      open_at: new Date(Date.parse(listed.end_at) - 60_000).toISOString(),
    });
    const page = await open(member, paths.lottoAll, DESKTOP);
    const card = page.getByRole('article', { name: round.name, exact: true });
    await card.getByText(/^เปิดรับ /).waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
    await page.close();
  });
});

describe('the back office on a phone', () => {
  it.each([
    ['375', PHONE_375],
    ['360', PHONE],
  ] as const)('at %s px shows no member tabs, and every link of its menu can be scrolled to and used', async (size, viewport) => {
    const page = await open(admin, paths.backoffice, viewport);
    const menu = page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
    await menu.getByRole('link').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    await shoot(page, `shell-frame-backoffice-${size}`);

    expect(await menu.evaluate((element) => [getComputedStyle(element).overflowX, element.scrollWidth > element.clientWidth])).toEqual([
      'auto',
      true,
    ]);
    const links = await menu.getByRole('link').all();
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      // The strip scrolls sideways: each link can be brought wholly into view, with nothing of the frame over it.
      await link.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
      const reachable = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // Rounded: a link brought to the strip's end may stop a fraction of a pixel past the window's edge.
        const inside =
          Math.round(box.left) >= 0 &&
          Math.round(box.right) <= window.innerWidth &&
          Math.round(box.top) >= 0 &&
          Math.round(box.bottom) <= window.innerHeight;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return inside && top !== null && element.contains(top);
      });
      expect([await link.innerText(), reachable]).toEqual([await link.innerText(), true]);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await controlsUnderFixed(page, { everyScroll: false })).toEqual([]);
    await page.close();
  });
});

describe('favicon', () => {
  it('answers /favicon.ico with the icon, and the page links it', async () => {
    const response = await fetch(`${site.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An icon file's header: reserved 0, type 1 (icon).
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);

    const page = await open(null, '/', PHONE);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(new URL(href!, site.url).pathname).toBe('/favicon.ico');
    expect((await fetch(new URL(href!, site.url))).status).toBe(200);
    await page.close();
  });
});

describe('toasts', () => {
  it('are read in Thai: the region, the message and its close button, nothing in English', async () => {
    const page = await open(null, '/', PHONE);
    await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('button', { name: 'แทงหวย' }).click();
    const region = page.getByRole('region', { name: 'การแจ้งเตือน' });
    await region.getByText('กรุณาเข้าสู่ระบบ').waitFor();
    expect(await region.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'ปิดการแจ้งเตือน',
    ]);
    // What a screen reader is given: every name and text of the region's accessibility tree.
    const snapshot = await region.ariaSnapshot();
    const spoken = [...snapshot.matchAll(/"([^"]*)"|text: (.*)$/gm)].map((match) => match[1] ?? match[2] ?? '');
    expect(spoken.filter((words) => /Notifications|Alt\+T|close|notification timer/i.test(words))).toEqual([]);
    expect(spoken).toEqual(expect.arrayContaining(['การแจ้งเตือน', 'ปิดการแจ้งเตือน']));
    await page.close();
  });
});

describe('the deposit form on a break', () => {
  it('says before any input why deposits are refused and until when, in the words the server refuses with, and is disabled', async () => {
    const onBreak = await registerMember(site);
    const settings = await callApi(site, 'POST', '/cl-api/auth/self-exclusion', onBreak.token, { kind: 'timeout', period: '24h' });
    const refusal = `คุณพักการเล่นอยู่ถึง ${formatMoneyDate(settings.timeout_until)} ระหว่างนี้ฝากเงินและแทงหวยไม่ได้`;
    // The server refuses the deposit's slip with these words.
    const slip = new FormData();
    slip.append('file', new Blob([new Uint8Array(uniquePng())], { type: 'image/png' }), 'slip.png');
    const upload = await fetch(`${site.url}/lto-public-api/upload_slip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${onBreak.token}` },
      body: slip,
    });
    expect([upload.status, (await upload.json()).message]).toEqual([403, refusal]);

    for (const [size, viewport] of [
      ['360', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const page = await open(onBreak, '/transfer?type=deposit', viewport);
      const form = page.locator('[aria-labelledby="deposit-title"]');
      await form.getByRole('alert').filter({ hasText: refusal }).waitFor();
      await form.getByRole('button', { name: 'แนบสลิปโอนเงิน' }).click();
      expect(await form.getByRole('textbox', { name: 'จำนวนเงิน' }).isDisabled()).toBe(true);
      expect(await form.getByLabel('แนบสลิป').isDisabled()).toBe(true);
      expect(await form.getByRole('button', { name: 'แจ้งฝากเงิน' }).isDisabled()).toBe(true);
      await form.scrollIntoViewIfNeeded();
      await shoot(page, `shell-frame-deposit-on-break-${size}`);
      await page.close();
    }
  });
});
