import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/dataDirLock';
import { drainOnSignal } from './drain';
import { startScheduler } from './lotto/rounds/scheduler';
import { drawDueYeekeeRounds } from './lotto/rounds/yeekeeDraw';

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Creates rounds ahead of time (one process at a time on a shared PostgreSQL) and draws and
  // settles yeekee rounds that have closed (settlement itself makes sure a round settles once).
  const scheduler = startScheduler(app.database.db, app.log, { jobs: [drawDueYeekeeRounds] });

  // The scheduler's tick in progress ends before the app closes.
  const stop = drainOnSignal(app, { timeoutMs: config.drainTimeoutMs, stopWork: () => scheduler.stop(), exit: process.exit });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Errors an operator can fix get their message alone; anything else gets its stack.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
