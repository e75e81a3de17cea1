import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getSiteConfig } from '../site-config/repository';
import { removeTempDirs, tempDir } from '../testing/fixtures';
import { DataDirLockedError, lockDataDir } from './dataDirLock';
import { openPglite } from './database';
import { migrateToLatest, pendingMigrations } from './migrate';

/**
 * The embedded engine's data directory and its lock: these run once, in the PGlite pass
 * (server/jest.database-filter.js), since they open PGlite whatever DATABASE_URL says.
 */
afterAll(removeTempDirs);

describe('the embedded database in a data directory', () => {
  test('keeps its data across a close and a reopen', async () => {
    const dataDir = tempDir();
    const first = await openPglite(dataDir);
    await migrateToLatest(first.db);
    await first.close();

    const second = await openPglite(dataDir);
    try {
      expect(await pendingMigrations(second.db)).toEqual([]);
      expect((await getSiteConfig(second.db)).line_url).toMatch(/^https:/);
    } finally {
      await second.close();
    }
  });

  test('refuses a second open of the same directory while the first is open, then allows it after close', async () => {
    const dataDir = tempDir();
    const first = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(DataDirLockedError);
      await expect(openPglite(dataDir)).rejects.toThrow(/in use by another server process \(pid \d+\)/);
    } finally {
      await first.close();
    }
    const again = await openPglite(dataDir);
    await again.close();
  });
});

describe('the data directory lock', () => {
  test('is refused while another live process holds it', () => {
    const dataDir = tempDir();
    // The parent of this test process is alive for as long as the test runs.
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`pid ${process.ppid}`));
  });

  test('takes over a lock whose process has exited', () => {
    const dataDir = tempDir();
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${exited.stdout}\n`);

    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  test('takes over a lock left with our own pid by an earlier process (pid reuse after a restart)', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${process.pid}\n`);
    lockDataDir(dataDir).release();
  });
});
