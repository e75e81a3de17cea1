import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/dataDirLock';
import { drainOnSignal } from './drain';
import { resultImportJob } from './lotto/rounds/resultImport/importer';
import { schedulerStepMetrics } from './health/metrics';
import { roundCreationJob } from './lotto/rounds/scheduler';
import { yeekeeDrawJob } from './lotto/rounds/yeekeeDraw';
import { voidOverdueRounds } from './lotto/rounds/voidDeadlines';
import { removeUnusedSlips } from './money/jobs';
import { UNUSED_SLIP_SWEEP_MS } from './money/rules';
import { removeOldOutboxRows } from './messaging/outbox';
import { pushSenders } from './messaging/senders';
import { OUTBOX_POLL_MS, outboxJob, outboxMetrics } from './messaging/worker';
import { RATE_LIMIT_SWEEP_MS, removeExpiredRateLimitHits } from './requestLimits/rateLimits';
import { startScheduler } from './scheduler/scheduler';
import { runCli } from './remotes/cli';
import { serveCliChannel } from './remotes/cliChannel';
import { deliverDueAnnouncements } from './inbox/announcements';
import { tellLimitsTakingEffect } from './inbox/limitNews';
import { alertRoundsNearBudget } from './lotto/liability/alerts';

/** How often announcements and limits that fall due are looked for. */
const MESSAGES_DUE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Creates rounds ahead of time (one process at a time on a shared PostgreSQL), draws and settles
  // yeekee rounds that have closed (settlement itself makes sure a round settles once) and voids
  // rounds past their void deadline without a result (once, under the round's lock).
  const onStep = schedulerStepMetrics(app);
  const { db } = app.database;
  const schedulers = [
    startScheduler(db, app.log, {
      jobs: [roundCreationJob(app.log), yeekeeDrawJob(config.yeekeeDrawIterations), voidOverdueRounds],
      onStep,
    }),
    // Results of due rounds fetched from their sources at their own pace: a slow source never delays a yeekee draw.
    startScheduler(db, app.log, { intervalMs: config.resultImport.pollMs, jobs: [resultImportJob(config.resultImport)], onStep }),
    // Rows that have had their day, removed by every process (a DELETE is safe on any number of servers).
    startScheduler(db, app.log, { intervalMs: RATE_LIMIT_SWEEP_MS, jobs: [removeExpiredRateLimitHits, removeOldOutboxRows], onStep }),
    startScheduler(db, app.log, { intervalMs: UNUSED_SLIP_SWEEP_MS, jobs: [removeUnusedSlips], onStep }),
    // Messages that fall due by time alone: announcements reaching their start, limits taking effect; rounds near their risk budget.
    startScheduler(db, app.log, {
      intervalMs: MESSAGES_DUE_MS,
      jobs: [deliverDueAnnouncements, tellLimitsTakingEffect, alertRoundsNearBudget],
      onStep,
    }),
  ];
  // LINE and Telegram pushes, sent from the outbox by every process (each claims its own rows).
  const senders = pushSenders(config);
  if (Object.keys(senders).length > 0) {
    const outbox = outboxJob(senders, { lineMonthlyQuota: config.line?.monthlyQuota ?? 0, onRun: outboxMetrics(app) });
    schedulers.push(startScheduler(db, app.log, { intervalMs: OUTBOX_POLL_MS, jobs: [outbox], onStep }));
  }

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
