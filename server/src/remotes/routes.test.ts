import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_REPORT_MESSAGE_MAX, PAGE_LOAD_HEADER, type ClientReport } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { tempDir, testClientAddress, testConfig, writeFiles } from '../testing/fixtures';
import { createTestMember, type TestMember } from '../testing/members';
import { setUpTestApp } from '../testing/testApp';
import { syncStaffAlertChannels } from '../messaging/outbox';
import { signPageLoad } from './pageLoads';
import { COHORT_COOKIE_NAME } from './routes';
import { callerBucket } from './rules';

let app: FastifyInstance;
let database: Database;
let webDir: string;
let admin: TestMember;

const runtime = (federationRuntime: string) => JSON.stringify({ needs: { federationRuntime, contract: 1 } });

beforeAll(() => {
  webDir = tempDir();
  writeFiles(webDir, {
    'shell/provides.json': JSON.stringify({ federationRuntime: '2.9.2', contract: 1 }),
    'remotes/mf-wallet/1.0.0/remoteEntry.js': '',
    'remotes/mf-wallet/1.0.0/build.json': runtime('2.9.2'),
    'remotes/mf-wallet/1.1.0/remoteEntry.js': '',
    'remotes/mf-wallet/1.1.0/build.json': runtime('2.9.0'),
    // Built for a runtime the live shell does not provide.
    'remotes/mf-wallet/2.0.0/remoteEntry.js': '',
    'remotes/mf-wallet/2.0.0/build.json': runtime('3.0.0'),
    // Built before builds recorded their needs.
    'remotes/mf-betting/2.0.0/remoteEntry.js': '',
  });
});

/** A canary rolls back after 20 loads when it fails 100 per 1,000 loads more than the stable version. */
const config = () => ({ ...testConfig(webDir), canary: { minLoads: 20, marginPer1000: 100 } });

setUpTestApp((started) => ({ app, database } = started), { build: (db) => buildApp(config(), { database: db }) });

beforeAll(async () => {
  admin = await createTestMember(app, database.db, { role: 'admin' });
});

afterEach(async () => {
  await database.db.deleteFrom('remote_releases').execute();
  await database.db.deleteFrom('remote_version_counts').execute();
  await database.db.deleteFrom('remote_page_load_failures').execute();
  await database.db.deleteFrom('audit_log').where('target_type', '=', 'remote').execute();
});

