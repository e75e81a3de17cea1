import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second server on the same files would corrupt them. The
 * owner writes its pid into DATA_DIR/pglite.lock; a lock whose pid is no longer running is stale
 * and taken over.
 */
export class DataDirLockedError extends Error {}

const LOCK_FILE = 'pglite.lock';

/** Locks held by this process: a lock file with our own pid is ours only if it is in here. */
const heldHere = new Set<string>();

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    if (tryCreate(file)) {
      heldHere.add(file);
      return { release: () => releaseLock(file) };
    }
    const owner = readOwner(file);
    if (owner !== undefined && isHeld(owner, file)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another server process (pid ${owner}). ` +
          'The embedded database serves one process only: stop the other process, or set DATABASE_URL ' +
          `to a PostgreSQL server to run several. If no such process is running, delete ${file}.`,
      );
    }
    // Stale: remove it and try again; if another process wins the race, the loop sees its live pid.
    fs.rmSync(file, { force: true });
  }
}

/** Written aside and hard-linked into place, so that a reader never sees a half-written pid. */
function tryCreate(file: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${process.pid}\n`);
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isHeld(pid: number, file: string): boolean {
  // Our own pid on a lock we do not hold is left over from an earlier process that had the same
  // pid (containers restart as pid 1).
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseLock(file: string): void {
  if (!heldHere.delete(file)) return;
  if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
}
