import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/dataDirLock';
import { drainOnSignal } from './drain';
import { resultImportJob } from './lotto/rounds/resultImport/importer';
import { schedulerStepMetrics } from './health/metrics';
import { roundCreationJob } from './lotto/rounds/scheduler';
import { yeekeeDrawJob } from './lotto/rounds/yeekeeDraw';
import { removeUnusedSlips } from './money/jobs';
import { UNUSED_SLIP_SWEEP_MS } from './money/rules';
import { RATE_LIMIT_SWEEP_MS, removeExpiredRateLimitHits } from './requestLimits/rateLimits';
import { startScheduler } from './scheduler/scheduler';
import { runCli } from './remotes/cli';
import { serveCliChannel } from './remotes/cliChannel';

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Creates rounds ahead of time (one process at a time on a shared PostgreSQL) and draws and
  // settles yeekee rounds that have closed (settlement itself makes sure a round settles once).
  const onStep = schedulerStepMetrics(app);
  const { db } = app.database;
  const schedulers = [
    startScheduler(db, app.log, { jobs: [roundCreationJob(app.log), yeekeeDrawJob(config.yeekeeDrawIterations)], onStep }),
    // Results of due rounds fetched from their sources at their own pace: a slow source never delays a yeekee draw.
    startScheduler(db, app.log, { intervalMs: config.resultImport.pollMs, jobs: [resultImportJob(config.resultImport)], onStep }),
    // Rows that have had their day, removed by every process (a DELETE is safe on any number of servers).
    startScheduler(db, app.log, { intervalMs: RATE_LIMIT_SWEEP_MS, jobs: [removeExpiredRateLimitHits], onStep }),
    startScheduler(db, app.log, { intervalMs: UNUSED_SLIP_SWEEP_MS, jobs: [removeUnusedSlips], onStep }),
  ];

  // `npm run remotes` cannot open the embedded database this process holds: it asks us instead.
  const closeCliChannel =
    config.database.engine === 'pglite'
      ? await serveCliChannel(config.dataDir, (args) => runCli(args, { db: app.database.db, webDir: config.webDir }))
      : async () => undefined;

  // The schedulers' ticks in progress end before the app closes.
  const stop = drainOnSignal(app, {
    timeoutMs: config.drainTimeoutMs,
    stopWork: () => Promise.all([...schedulers.map((scheduler) => scheduler.stop()), closeCliChannel()]).then(() => undefined),
    exit: process.exit,
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Errors an operator can fix get their message alone; anything else gets its stack.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