async function manifest(on: FastifyInstance = app, headers: Record<string, string> = {}) {
  const response = await on.inject({ method: 'GET', url: '/remotes.json', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response;
}

const walletOf = async (member: TestMember, on: FastifyInstance = app): Promise<string> =>
  (await manifest(on, { authorization: member.bearer })).json()['mf-wallet'].version;

const adminCall = (url: string, payload: object = {}, on: FastifyInstance = app) =>
  on.inject({ method: 'POST', url, headers: { authorization: admin.bearer }, payload });

const report = (reports: ClientReport[]) =>
  app.inject({ method: 'POST', url: '/client-errors', remoteAddress: testClientAddress(), payload: { reports } });

test('without release state each remote is served at the newest version the live shell can run', async () => {
  expect((await manifest()).json()).toEqual({
    'mf-wallet': { container: 'mf_wallet', version: '1.1.0', entry: '/remotes/mf-wallet/1.1.0/remoteEntry.js' },
    'mf-betting': { container: 'mf_betting', version: '2.0.0', entry: '/remotes/mf-betting/2.0.0/remoteEntry.js' },
  });
});

test('a pin applies at the next request; a version the shell cannot run is refused with the reason', async () => {
  expect((await adminCall('/admin-api/remotes/mf-wallet/pin', { version: '1.0.0' })).statusCode).toBe(200);
  expect((await manifest()).json()['mf-wallet'].version).toBe('1.0.0');

  const refused = await adminCall('/admin-api/remotes/mf-wallet/pin', { version: '2.0.0' });
  expect([refused.statusCode, refused.json()]).toEqual([
    409,
    {
      status: 'error',
      code: 'CONFLICT',
      message: 'เชลล์ที่ใช้งานอยู่เปิด mf-wallet 2.0.0 ไม่ได้: เวอร์ชันนี้ต้องใช้ federation runtime 3.0.0 แต่เชลล์มี 2.9.2',
    },
  ]);
  expect((await manifest()).json()['mf-wallet'].version).toBe('1.0.0');
});

describe('a canary', () => {
  test('at 50 % serves each member one version on every load, and both versions to some members', async () => {
    await adminCall('/admin-api/remotes/mf-wallet/pin', { version: '1.0.0' });
    expect((await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.1.0', percent: 50 })).statusCode).toBe(200);

    const members = await Promise.all(Array.from({ length: 24 }, () => createTestMember(app, database.db)));
    const first = await Promise.all(members.map((member) => walletOf(member)));
    expect(new Set(first)).toEqual(new Set(['1.0.0', '1.1.0']));
    expect(await Promise.all(members.map((member) => walletOf(member)))).toEqual(first);
  });

  test('gives a guest a cohort cookie and the same version while the guest keeps it', async () => {
    await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.0.0', percent: 50 });
    const first = await manifest();
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${COHORT_COOKIE_NAME}=[A-Za-z0-9_-]{22}$`));
    expect(String(first.headers['set-cookie'])).toContain('HttpOnly');

    const again = await Promise.all([1, 2, 3].map(() => manifest(app, { cookie })));
    for (const answer of again) {
      expect(answer.json()['mf-wallet'].version).toBe(first.json()['mf-wallet'].version);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  test('of the stable version, or of a version the shell cannot run, is refused', async () => {
    const live = await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.1.0', percent: 10 });
    expect([live.statusCode, live.json().message]).toEqual([409, 'mf-wallet 1.1.0 เป็นเวอร์ชันหลักอยู่แล้ว']);
    const refused = await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '2.0.0', percent: 10 });
    expect(refused.statusCode).toBe(409);
    const percent = await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.0.0', percent: 100 });
    expect([percent.statusCode, percent.json().message]).toEqual([400, 'ระบุสัดส่วนสมาชิกเป็นจำนวนเต็ม 1 ถึง 99 เปอร์เซ็นต์']);
  });

  test('promote pins the canary for everyone; abort sends everyone back to the stable version', async () => {
    const member = await createTestMember(app, database.db);
    await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.0.0', percent: 99 });
    const promoted = await adminCall('/admin-api/remotes/mf-wallet/promote');
    expect(promoted.json()).toMatchObject({
      message: 'ใช้ mf-wallet 1.0.0 กับทุกคนแล้ว',
      payload: { live: '1.0.0', pinned: '1.0.0', canary: null },
    });
    expect(await walletOf(member)).toBe('1.0.0');

    await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.1.0', percent: 99 });
    const aborted = await adminCall('/admin-api/remotes/mf-wallet/abort');
    expect(aborted.json()).toMatchObject({ message: 'ยกเลิกการทดลอง mf-wallet 1.1.0 แล้ว ทุกคนกลับไปใช้เวอร์ชันหลัก', payload: { canary: null } });
    expect(await walletOf(member)).toBe('1.0.0');
    const again = await adminCall('/admin-api/remotes/mf-wallet/abort');
    expect([again.statusCode, again.json().message]).toEqual([409, 'ไม่มีเวอร์ชันทดลองของ mf-wallet']);
  });
});

describe('POST /client-errors', () => {
  const crash = (version: string): ClientReport => ({ remote: 'mf-wallet', version, kind: 'boundary', message: 'boom' });
  const loadFailure = (version: string): ClientReport => ({ remote: 'mf-wallet', version, kind: 'loadFailure', message: 'ChunkLoadError' });

  /** A guest cohort cookie whose bucket for mf-wallet falls inside a canary of `percent` %, or outside it. */
  function cohortCookie(inCanary: boolean, percent: number): string {
    let cohort: string;
    do cohort = randomBytes(16).toString('base64url');
    while (callerBucket('mf-wallet', `guest:${cohort}`) < percent !== inCanary);
    return `${COHORT_COOKIE_NAME}=${cohort}`;
  }

  /** One page load: the wallet version /remotes.json served and its signed page-load id. */
  async function pageLoad(cookie?: string): Promise<{ version: string; id: string }> {
    const served = await manifest(app, cookie ? { cookie } : {});
    return { version: served.json()['mf-wallet'].version, id: String(served.headers[PAGE_LOAD_HEADER]) };
  }

  const reportFor = (page: { id: string } | null, reports: ClientReport[]) =>
    app.inject({
      method: 'POST',
      url: '/client-errors',
      remoteAddress: testClientAddress(),
      payload: { ...(page && { page_load: page.id }), reports },
    });

  async function walletHealth() {
    const releases = await app.inject({ method: 'GET', url: '/admin-api/remotes', headers: { authorization: admin.bearer } });
    return releases.json().payload.find((release: { name: string }) => release.name === 'mf-wallet') as {
      canary: { version: string } | null;
      health: { version: string; loads: number; load_failures: number; errors: number }[];
    };
  }

  async function canaryAt50(): Promise<{ stable: string; canary: string }> {
    await adminCall('/admin-api/remotes/mf-wallet/pin', { version: '1.0.0' });
    expect((await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.1.0', percent: 50 })).statusCode).toBe(200);
    return { stable: cohortCookie(false, 50), canary: cohortCookie(true, 50) };
  }

  test('counts the loads /remotes.json served and one failure per page load, for the version served only', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map(() => pageLoad()));
    expect(pages.map((page) => page.version)).toEqual(['1.1.0', '1.1.0', '1.1.0', '1.1.0']);
    // One page load reporting ten failures counts once.
    const tenFailures = await reportFor(pages[0]!, [
      ...Array.from({ length: 5 }, () => loadFailure('1.1.0')),
      ...Array.from({ length: 5 }, () => crash('1.1.0')),
    ]);
    expect(tenFailures.json()).toEqual({ status: 'success', message: '', payload: null });
    await reportFor(pages[0]!, [loadFailure('1.1.0'), crash('1.1.0')]);
    // Load reports count nothing; versions the page was not served, deployed or not, count nothing.
    await reportFor(pages[1]!, [{ remote: 'mf-wallet', version: '1.1.0', kind: 'load' }, crash('1.0.0'), crash('9.9.9')]);
    expect((await walletHealth()).health).toEqual([
      { version: '1.1.0', loads: 4, load_failures: 1, errors: 0, load_failures_per_1000: 250, errors_per_1000: 0 },
    ]);
    expect(await database.db.selectFrom('remote_version_counts').select('version').where('remote', '=', 'mf-wallet').execute()).toEqual([
      { version: '1.1.0' },
    ]);
  });

  test('refuses a message over 500 characters, an unknown kind and an empty batch', async () => {
    const long = await report([
      { remote: 'mf-wallet', version: '1.1.0', kind: 'unhandled', message: 'x'.repeat(CLIENT_REPORT_MESSAGE_MAX + 1) },
    ]);
    expect(long.statusCode).toBe(400);
    expect((await report([{ remote: 'mf-wallet', version: '1.1.0', kind: 'secret' as 'load' }])).statusCode).toBe(400);
    expect((await report([])).statusCode).toBe(400);
  });

  test('a canary failing more than the stable version by the margin is rolled back by the server, audited', async () => {
    await syncStaffAlertChannels(database.db, [{ channel: 'line', destination: 'Cstaffgroup' }]);
    const cohorts = await canaryAt50();
    const stablePages = [];
    for (let load = 0; load < 20; load += 1) stablePages.push(await pageLoad(cohorts.stable));
    expect(stablePages.every((page) => page.version === '1.0.0')).toBe(true);
    await reportFor(stablePages[0]!, [crash('1.0.0')]);

    // Below the minimum of loads, nothing happens yet.
    for (let load = 0; load < 10; load += 1) await reportFor(await pageLoad(cohorts.canary), [crash('1.1.0')]);
    expect((await walletHealth()).canary).toMatchObject({ version: '1.1.0' });

    for (let load = 0; load < 10; load += 1) await reportFor(await pageLoad(cohorts.canary), [crash('1.1.0')]);
    expect((await pageLoad(cohorts.canary)).version).toBe('1.0.0');
    const rows = await database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'after'])
      .where('target_type', '=', 'remote')
      .where('action', '=', 'remote.autoAbort')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: null, after: { aborted: '1.1.0', via: 'server', canary: null, live: '1.0.0' } });
    expect(String((rows[0]?.after as { reason: string }).reason)).toBe(
      '1000.0 failures and errors per 1,000 loads over 20 loads, against 50.0 for the stable version (margin 100)',
    );
    expect(await database.db.selectFrom('outbox').select(['channel', 'destination', 'text']).execute()).toEqual([
      { channel: 'line', destination: 'Cstaffgroup', text: 'รุ่นทดลอง mf-wallet 1.1.0 ถูกถอยกลับอัตโนมัติ เพราะโหลดไม่สำเร็จหรือผิดพลาดมากกว่ารุ่นหลัก' },
    ]);
    await syncStaffAlertChannels(database.db, []);
  });

  test('a canary failing no more than the margin above the stable version stays', async () => {
    const cohorts = await canaryAt50();
    for (let load = 0; load < 20; load += 1) {
      const stable = await pageLoad(cohorts.stable);
      if (load < 2) await reportFor(stable, [crash('1.0.0')]);
      const canary = await pageLoad(cohorts.canary);
      if (load < 4) await reportFor(canary, [crash('1.1.0')]);
    }
    expect((await pageLoad(cohorts.canary)).version).toBe('1.1.0');
  });

  test('reports without a valid page load count nothing: six anonymous load-failure batches, forged and expired ids abort no canary', async () => {
    const cohorts = await canaryAt50();
    for (let load = 0; load < 20; load += 1) await pageLoad(cohorts.canary);
    const canaryPage = await pageLoad(cohorts.canary);
    const failures = (version: string) => [
      ...Array.from({ length: 25 }, () => ({ remote: 'mf-wallet' as const, version, kind: 'load' as const })),
      ...Array.from({ length: 25 }, () => loadFailure(version)),
    ];
    for (let batch = 0; batch < 6; batch += 1) expect((await reportFor(null, failures('1.1.0'))).statusCode).toBe(200);
    const [payload] = canaryPage.id.split('.');
    const forged = `${Buffer.from(JSON.stringify({ id: 'x', exp: Date.now() + 60_000, v: { 'mf-wallet': '1.1.0' } })).toString('base64url')}.${canaryPage.id.split('.')[1]}`;
    const expired = signPageLoad(app.accessTokens.pageLoadSignature, {
      id: 'old',
      expiresAt: new Date(Date.now() - 1),
      versions: { 'mf-wallet': '1.1.0' },
    });
    for (const id of [forged, `${payload}.${'A'.repeat(43)}`, expired, 'not-an-id']) await reportFor({ id }, failures('1.1.0'));

    const wallet = await walletHealth();
    expect(wallet.canary).toMatchObject({ version: '1.1.0' });
    expect(wallet.health).toEqual([
      { version: '1.0.0', loads: 0, load_failures: 0, errors: 0, load_failures_per_1000: 0, errors_per_1000: 0 },
      { version: '1.1.0', loads: 21, load_failures: 0, errors: 0, load_failures_per_1000: 0, errors_per_1000: 0 },
    ]);
  });

  test('stable-version reports do not shield a canary that really fails 300 of every 1,000 loads: it is still rolled back', async () => {
    const cohorts = await canaryAt50();
    const pageLoads = async (cookie: string, count: number) => {
      const pages = [];
      for (let start = 0; start < count; start += 25)
        pages.push(...(await Promise.all(Array.from({ length: 25 }, () => pageLoad(cookie)))));
      return pages;
    };
    const stablePages = await pageLoads(cohorts.stable, 50);
    const canaryPages = await pageLoads(cohorts.canary, 100);
    expect([new Set(stablePages.map((page) => page.version)), new Set(canaryPages.map((page) => page.version))]).toEqual([
      new Set(['1.0.0']),
      new Set(['1.1.0']),
    ]);
    // The shield: stable failures reported without a page load, from canary pages, and ten from one stable page.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        reportFor(
          null,
          Array.from({ length: 50 }, () => loadFailure('1.0.0')),
        ),
      ),
    );
    await Promise.all(canaryPages.slice(0, 5).map((page) => reportFor(page, [loadFailure('1.0.0')])));
    await reportFor(
      stablePages[0]!,
      Array.from({ length: 10 }, () => loadFailure('1.0.0')),
    );
    expect((await walletHealth()).health[0]).toMatchObject({ version: '1.0.0', loads: 50, load_failures: 1 });

    // 30 of its 100 loads fail.
    for (const page of canaryPages.slice(50, 80)) await reportFor(page, [loadFailure('1.1.0')]);
    expect((await pageLoad(cohorts.canary)).version).toBe('1.0.0');
    const aborts = await database.db.selectFrom('audit_log').select('after').where('action', '=', 'remote.autoAbort').execute();
    expect(aborts.map((row) => (row.after as { reason: string }).reason)).toEqual([
      '130.0 failures and errors per 1,000 loads over 100 loads, against 20.0 for the stable version (margin 100)',
    ]);
  });
});

test('the pins of an old remotes/pins.json move into the database on the first start, once', async () => {
  await adminCall('/admin-api/remotes/mf-betting/unpin');
  const pinsFile = path.join(webDir, 'remotes', 'pins.json');
  fs.writeFileSync(pinsFile, JSON.stringify({ 'mf-wallet': '1.0.0', 'mf-betting': '1.0.0' }));
  const restarted = await buildApp(config(), { database });
  try {
    // mf-betting already had state in the database: the file does not overrule it.
    expect((await manifest(restarted)).json()['mf-wallet'].version).toBe('1.0.0');
    expect(fs.existsSync(pinsFile)).toBe(false);
    expect(fs.existsSync(`${pinsFile}.imported`)).toBe(true);
    expect(await database.db.selectFrom('remote_releases').select(['remote', 'pinned_version']).orderBy('remote').execute()).toEqual([
      { remote: 'mf-betting', pinned_version: null },
      { remote: 'mf-wallet', pinned_version: '1.0.0' },
    ]);
    const imports = await database.db
      .selectFrom('audit_log')
      .select(['target_id', 'after'])
      .where('action', '=', 'remote.import')
      .execute();
    expect(imports).toEqual([{ target_id: 'mf-wallet', after: { pinned: '1.0.0', via: 'server' } }]);
  } finally {
    await restarted.close();
  }
});

test('two server processes on one database answer the same /remotes.json to a member after a pin through either', async () => {
  const other = await buildApp(config(), { database });
  try {
    const members = await Promise.all(Array.from({ length: 6 }, () => createTestMember(app, database.db)));
    await adminCall('/admin-api/remotes/mf-wallet/pin', { version: '1.0.0' }, other);
    await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.1.0', percent: 50 }, app);
    for (const member of members) expect(await walletOf(member, other)).toBe(await walletOf(member, app));

    await adminCall('/admin-api/remotes/mf-wallet/abort', {}, other);
    await adminCall('/admin-api/remotes/mf-wallet/pin', { version: '1.1.0' }, app);
    for (const member of members) {
      expect(await walletOf(member, app)).toBe('1.1.0');
      expect(await walletOf(member, other)).toBe('1.1.0');
    }
  } finally {
    await other.close();
  }
});
