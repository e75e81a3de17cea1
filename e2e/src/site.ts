import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { YEEKEE_V2_ITERATIONS } from '@lotto/shared';

export const repoRoot = path.resolve(__dirname, '../..');
export const builtSite = path.join(repoRoot, 'dist');
export const serverEntry = path.join(repoRoot, 'server/dist/server.js');
const remotesCli = path.join(repoRoot, 'server/dist/remotes/cli.js');

export interface RunningSite {
  url: string;
  webDir: string;
  /** Runs `npm run remotes -- …` against this site's web folder and database; answers exit code and output. */
  remotes(...args: string[]): { status: number; output: string };
  /**
   * Runs one SQL statement on the site's database, as the passing of time would change it (a
   * round reaching its close time). PostgreSQL takes it at once; the embedded engine has one
   * owner, so the server is stopped for it and started again on the same port and data.
   */
  sql(text: string, params?: unknown[]): Promise<void>;
  stop(): Promise<void>;
}

/** Runs a statement on an embedded database directory in a process of its own (plain Node loads PGlite as it ships). */
function runOnPglite(dataDir: string, text: string, params: unknown[]): void {
  const script = `
    const { PGlite } = require('@electric-sql/pglite');
    (async () => {
      const db = await PGlite.create({ dataDir: process.env.PGLITE_DIR });
      await db.query(process.env.SQL_TEXT, JSON.parse(process.env.SQL_PARAMS));
      await db.close();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  execFileSync(process.execPath, ['-e', script], {
    cwd: path.join(repoRoot, 'server'),
    env: { ...process.env, PGLITE_DIR: path.join(dataDir, 'pglite'), SQL_TEXT: text, SQL_PARAMS: JSON.stringify(params) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The variable naming a migrated, seeded embedded data folder (siteTemplate.ts), which each site starts from. */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become ready:\n${log()}`);
}

/** With DATABASE_URL set, each site gets a database of its own on that server, dropped after. */
async function freshDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The server's environment for a file whose browsers verify a yeekee draw: drawn at the published cost. */
export const PUBLISHED_DRAW = { YEEKEE_DRAW_ITERATIONS: String(YEEKEE_V2_ITERATIONS) };

/**
 * Starts the real server on a copy of the built site, so that a test may deploy and pin remote
 * versions without touching dist/. `prepare` runs on the copy before the server starts;
 * `serverEnv` adds to the server's environment (a test setting such as REALITY_CHECK_SECONDS).
 */
export async function startSite(prepare?: (webDir: string) => void, serverEnv: Record<string, string> = {}): Promise<RunningSite> {
  if (!existsSync(path.join(builtSite, 'shell/index.html')) || !existsSync(serverEntry)) {
    throw new Error("The site is not built: run 'npm run build' first (npm test does).");
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'lotto-e2e-'));
  const webDir = path.join(workDir, 'web');
  cpSync(builtSite, webDir, { recursive: true });
  prepare?.(webDir);

  const database = await freshDatabase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 'data');
  // On the embedded engine a copy of the migrated, seeded folder: the migrations run once a pass, not once a file.
  const template = process.env[DATA_TEMPLATE_ENV];
  if (!database.url && template) cpSync(template, dataDir, { recursive: true });
  let output = '';
  const startServer = async (): Promise<ChildProcess> => {
    const started = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        WEB_DIR: webDir,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url ?? '',
        // The demo users, on PostgreSQL too: browser tests log in as them.
        SEED_DEMO: '1',
        // A machine busy with other jobs delays the event loop past the production bound, and the
        // server would refuse the tests' requests with 503: the tests check behaviour, not load
        // shedding (server/src/requestLimits/costBounds.test.ts does).
        MAX_EVENT_LOOP_DELAY_MS: '0',
        // A slip's QR code read within 10 s, not 1: a test's deposit on a busy machine is read as a
        // member's on a production server is, not held for staff as one that took too long.
        SLIP_QR_READ_MS: '10000',
        // Logins and PINs hashed in a millisecond: the tests check what the site does, not argon2's cost.
        PASSWORD_HASH_COST: 'minimal',
        // A yeekee round that closes while a file runs is drawn in milliseconds, not seconds of CPU
        // beside the browser; a file whose pages verify a draw asks for the published cost (PUBLISHED_DRAW).
        YEEKEE_DRAW_ITERATIONS: '1000',
        // Warnings and errors only: a line per request would be written, piped and kept for nothing.
        LOG_LEVEL: 'warn',
        ...serverEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk) => (output += chunk));
    started.stderr?.on('data', (chunk) => (output += chunk));
    await waitUntilReady(url, started, () => output);
    return started;
  };
  const stopServer = async (): Promise<void> => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  let server = await startServer();

  return {
    url,
    webDir,
    remotes(...args) {
      try {
        const out = execFileSync(process.execPath, [remotesCli, ...args], {
          // The release state is in the site's database: the CLI opens it, or asks the server that holds it.
          env: { ...process.env, WEB_DIR: webDir, DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        return { status: 0, output: out };
      } catch (error) {
        const failed = error as { status: number; stdout: string; stderr: string };
        return { status: failed.status, output: failed.stdout + failed.stderr };
      }
    },
    async sql(text, params = []) {
      if (database.url) {
        const client = new Client({ connectionString: database.url });
        await client.connect();
        try {
          await client.query(text, params);
        } finally {
          await client.end();
        }
        return;
      }
      await stopServer();
      runOnPglite(dataDir, text, params);
      server = await startServer();
    },
    async stop() {
      await stopServer();
      await database.drop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Remote versions built by browser tests, kept for the next pass (CI runs the tests on each engine). */
const remoteBuilds = path.join(tmpdir(), 'lotto-e2e-remote-builds');

/** Names the sources of a remote by the content of the site's own build of it. */
function builtRemoteDigest(remote: string): string {
  const packageVersion = (JSON.parse(readFileSync(path.join(repoRoot, remote, 'package.json'), 'utf8')) as { version: string }).version;
  const folder = path.join(builtSite, 'remotes', remote, packageVersion);
  const digest = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (statSync(full).isFile()) digest.update(file).update(readFileSync(full));
  }
  return digest.digest('hex').slice(0, 16);
}

/**
 * Builds one remote at another version into a site's web folder, as a team's deploy would. The
 * same version of the same sources (the site's build of the remote unchanged) is copied from the
 * build an earlier test made: webpack takes half a minute of both cores.
 */
export function deployRemoteVersion(webDir: string, remote: string, version: string): void {
  const target = path.join(webDir, 'remotes', remote, version);
  const cached = path.join(remoteBuilds, `${remote}@${version}-${builtRemoteDigest(remote)}`);
  if (existsSync(cached)) {
    cpSync(cached, target, { recursive: true });
    return;
  }
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(repoRoot, remote),
    env: { ...process.env, WEB_DIR: webDir, REMOTE_VERSION: version },
    stdio: 'inherit',
  });
  // Copied beside, then renamed: a test reading the cache never sees half a build.
  mkdirSync(remoteBuilds, { recursive: true });
  const partial = mkdtempSync(path.join(remoteBuilds, 'partial-'));
  cpSync(target, partial, { recursive: true });
  try {
    renameSync(partial, cached);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}
