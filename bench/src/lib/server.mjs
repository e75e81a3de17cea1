import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(repoRoot, 'server/dist/server.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `node server/dist/server.js` on its own port, database and data directory, with `env` added to
 * its environment; answers once /readyz does. With `openFilesToHard`, its soft open-files limit is
 * raised to the hard one first (through the shell's `ulimit`, whose `exec` keeps the process id).
 */
export async function startServer({ databaseUrl, dataDir, jwtSecret, env = {}, openFilesToHard = false }) {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run 'npm run build' first`);
  const port = await freePort();
  let output = '';
  // BENCH_SERVER_PROFILE_DIR: each server writes a CPU profile of its whole life there when it stops.
  const profileDir = process.env.BENCH_SERVER_PROFILE_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, serverEntry] : [serverEntry];
  const [command, args] = openFilesToHard
    ? ['/bin/sh', ['-c', 'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"', process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: jwtSecret,
      // Request logging would be measured too; the site's own deployments choose their level.
      LOG_LEVEL: 'warn',
      // The demo member and admin: the site half (measureSite) logs in as them.
      SEED_DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    await pause(100);
  }
  return {
    baseUrl,
    pid: child.pid,
    log: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
