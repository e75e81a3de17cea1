import { readFileSync } from 'node:fs';
import path from 'node:path';
import { backofficeSections, paths, remoteRoutes, type Access } from '@lotto/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_MEMBER, callApi, login, openLoggedIn, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';
import { networkSettled, trackRequests } from '../src/network';

/**
 * Every route of the member site and the back office, walked from the shared route tables (a new
 * route or section is walked without a test being written), as guest, member and staff at 360 and
 * 1280 px (each page loaded at 360 and widened). A page fails when something is wider than the box
 * that should scroll it, when a fixed or sticky element covers a control once the control is
 * focused, when axe finds a serious or critical violation, or when its title or h1 is missing or
 * shared with another route.
 */

type Role = 'guest' | 'member' | 'staff';

interface Visit {
  /** Names the route: routes sharing a name share a title and an h1 (a screen's tabs). */
  route: string;
  /** The address, with `:param`s filled from the site's own data when the walk starts. */
  address: string;
  role: Role;
}

const rolesOf: Record<Access, Role[]> = { guest: ['guest'], member: ['member'], everyone: ['guest', 'member'], staff: ['staff'] };

/** The tabs of a route that are their own addresses (paths.deposit is /transfer?type=deposit). */
const tabsOf = (routePath: string) =>
  (Object.values(paths) as unknown[]).filter(
    (address): address is string => typeof address === 'string' && address.startsWith(`${routePath}?`),
  );

const visits: Visit[] = [
  { route: paths.home, address: paths.home, role: 'guest' },
  { route: paths.home, address: paths.home, role: 'member' },
  { route: 'not found', address: '/no-such-page', role: 'guest' },
  ...remoteRoutes
    .filter((route) => route.remote !== 'mf-backoffice')
    .flatMap((route) =>
      rolesOf[route.access].flatMap((role) => [route.path, ...tabsOf(route.path)].map((address) => ({ route: route.path, address, role }))),
    ),
  ...backofficeSections.map((section) => {
    const address = section.path ? `${paths.backoffice}/${section.path}` : paths.backoffice;
    return { route: address, address, role: 'staff' as const };
  }),
];

const WIDTHS = [360, 1280] as const;

let site: RunningSite;
let staff: Session;
let member: Session;
const contexts = new Map<Role, BrowserContext>();
const params = new Map<string, string>();
/** Per route name, the titles and h1s its visits showed. */
const seen = new Map<string, { titles: Set<string>; headings: Set<string> }>();

setUpSite(
  async (started) => {
    site = started.site;
    staff = started.admin;
    member = await login(site, DEMO_MEMBER);
    const running = await callApi<{
      single: { round_id: string; code: string; type: string; date: string; start_at: string; end_at: string }[];
    }>(site, 'POST', '/lto-public-api/lotto/bet_running', member.token);
    // The open round that closes last: one closing while the walk runs would show its later visits a closed round.
    const round = running.single
      .filter((candidate) => Date.parse(candidate.start_at) <= Date.now())
      .sort((a, b) => Date.parse(b.end_at) - Date.parse(a.end_at))[0];
    if (!round) throw new Error('the demo data has no open round');
    // The result check of the open round's lottery and date: the page as it stands before the draw.
    const samples = { category: round.type, name: round.code, round_id: round.round_id, type: round.code, date: round.date };
    for (const [name, value] of Object.entries(samples)) params.set(name, value);
    for (const role of ['guest', 'member', 'staff'] as const) contexts.set(role, await started.browser.newContext());
  },
  { timeout: 180_000 },
);

function addressOf(visit: Visit): string {
  return visit.address.replace(/:(\w+)/g, (_, name: string) => {
    const value = params.get(name);
    if (value === undefined) throw new Error(`the walk has no sample for :${name} of ${visit.address}: add one where the walk starts`);
    return encodeURIComponent(value);
  });
}

/** How long a page may take to be ready; a visit's test waits for every visit before it too. */
const PAGE_READY_MS = 45_000;

const viewportOf = (width: number) => ({ width, height: width < 500 ? 740 : 900 });

