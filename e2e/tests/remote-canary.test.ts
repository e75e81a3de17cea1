import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callApi, DEMO_MEMBER, login, openLoggedIn, registerMember, type Session } from '../src/api';
import { deployRemoteVersion, type RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * Shipping a remote safely (docs/operations.md#remote-releases): a canary served to a share of members by a stable hash
 * of the member, rolled back by the server when the browsers report it failing, and a version the
 * live shell cannot run refused. Versions of mf-wallet in the site's copy: 1.0.0 (built), 1.1.0
 * (built), 1.2.0 (1.1.0 made to throw while it mounts) and 3.0.0 (built for a newer runtime).
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

// A canary rolls back after 3 of its page loads when it fails 100 per 1,000 loads more than stable.
process.env.CANARY_MIN_LOADS = '3';
process.env.CANARY_ERROR_MARGIN = '100';

function prepare(webDir: string): void {
  const wallet = path.join(webDir, 'remotes/mf-wallet');
  deployRemoteVersion(webDir, 'mf-wallet', '1.1.0');

  // The page's outer element reads `remote.version` while it mounts: make that read throw.
  cpSync(path.join(wallet, '1.1.0'), path.join(wallet, '1.2.0'), { recursive: true });
  for (const file of readdirSync(path.join(wallet, '1.2.0'))) {
    const full = path.join(wallet, '1.2.0', file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(full, 'utf8');
    if (!code.includes('version:"1.1.0"')) continue;
    writeFileSync(full, code.replace('version:"1.1.0"', 'get version(){throw new Error("mf-wallet 1.2.0 fails on mount")}'));
    rmSync(`${full}.br`, { force: true });
    rmSync(`${full}.gz`, { force: true });
  }

  cpSync(path.join(wallet, '1.0.0'), path.join(wallet, '3.0.0'), { recursive: true });
  const buildFile = path.join(wallet, '3.0.0/build.json');
  const build = JSON.parse(readFileSync(buildFile, 'utf8'));
  writeFileSync(buildFile, JSON.stringify({ ...build, version: '3.0.0', needs: { ...build.needs, federationRuntime: '99.0.0' } }));
}

setUpSite(
  (started) => {
    ({ site, browser, admin } = started);
  },
  { prepare, timeout: 300_000 },
);

async function walletVersionFor(member: Session): Promise<string> {
  const response = await fetch(`${site.url}/remotes.json`, { headers: { authorization: `Bearer ${member.token}` } });
  return (await response.json())['mf-wallet'].version;
}

/** The version of mf-wallet a page drew, or 'fallback' when it shows the Thai fallback instead. */
async function drawnWallet(page: Page): Promise<string> {
  const area = page.locator('section[data-remote="mf-wallet"]').first();
  const fallback = page.locator('[data-remote-fallback="mf-wallet"]').first();
  await area.or(fallback).waitFor({ timeout: 30_000 });
  return (await area.isVisible()) ? ((await area.getAttribute('data-version')) ?? '') : 'fallback';
}

async function openTransfer(member: Session): Promise<Page> {
  const page = await browser.newPage();
  await openLoggedIn(page, site, member, '/transfer');
  return page;
}

function cli(...args: string[]): string {
  const result = site.remotes(...args);
  expect(result).toMatchObject({ status: 0 });
  return result.output;
}

it('with a canary at 50 %, two members get different versions and each keeps theirs over reloads and devices', async () => {
  cli('pin', 'mf-wallet', '1.0.0');
  expect(cli('canary', 'mf-wallet', '1.1.0', '--percent', '50')).toContain('mf-wallet 1.1.0 is served to 50 % of members');

  const byVersion = new Map<string, Session>();
  const candidates = [await login(site, DEMO_MEMBER)];
  for (let tries = 0; byVersion.size < 2 && tries < 8; tries += 1) {
    const member = candidates.pop() ?? (await registerMember(site));
    byVersion.set(await walletVersionFor(member), member);
  }
  expect([...byVersion.keys()].sort()).toEqual(['1.0.0', '1.1.0']);

  for (const [version, member] of byVersion) {
    const page = await openTransfer(member);
    try {
      expect(await drawnWallet(page)).toBe(version);
      await page.reload();
      expect(await drawnWallet(page)).toBe(version);
    } finally {
      await page.close();
    }
    // Another device: a browser context of its own, logged in again.
    const other = await browser.newContext();
    try {
      const page2 = await other.newPage();
      await openLoggedIn(page2, site, member, '/transfer');
      expect(await drawnWallet(page2)).toBe(version);
    } finally {
      await other.close();
    }
  }
  cli('abort', 'mf-wallet');
});

it('a canary that throws on mount is rolled back by the server after the reports, and the next load shows stable', async () => {
  cli('canary', 'mf-wallet', '1.2.0', '--percent', '99');
  let member = await login(site, DEMO_MEMBER);
  while ((await walletVersionFor(member)) !== '1.2.0') member = await registerMember(site);

  const page = await openTransfer(member);
  try {
    expect(await drawnWallet(page)).toBe('fallback');
    let drawn = 'fallback';
    for (let load = 0; load < 10 && drawn === 'fallback'; load += 1) {
      // The reload sends the page's reports (pagehide); the server counts them before the next manifest.
      await page.waitForTimeout(500);
      await page.reload();
      drawn = await drawnWallet(page);
    }
    expect(drawn).toBe('1.0.0');
  } finally {
    await page.close();
  }

  const audit = await callApi(site, 'GET', '/admin-api/audit?action=remote.autoAbort', admin.token);
  expect(audit.data).toHaveLength(1);
  expect(audit.data[0]).toMatchObject({
    actor_id: null,
    target_id: 'mf-wallet',
    after: { aborted: '1.2.0', via: 'server', live: '1.0.0' },
  });
  expect(cli('list')).not.toContain('canary');
});

it('a remote built for a newer runtime is refused by pin with its reason, in the CLI and on the เวอร์ชันแอปย่อย screen', async () => {
  const refused = site.remotes('pin', 'mf-wallet', '3.0.0');
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(
    'The live shell cannot run mf-wallet 3.0.0: it was built for federation runtime 99.0.0, the shell provides',
  );
  expect(await walletVersionFor(await login(site, DEMO_MEMBER))).toBe('1.0.0');

  cli('canary', 'mf-wallet', '1.1.0', '--percent', '10');
  const staff = await browser.newPage();
  try {
    await openLoggedIn(staff, site, admin, '/backoffice/releases');
    const wallet = staff.getByRole('region', { name: 'mf-wallet' });
    await wallet.getByText('เชลล์ที่ใช้งานอยู่เปิด mf-wallet 3.0.0 ไม่ได้: เวอร์ชันนี้ต้องใช้ federation runtime 99.0.0 แต่เชลล์มี').waitFor();
    await wallet.getByText('ทดลอง 1.1.0 กับสมาชิก 10%').waitFor();
    expect(await wallet.getByRole('button', { name: 'ตรึง mf-wallet 3.0.0' }).count()).toBe(0);
    await staff.screenshot({ path: path.join(screenshots, 'backoffice-releases-1280.png'), fullPage: true });
    await staff.setViewportSize({ width: 375, height: 800 });
    await staff.screenshot({ path: path.join(screenshots, 'backoffice-releases-375.png'), fullPage: true });
  } finally {
    await staff.close();
    cli('abort', 'mf-wallet');
  }
});
