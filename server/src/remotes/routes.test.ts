import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_REPORT_MESSAGE_MAX, type ClientReport } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { tempDir, testClientAddress, testConfig, writeFiles } from '../testing/fixtures';
import { createTestMember, type TestMember } from '../testing/members';
import { setUpTestApp } from '../testing/testApp';
import { COHORT_COOKIE_NAME } from './routes';

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
    expect(promoted.json()).toMatchObject({ message: 'ใช้ mf-wallet 1.0.0 กับทุกคนแล้ว', payload: { live: '1.0.0', pinned: '1.0.0', canary: null } });
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
  const loads = (version: string, n: number): ClientReport[] => Array.from({ length: n }, () => ({ remote: 'mf-wallet', version, kind: 'load' }));
  const crashes = (version: string, n: number): ClientReport[] =>
    Array.from({ length: n }, () => ({ remote: 'mf-wallet', version, kind: 'boundary', message: 'boom' }));

  test('counts loads and errors per version, ignoring versions that are not deployed', async () => {
    expect((await report([...loads('1.1.0', 4), { remote: 'mf-wallet', version: '1.1.0', kind: 'loadFailure' }, ...crashes('9.9.9', 2)])).json()).toEqual({
      status: 'success',
      message: '',
      payload: null,
    });
    const releases = await app.inject({ method: 'GET', url: '/admin-api/remotes', headers: { authorization: admin.bearer } });
    const wallet = releases.json().payload.find((release: { name: string }) => release.name === 'mf-wallet');
    expect(wallet.health).toEqual([
      { version: '1.1.0', loads: 4, load_failures: 1, errors: 0, load_failures_per_1000: 250, errors_per_1000: 0 },
    ]);
    expect(await database.db.selectFrom('remote_version_counts').select('version').execute()).toEqual([{ version: '1.1.0' }]);
  });

  test('refuses a message over 500 characters, an unknown kind and an empty batch', async () => {
    const long = await report([{ remote: 'mf-wallet', version: '1.1.0', kind: 'unhandled', message: 'x'.repeat(CLIENT_REPORT_MESSAGE_MAX + 1) }]);
    expect(long.statusCode).toBe(400);
    expect((await report([{ remote: 'mf-wallet', version: '1.1.0', kind: 'secret' as 'load' }])).statusCode).toBe(400);
    expect((await report([])).statusCode).toBe(400);
  });

  test('a canary failing more than the stable version by the margin is rolled back by the server, audited', async () => {
    await adminCall('/admin-api/remotes/mf-wallet/pin', { version: '1.0.0' });
    await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.1.0', percent: 99 });
    const member = await createTestMember(app, database.db);
    expect(await walletOf(member)).toBe('1.1.0');

    await report([...loads('1.0.0', 20), ...crashes('1.0.0', 1)]);
    // Below the minimum of loads, nothing happens yet.
    await report([...loads('1.1.0', 10), ...crashes('1.1.0', 10)]);
    expect(await walletOf(member)).toBe('1.1.0');

    await report([...loads('1.1.0', 10), ...crashes('1.1.0', 10)]);
    expect(await walletOf(member)).toBe('1.0.0');
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
  });

  test('a canary failing no more than the margin above the stable version stays', async () => {
    await adminCall('/admin-api/remotes/mf-wallet/pin', { version: '1.0.0' });
    await adminCall('/admin-api/remotes/mf-wallet/canary', { version: '1.1.0', percent: 99 });
    await report([...loads('1.0.0', 20), ...crashes('1.0.0', 2)]);
    await report([...loads('1.1.0', 20), ...crashes('1.1.0', 4)]);
    const member = await createTestMember(app, database.db);
    expect(await walletOf(member)).toBe('1.1.0');
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
    const imports = await database.db.selectFrom('audit_log').select(['target_id', 'after']).where('action', '=', 'remote.import').execute();
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
