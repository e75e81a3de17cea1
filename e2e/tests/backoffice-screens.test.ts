import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, giveCredit, openLoggedIn, registerMember, requestDeposit, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';
import { networkSettled, trackRequests } from '../src/network';

/**
 * The back office's screens as staff see them at 360 and 1280 px, on the real server in Chromium: nothing
 * spills out of its card or makes the page scroll sideways, no heading is cut, no serious axe-core
 * finding (contrast of the badges), no English words, the audit log's before and after readable
 * in Thai on Bangkok's clock, and the day's ยอดแทง saying what it counts.
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

const WIDTHS = [360, 1280] as const;
const SCREENS = { releases: 'releases', dashboard: '', reports: 'reports', audit: 'audit', deposits: 'deposits' } as const;

/** A second build of mf-wallet, so that a canary (and its health table of two versions) is on the releases screen. */
function prepare(webDir: string): void {
  const wallet = path.join(webDir, 'remotes/mf-wallet');
  cpSync(path.join(wallet, '1.0.0'), path.join(wallet, '1.1.0'), { recursive: true });
  const buildFile = path.join(wallet, '1.1.0/build.json');
  writeFileSync(buildFile, JSON.stringify({ ...JSON.parse(readFileSync(buildFile, 'utf8')), version: '1.1.0' }));
}

setUpSite(
  async (started) => {
    ({ site, browser, admin } = started);
    // Unpinned, the newest build is live: pinned to the older one, the newer can be the canary.
    expect(site.remotes('pin', 'mf-wallet', '1.0.0')).toMatchObject({ status: 0 });
    expect(site.remotes('canary', 'mf-wallet', '1.1.0', '--percent', '10')).toMatchObject({ status: 0 });
    const member = await registerMember(site);
    await giveCredit(site, member, 100);
    // A slip with no QR code: the queue shows its warning badge.
    await requestDeposit(site, await registerMember(site), 250);
  },
  { prepare, timeout: 300_000 },
);

async function open(screen: string, width: number): Promise<Page> {
  const page = trackRequests(await browser.newPage({ viewport: { width, height: 900 } }));
  await openLoggedIn(page, site, admin, `/backoffice/${screen}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await networkSettled(page);
  return page;
}

/** Cells that stick out of their card or the window, headings whose text is cut, and the page wider than the window. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const scrollerOf = (element: Element): Element | null => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return parent;
      }
      return null;
    };
    for (const cell of document.querySelectorAll('th, td')) {
      if (!(cell instanceof HTMLElement) || cell.offsetParent === null) continue;
      const name = (cell.textContent ?? '').trim().slice(0, 40);
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`"${name}" is cut`);
      const scroller = scrollerOf(cell);
      const frame = (scroller ?? cell.closest('section') ?? document.documentElement).getBoundingClientRect();
      const box = scroller ? frame : cell.getBoundingClientRect();
      if (box.right > Math.min(frame.right, width) + 1 || box.left < -1) problems.push(`"${name}" sticks out`);
    }
    return [...new Set(problems)];
  });
}

async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Finding = { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (context: Element) => Promise<{ violations: Finding[] }> } }).axe;
    // The back office's area: the shell's own bar and floating buttons are another app's.
    const { violations } = await axe.run(document.querySelector('main')!);
    return violations
      .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
      .flatMap((finding) => finding.nodes.map((node) => `${finding.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  });
}

/** Latin words a member of staff reads on the page; acronyms (QR, CSV, bank codes) and the apps' own names (mf-wallet) aside. */
function englishWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.body.innerText;
    const words = text.match(/[A-Za-z][A-Za-z-]*[A-Za-z]/g) ?? [];
    return [...new Set(words.filter((word) => !/^mf-[a-z]+$/.test(word) && !/^[A-Z]{2,6}$/.test(word)))];
  });
}

describe.each(Object.entries(SCREENS))('%s', (name, screen) => {
  it.each(WIDTHS)('fits %i px: no sideways scroll, nothing out of its card or cut, no serious axe finding, no English', async (width) => {
    const page = await open(screen, width);
    try {
      await page.screenshot({ path: path.join(screenshots, `backoffice-screens-${name}-${width}.png`), fullPage: true });
      expect(await layoutProblems(page)).toEqual([]);
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(await englishWords(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

it('the releases screen shows the canary beside the stable version in a table that fits its card', async () => {
  const page = await open('releases', 1280);
  try {
    const table = page.getByRole('region', { name: 'mf-wallet' }).getByRole('table', { name: 'ผลการใช้งานตั้งแต่เริ่มทดลอง' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'เวอร์ชัน',
      'เปิดหน้า',
      'โหลดไม่สำเร็จ ต่อ 1,000 ครั้ง',
      'ข้อผิดพลาด ต่อ 1,000 ครั้ง',
    ]);
    expect(await table.getByRole('row').nth(2).textContent()).toContain('1.1.0 (ทดลอง)');
  } finally {
    await page.close();
  }
});

it('the dashboard and the report say what their ยอดแทง counts', async () => {
  const dashboard = await open('', 1280);
  try {
    await dashboard.getByRole('region', { name: 'ยอดแทง (ไม่รวมโพยที่ยกเลิก)' }).waitFor();
    await dashboard.getByText('นับจากโพยที่แทงวันนี้และยังไม่ถูกยกเลิก รายงานนับยอดแทงทุกโพยที่แทง แล้วแสดงยอดยกเลิกแยกไว้').waitFor();
  } finally {
    await dashboard.close();
  }
  const report = await open('reports', 1280);
  try {
    const headers = await report.getByRole('table', { name: 'รายงาน' }).getByRole('columnheader').allTextContents();
    expect(headers.slice(1, 3)).toEqual(['ยอดแทงทั้งหมด (รวมที่ยกเลิก)', 'ยอดยกเลิก']);
  } finally {
    await report.close();
  }
});

it("the audit log shows a decision's before and after as Thai names beside their values, on Bangkok's clock, never JSON", async () => {
  const rows = await callApi(site, 'GET', '/admin-api/audit?action=deposit.approve', admin.token);
  const approval = rows.data.at(-1);
  const bangkok = new Date(Date.parse(approval.created_at) + 7 * 3_600_000).toISOString();
  const shown = `${bangkok.slice(8, 10)}/${bangkok.slice(5, 7)}/${bangkok.slice(0, 4)} ${bangkok.slice(11, 19)}`;

  for (const width of WIDTHS) {
    const page = await open('audit?action=deposit.approve', width);
    try {
      const row = page.locator('tr', { hasText: shown }).filter({ hasText: `รายการฝาก #${approval.target_id}` });
      const changes = row.getByRole('table', { name: 'ค่าที่เปลี่ยน' });
      const lines = await changes
        .getByRole('row')
        .evaluateAll((found) => found.map((line) => Array.from(line.children, (cell) => cell.textContent).join(' | ')));
      expect(lines).toEqual(
        expect.arrayContaining(['รายการ | ก่อน | หลัง', 'สถานะเปลี่ยน | รอดำเนินการ | อนุมัติแล้ว', 'จำนวนเงิน | 100.00 | 100.00']),
      );
      expect(await page.locator('body').innerText()).not.toMatch(/[{}"]|\d{4}-\d{2}-\d{2}T/);
    } finally {
      await page.close();
    }
  }
});
