import type { Database } from '../db/database';
import { tempDir, writeFiles } from '../testing/fixtures';
import { setUpTestDatabase } from '../testing/testApp';
import { runCli } from './cli';
import { askRunningServer, serveCliChannel } from './cliChannel';
import type { ReleaseContext } from './releases';

let context: ReleaseContext;

setUpTestDatabase((database: Database) => {
  const webDir = tempDir();
  writeFiles(webDir, {
    'shell/provides.json': JSON.stringify({ federationRuntime: '2.9.2', contract: 1 }),
    'remotes/mf-wallet/1.0.0/remoteEntry.js': '',
    'remotes/mf-wallet/1.2.0/remoteEntry.js': '',
    'remotes/mf-wallet/1.10.0/remoteEntry.js': '',
    'remotes/mf-wallet/2.0.0/remoteEntry.js': '',
    'remotes/mf-wallet/2.0.0/build.json': JSON.stringify({ needs: { federationRuntime: '2.9.2', contract: 2 } }),
    // Not deployed: no entry file, or not a version.
    'remotes/mf-wallet/3.0.0/main.js': '',
    'remotes/mf-wallet/latest/remoteEntry.js': '',
  });
  context = { db: database.db, webDir };
});

afterEach(async () => {
  await context.db.deleteFrom('remote_releases').execute();
});

const run = (...args: string[]) => runCli(args, context);

test('list shows every remote, its versions highest first, which one is live and which the shell cannot run', async () => {
  expect(await run('pin', 'mf-wallet', '1.2.0')).toMatchObject({ code: 0 });
  const { code, out } = await run('list');
  expect(code).toBe(0);
  expect(out.slice(1, 7)).toEqual([
    'mf-auth',
    '  (no version deployed)',
    'mf-betting',
    '  (no version deployed)',
    'mf-wallet',
    '  2.0.0  refused: The live shell cannot run mf-wallet 2.0.0: it was built against shell contract 2.1, the shell provides contract 1.1.',
  ]);
  expect(out.slice(7, 10)).toEqual(['  1.10.0', '  1.2.0  <- live (pinned)', '  1.0.0']);
});

test('pin refuses an undeployed version, a version the shell cannot run and an unknown remote, and changes nothing', async () => {
  expect(await run('pin', 'mf-wallet', '3.0.0')).toEqual({
    code: 1,
    out: [],
    err: ['mf-wallet 3.0.0 is not deployed (deployed versions: 2.0.0, 1.10.0, 1.2.0, 1.0.0)'],
  });
  expect((await run('pin', 'mf-wallet', '2.0.0')).err).toEqual([
    'The live shell cannot run mf-wallet 2.0.0: it was built against shell contract 2.1, the shell provides contract 1.1.',
  ]);
  expect((await run('pin', 'shell', '1.0.0')).err).toEqual([
    'Unknown remote (known: mf-auth, mf-betting, mf-wallet, mf-results, mf-backoffice)',
  ]);
  expect(await context.db.selectFrom('remote_releases').selectAll().execute()).toEqual([]);
});

test('canary, promote and abort are one command each', async () => {
  expect(await run('canary', 'mf-wallet', '1.2.0', '--percent', '10')).toEqual({
    code: 0,
    out: ['mf-wallet 1.2.0 is served to 10 % of members from the next page load; the others keep the stable version.'],
    err: [],
  });
  expect((await run('list')).out).toContain('  1.2.0  <- canary 10 %');
  expect((await run('promote', 'mf-wallet')).out).toEqual(['mf-wallet 1.2.0 is served to every member and pinned.']);
  expect((await run('list')).out).toContain('  1.2.0  <- live (pinned)');

  await run('canary', 'mf-wallet', '1.10.0', '--percent', '5');
  expect((await run('abort', 'mf-wallet')).out).toEqual(['mf-wallet canary 1.10.0 ended; every member gets the stable version.']);
  expect(await run('abort', 'mf-wallet')).toEqual({ code: 1, out: [], err: ['mf-wallet has no canary'] });
});

test('a wrong percent or an unknown command prints the usage and exits 1', async () => {
  for (const args of [['canary', 'mf-wallet', '1.2.0'], ['canary', 'mf-wallet', '1.2.0', '--percent', '100'], ['rollback']]) {
    const result = await run(...args);
    expect(result.code).toBe(1);
    expect(result.err[0]).toMatch(/^Usage: npm run remotes --/);
  }
});

test('a command sent to the running server over its socket runs on its database', async () => {
  const dataDir = tempDir();
  const close = await serveCliChannel(dataDir, (args) => runCli(args, context));
  try {
    expect(await askRunningServer(dataDir, ['pin', 'mf-wallet', '1.0.0'])).toEqual({
      code: 0,
      out: ['mf-wallet pinned to 1.0.0; the site loads it from the next page load.'],
      err: [],
    });
    expect(await context.db.selectFrom('remote_releases').select(['remote', 'pinned_version']).execute()).toEqual([
      { remote: 'mf-wallet', pinned_version: '1.0.0' },
    ]);
  } finally {
    await close();
  }
});
