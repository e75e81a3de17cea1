import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/dataDirLock';
import { startScheduler } from './lotto/scheduler';
import { drawDueYeekeeRounds } from './lotto/yeekeeDraw';

/** Longest wait for in-flight requests after SIGTERM before giving up on a clean exit. */
const DRAIN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Creates rounds ahead of time (one process at a time on a shared PostgreSQL) and draws and
  // settles yeekee rounds that have closed (settlement itself makes sure a round settles once).
  const scheduler = startScheduler(app.database.db, app.log, { jobs: [drawDueYeekeeRounds] });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: no new connections, finishing requests in flight`);
    setTimeout(() => {
      app.log.error('requests still in flight after the drain timeout; exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    // The scheduler's tick in progress ends first; then close(): stop listening, wait for requests
    // in flight, and the onClose hooks close the database.
    scheduler
      .stop()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Errors an operator can fix get their message alone; anything else gets its stack.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
