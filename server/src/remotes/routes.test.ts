import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { tempDir, testConfig, writeFiles } from '../testing/fixtures';
import { setUpTestApp } from '../testing/testApp';

let app: FastifyInstance;
let webDir: string;

function pin(pins: object): void {
  fs.writeFileSync(path.join(webDir, 'remotes', 'pins.json'), JSON.stringify(pins));
}

async function manifest() {
  const response = await app.inject({ method: 'GET', url: '/remotes.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.json();
}

beforeAll(async () => {
  webDir = tempDir();
  writeFiles(webDir, {
    'remotes/mf-wallet/1.0.0/remoteEntry.js': '',
    'remotes/mf-wallet/1.1.0/remoteEntry.js': '',
    'remotes/mf-betting/2.0.0/remoteEntry.js': '',
  });
});

setUpTestApp((started) => ({ app } = started), { build: (database) => buildApp(testConfig(webDir), { database }) });

beforeEach(() => fs.rmSync(path.join(webDir, 'remotes', 'pins.json'), { force: true }));

test('without pins each deployed remote is served at its newest version; undeployed ones are absent', async () => {
  expect(await manifest()).toEqual({
    'mf-wallet': { container: 'mf_wallet', version: '1.1.0', entry: '/remotes/mf-wallet/1.1.0/remoteEntry.js' },
    'mf-betting': { container: 'mf_betting', version: '2.0.0', entry: '/remotes/mf-betting/2.0.0/remoteEntry.js' },
  });
});

test('a pin wins over the newest version, at once and without a restart', async () => {
  pin({ 'mf-wallet': '1.0.0' });
  expect((await manifest())['mf-wallet']).toEqual({
    container: 'mf_wallet',
    version: '1.0.0',
    entry: '/remotes/mf-wallet/1.0.0/remoteEntry.js',
  });
});

test('a pinned version that is not deployed falls back to the newest', async () => {
  pin({ 'mf-wallet': '0.9.0' });
  expect((await manifest())['mf-wallet'].version).toBe('1.1.0');
});

test('a newly deployed version is picked up on the next request', async () => {
  writeFiles(webDir, { 'remotes/mf-auth/1.0.0/remoteEntry.js': '' });
  expect((await manifest())['mf-auth'].version).toBe('1.0.0');
});

test('a broken pins.json does not take the remotes down', async () => {
  fs.writeFileSync(path.join(webDir, 'remotes', 'pins.json'), 'not json');
  expect((await manifest())['mf-wallet'].version).toBe('1.1.0');
});
