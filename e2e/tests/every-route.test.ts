import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { paths } from '@lotto/shared';
import { DEMO_ADMIN, DEMO_MEMBER, login, openDailyRounds, openLoggedIn, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Every route of the member site (the shared route table) and every screen of the back office
 * (the links of its own menu, as it renders them for the role), as guest, member and staff, at a
 * phone's and a desktop's width: no element wider than its scroll container, no fixed element
 * over a control, no serious or critical axe-core violation, and a title and h1 of its own.
 */
let site: RunningSite;
let browser: import('playwright-core').Browser;
setUpSite((started) => ({ site, browser } = started), { timeout: 180_000 });

const WIDTHS = [360, 1280] as const;

/** The member site's routes with real values for their parameters (an open round, a result date). */
async function memberRoutes(member: Session): Promise<string[]> {
  const [round] = await openDailyRounds(site, member.token);
  const routes: string[] = [paths.home, paths.lottoAll, paths.transaction, paths.result, paths.deposit, paths.withdraw, paths.playControl];
  if (round) routes.push(paths.bet.href(round.type, round.name, round.round_id), paths.resultCheck.href(round.code, round.date));
  return routes;
}

interface Finding {
  route: string;
  problem: string;
}

async function inspect(page: Page, route: string): Promise<{ findings: Finding[]; title: string; h1: string }> {
  const findings: Finding[] = [];
  const layout = await page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const scrolls = /(auto|scroll)/.test(style.overflowX) || element === document.scrollingElement;
      if (!scrolls && element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'hidden' && style.overflowX !== 'clip' && element.clientWidth > 0) {
        problems.push(`wider than its box: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    const fixed = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const position = getComputedStyle(element).position;
      return position === 'fixed' || position === 'sticky';
    });
    for (const control of Array.from(document.querySelectorAll('a[href], button, input, select, textarea'))) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      if (!top || control.contains(top) || top.contains(control)) continue;
      const cover = fixed.find((element) => element.contains(top) && !element.contains(control));
      if (cover) problems.push(`${describe(control)} is covered by ${describe(cover)}`);
    }
    return problems;
  });
  for (const problem of layout) findings.push({ route, problem });
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
  for (const violation of violations) findings.push({ route, problem: `axe ${violation}` });
  const title = await page.title();
  const h1 = (await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null))?.trim() ?? '';
  if (!title) findings.push({ route, problem: 'no title' });
  if (!h1) findings.push({ route, problem: 'no h1' });
  return { findings, title, h1 };
}

async function walk(who: 'guest' | 'member' | 'staff', session: Session | null, routes: (page: Page) => Promise<string[]>): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    const context: BrowserContext = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    if (session) await openLoggedIn(page, site, session, '/');
    else await page.goto(site.url);
    const seen = new Map<string, string>();
    for (const route of await routes(page)) {
      await page.goto(site.url + route);
      await page.waitForLoadState('networkidle');
      const found = await inspect(page, `${who} ${width} ${route}`);
      findings.push(...found.findings);
      for (const [name, value] of [['title', found.title], ['h1', found.h1]] as const) {
        const key = `${name}:${value}`;
        if (value && seen.has(key) && new URL(page.url()).pathname === route.split('?')[0]) {
          findings.push({ route: `${who} ${width} ${route}`, problem: `${name} "${value}" is also ${seen.get(key)}'s` });
        }
        seen.set(key, route);
      }
      await page.screenshot({ path: path.join(screenshots, `every-route-${who}-${width}${route.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
    }
    await context.close();
  }
  return findings;
}

it('guest: every public route', async () => {
  const findings = await walk('guest', null, async () => [paths.home, paths.register, paths.result]);
  expect(findings).toEqual([]);
}, 300_000);

it('member: every member route', async () => {
  const member = await login(site, DEMO_MEMBER);
  const routes = await memberRoutes(member);
  const findings = await walk('member', member, async () => routes);
  expect(findings).toEqual([]);
}, 600_000);

it('staff: every screen of the back office menu', async () => {
  const admin = await login(site, DEMO_ADMIN);
  const findings = await walk('staff', admin, async (page) => {
    await page.goto(site.url + paths.backoffice);
    const menu = page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
    await menu.getByRole('link').first().waitFor();
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return hrefs.filter(Boolean);
  });
  expect(findings).toEqual([]);
}, 600_000);
