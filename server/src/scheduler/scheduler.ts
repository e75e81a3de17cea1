import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * One periodic job: creating rounds ahead, drawing yeekee rounds, removing expired rows. Its
 * function's name names it in the log and on GET /metrics. A job that must run in one process at a
 * time takes its own lock (ensureRounds: an advisory lock); the others are safe on any number of servers.
 */
export type SchedulerJob = (db: Kysely<Schema>, now: Date) => Promise<void>;

export interface SchedulerOptions {
  intervalMs?: number;
  jobs: readonly SchedulerJob[];
  /** Told of every step run: its name, whether it failed, and how long it took (GET /metrics). */
  onStep?: (step: { name: string; failed: boolean; seconds: number }) => void;
}

export interface RunningScheduler {
  /** Stops the ticks and resolves once the tick in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs each job in turn at once and every `intervalMs` after a tick ends, so that ticks never
 * overlap. A failing step is logged and the next tick tries again. server.ts starts one loop per pace.
 */
export function startScheduler(
  db: Kysely<Schema>,
  log: FastifyBaseLogger,
  { intervalMs = 60_000, jobs, onStep }: SchedulerOptions,
): RunningScheduler {
  const steps = jobs.map((job, index) => ({ name: job.name || `job ${index + 1}`, run: job }));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let tickInProgress: Promise<void> = Promise.resolve();

  async function tick(): Promise<void> {
    const now = new Date();
    for (const step of steps) {
      if (stopped) return;
      const started = performance.now();
      let failed = false;
      try {
        await step.run(db, now);
      } catch (error) {
        failed = true;
        log.error({ err: error }, `scheduler step ${step.name} failed`);
      }
      onStep?.({ name: step.name, failed, seconds: (performance.now() - started) / 1000 });
    }
  }

  function runTick(): void {
    tickInProgress = tick().finally(() => {
      // The process must not stay alive for the scheduler alone: the server's socket keeps it up.
      if (!stopped) timer = setTimeout(runTick, intervalMs).unref();
    });
  }

  runTick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await tickInProgress;
    },
  };
}
