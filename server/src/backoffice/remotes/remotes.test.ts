import { REMOTE_NAMES } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { tempDir, testConfig, writeFiles } from '../../testing/fixtures';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let app: FastifyInstance;
let database: Database;
let webDir: string;
let admin: TestMember;

beforeAll(async () => {
  webDir = tempDir();
  writeFiles(webDir, {
    'remotes/mf-wallet/1.0.0/remoteEntry.js': '',
    'remotes/mf-wallet/1.1.0/remoteEntry.js': '',
    'remotes/mf-results/2.0.0/remoteEntry.js': '',
  });
});

setUpTestApp((started) => ({ app, database } = started), { build: (database) => buildApp(testConfig(webDir), { database }) });

beforeAll(async () => {
  admin = await createTestMember(app, database.db, { role: 'admin' });
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: admin.bearer }, ...(payload && { payload }) });

async function liveWallet(): Promise<string> {
  const manifest = await app.inject({ method: 'GET', url: '/remotes.json' });
  return manifest.json()['mf-wallet'].version;
}

test('lists every remote with its deployed versions, the live one and its pin', async () => {
  const response = await call('GET', '/admin-api/remotes');
  const releases = response.json().payload as { name: string }[];
  expect(releases.map((release) => release.name)).toEqual([...REMOTE_NAMES]);
  expect(releases.find((release) => release.name === 'mf-wallet')).toEqual({
    name: 'mf-wallet',
    versions: [
      { version: '1.1.0', refusal: null },
      { version: '1.0.0', refusal: null },
    ],
    live: '1.1.0',
    pinned: null,
    canary: null,
    health: [{ version: '1.1.0', loads: 0, load_failures: 0, errors: 0, load_failures_per_1000: 0, errors_per_1000: 0 }],
  });
  expect(releases.find((release) => release.name === 'mf-auth')).toEqual({
    name: 'mf-auth',
    versions: [],
    live: null,
    pinned: null,
    canary: null,
    health: [],
  });
});

test('pin rolls the live version back at once and unpin restores the newest, each with an audit row', async () => {
  expect(await liveWallet()).toBe('1.1.0');
  const pinned = await call('POST', '/admin-api/remotes/mf-wallet/pin', { version: '1.0.0' });
  expect(pinned.json()).toMatchObject({
    status: 'success',
    message: 'ใช้เวอร์ชัน 1.0.0 ของ mf-wallet แล้ว',
    payload: { name: 'mf-wallet', live: '1.0.0', pinned: '1.0.0', canary: null },
  });
  expect(await liveWallet()).toBe('1.0.0');

  const unpinned = await call('POST', '/admin-api/remotes/mf-wallet/unpin');
  expect(unpinned.json()).toMatchObject({
    message: 'ยกเลิกการตรึงเวอร์ชันของ mf-wallet แล้ว ใช้เวอร์ชันล่าสุด',
    payload: { live: '1.1.0', pinned: null },
  });
  expect(await liveWallet()).toBe('1.1.0');

  const audit = await call('GET', '/admin-api/audit?target=remote:mf-wallet');
  expect(audit.json().payload.data).toMatchObject([
    {
      action: 'remote.unpin',
      actor_id: admin.id,
      before: { pinned: '1.0.0', live: '1.0.0' },
      after: { pinned: null, live: '1.1.0', via: 'backoffice' },
    },
    {
      action: 'remote.pin',
      actor_id: admin.id,
      before: { pinned: null, live: '1.1.0' },
      after: { pinned: '1.0.0', live: '1.0.0', via: 'backoffice' },
    },
  ]);
});

test('a version that is not deployed or an unknown remote is refused and changes nothing', async () => {
  const missing = await call('POST', '/admin-api/remotes/mf-wallet/pin', { version: '9.9.9' });
  expect([missing.statusCode, missing.json()]).toEqual([
    404,
    { status: 'error', code: 'NOT_FOUND', message: 'ไม่พบเวอร์ชัน 9.9.9 ของ mf-wallet' },
  ]);
  const unknown = await call('POST', '/admin-api/remotes/mf-nothing/pin', { version: '1.0.0' });
  expect([unknown.statusCode, unknown.json()]).toEqual([404, { status: 'error', code: 'NOT_FOUND', message: 'ไม่พบแอปนี้' }]);
  const noVersion = await call('POST', '/admin-api/remotes/mf-wallet/pin', {});
  expect([noVersion.statusCode, noVersion.json()]).toEqual([400, { status: 'error', code: 'VALIDATION', message: 'ระบุเวอร์ชัน' }]);
  expect(await liveWallet()).toBe('1.1.0');
});