/** The page has drawn what a change of its width changed, and fetched what that asked for. */
async function settled(page: Page): Promise<void> {
  await networkSettled(page, { timeout: PAGE_READY_MS }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function openAs(role: Role, address: string, width: number): Promise<Page> {
  const page = trackRequests(await contexts.get(role)!.newPage());
  await page.setViewportSize(viewportOf(width));
  if (role === 'guest') await page.goto(site.url + address);
  else await openLoggedIn(page, site, role === 'staff' ? staff : member, address);
  // The page is there once the app has replaced the server's first paint (which may already show
  // the page's heading, shell/src/index.html) and its remote has drawn its heading (a loaded
  // machine may take a while; a page that never gets there fails on it), and its first calls
  // have answered.
  await page
    .locator('#root main h1')
    .first()
    .waitFor({ timeout: PAGE_READY_MS })
    .catch(() => undefined);
  await settled(page);
  return page;
}

/** Elements wider than the box that should hold them: the page scrolling sideways, or content cut by a box that does not scroll. */
function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const named = element.getAttribute('aria-label') ?? element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>${named ? ` [${named}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width}`);
    const hidden = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.visibility === 'hidden' ||
        element.closest('[aria-hidden="true"], [inert]') !== null ||
        style.clipPath !== 'none' ||
        style.clip !== 'auto'
      );
    };
    const clippingBox = (element: Element): Element | null => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return box;
      }
      return null;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || hidden(element)) continue;
      // A carousel (aria-roledescription) moves its slides in and out of its frame by design.
      if (element.parentElement?.closest('[aria-roledescription]')) continue;
      const style = getComputedStyle(element);
      // A text field scrolls its own text under the caret (the yeekee seed is longer than its field).
      if (
        !element.matches('input, textarea') &&
        ['hidden', 'clip'].includes(style.overflowX) &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push(`${describe(element)} cuts its content: ${element.scrollWidth} px in ${element.clientWidth}`);
        continue;
      }
      if (style.position === 'fixed') continue;
      const box = clippingBox(element);
      if (box && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) continue;
      const bounds = box ? box.getBoundingClientRect() : { left: 0, right: width };
      if (rect.right > bounds.right + 1 || rect.left < bounds.left - 1) {
        problems.push(
          `${describe(element)} sticks out of ${box ? describe(box) : 'the page'} (${Math.round(rect.left)}–${Math.round(rect.right)} px in ${Math.round(bounds.left)}–${Math.round(bounds.right)})`,
        );
      }
    }
    return problems;
  });
}

/** Controls a fixed or sticky element covers once they are focused (the browser scrolls a focused control into view). */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
    };
    const pinned = (element: Element | null): Element | null => {
      for (let at = element; at && at !== document.documentElement; at = at.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return at;
      }
      return null;
    };
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      const before = control.getBoundingClientRect();
      if (before.width === 0 || before.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      // A disabled control takes neither focus nor clicks.
      if (control.matches(':disabled') || control.closest('[aria-hidden="true"], [inert]') || pinned(control)) continue;
      control.focus();
      if (document.activeElement !== control) control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = control.getBoundingClientRect();
      const middle = rect.top + rect.height / 2;
      for (const x of [rect.left + 2, rect.left + rect.width / 2, rect.right - 2]) {
        if (x < 0 || middle < 0 || x >= window.innerWidth || middle >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, middle);
        if (!hit || control.contains(hit) || hit.contains(control)) continue;
        const cover = pinned(hit);
        if (cover && !cover.contains(control)) {
          problems.push(`${describe(control)} is covered by ${describe(cover)} when focused`);
          break;
        }
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return problems;
  });
}

