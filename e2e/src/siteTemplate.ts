import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtSite, DATA_TEMPLATE_ENV, freePort, serverEntry, waitUntilReady } from './site';

/**
 * jest's global setup on the embedded engine: the built server started once on a new data folder
 * (migrated, demo data seeded) and stopped, the folder named in DATA_TEMPLATE_ENV for every file's
 * site to copy. The workers inherit the variable. With DATABASE_URL each site has a database of its own.
 */
export default async function makeSiteTemplate(): Promise<void> {
  if (process.env.DATABASE_URL || !existsSync(serverEntry)) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotto-e2e-template-'));
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIR: builtSite,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      PASSWORD_HASH_COST: 'minimal',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, server, () => output);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
  process.env[DATA_TEMPLATE_ENV] = dataDir;
}