async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugger, which the site's script-src 'self' rightly does not allow as a <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
    };
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** What the page shows at this width is wrong (an empty list when nothing); its title and h1s are noted in `seen`. */
async function check(page: Page, visit: Visit, width: number): Promise<string[]> {
  const title = await page.title();
  const headings = await page.locator('h1:visible').allInnerTexts();
  const names = seen.get(visit.route) ?? { titles: new Set<string>(), headings: new Set<string>() };
  names.titles.add(title);
  for (const heading of headings) names.headings.add(heading.trim());
  seen.set(visit.route, names);
  const fileName = `walk-${visit.role}-${visit.address.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
  await page.screenshot({ path: path.join(screenshots, fileName), fullPage: true });
  const firstPaintShown = (await page.locator('#first-paint').count()) > 0;
  return [
    ...(firstPaintShown ? ['the app has not replaced the first paint'] : []),
    ...(title ? [] : ['the page has no title']),
    ...(headings.length === 1 ? [] : [`the page has ${headings.length} visible h1s: ${JSON.stringify(headings)}`]),
    ...(await overflowProblems(page)),
    ...(await coveredControls(page)),
    ...(await axeProblems(page)),
  ];
}

/**
 * Pages walked at once: a visit spends most of its time waiting for the page and its calls, so a
 * few in parallel walk the whole site in a fraction of the time, each test still failing alone.
 */
const PAGES_AT_ONCE = 3;
/** Each visit's problems at each width (by keyOf), settled as the walk reaches them. */
const walks = new Map<string, { problems: Promise<string[]>; settle: (problems: Promise<string[]>) => void }>();
const keyOf = (visit: Visit, width: number) => `${width} ${visit.address} ${visit.role}`;

/**
 * One visit at every width, narrowest first: the page is loaded once and then widened, as a
 * member widening a window or turning a tablet would (a page load costs the browser about as
 * much as all the checks of it).
 */
async function walk(visit: Visit): Promise<void> {
  const settle = (width: number, problems: Promise<string[]>) => walks.get(keyOf(visit, width))!.settle(problems);
  let page: Page | undefined;
  try {
    page = await openAs(visit.role, addressOf(visit), WIDTHS[0]);
    for (const [index, width] of WIDTHS.entries()) {
      if (index > 0) {
        await page.setViewportSize(viewportOf(width));
        await settled(page);
      }
      const problems = check(page, visit, width);
      settle(width, problems);
      await problems.catch(() => undefined);
    }
  } catch (error) {
    // The page broke: each width not checked yet fails with it (a settled one keeps its answer).
    for (const width of WIDTHS) settle(width, Promise.reject(error));
  } finally {
    await page?.close();
  }
}

/** Starts every visit, PAGES_AT_ONCE at a time, in the order of the tests; each test awaits its own. */
function startWalking(): void {
  if (walks.size > 0) return;
  for (const width of WIDTHS) {
    for (const visit of visits) {
      let settle!: (problems: Promise<string[]>) => void;
      const problems = new Promise<string[]>((resolve, reject) => {
        settle = (checked) => void checked.then(resolve, reject);
      });
      // A failure is reported by the visit's own test, not as an unhandled rejection before it.
      problems.catch(() => undefined);
      walks.set(keyOf(visit, width), { problems, settle });
    }
  }
  const queue = [...visits];
  for (let i = 0; i < PAGES_AT_ONCE; i += 1) {
    void (async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await walk(next);
    })();
  }
}

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(visits.map((visit) => [`${visit.address} as ${visit.role}`, visit] as const))(
    '%s',
    async (_, visit) => {
      startWalking();
      expect(await walks.get(keyOf(visit, width))!.problems).toEqual([]);
    },
    300_000,
  );
});

it('gives every route a title and an h1 of its own', () => {
  const byTitle = new Map<string, string[]>();
  const byHeading = new Map<string, string[]>();
  for (const [route, { titles, headings }] of seen) {
    for (const title of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
    for (const heading of headings) byHeading.set(heading, [...(byHeading.get(heading) ?? []), route]);
  }
  const shared = (names: Map<string, string[]>) =>
    [...names].filter(([, routes]) => new Set(routes).size > 1).map(([name, routes]) => `${name}: ${[...new Set(routes)].join(', ')}`);
  expect({ titles: shared(byTitle), headings: shared(byHeading) }).toEqual({ titles: [], headings: [] });
  expect(seen.size).toBe(new Set(visits.map((visit) => visit.route)).size);
});
