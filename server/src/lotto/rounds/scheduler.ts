import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { yeekeeCommitment, type Schedule } from '@lotto/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { findActiveLotterySchedules, insertMissingRounds, tryTakeSchedulerLock, type NewRound } from './schedulerRepository';
import { nextRoundSlots, roundSlotsBetween, type RoundSlot } from './schedule';

const HOUR_MS = 3_600_000;
/** How far ahead rounds exist: an interval lottery a day ahead, weekly ones a week, monthly ones two draws. */
const INTERVAL_HORIZON_MS = 24 * HOUR_MS;
const WEEKLY_HORIZON_MS = 7 * 24 * HOUR_MS;
const MONTHLY_OCCURRENCES = 2;

/** The rounds of a schedule that should exist at `now`. */
export function roundsAhead(schedule: Schedule, now: Date): RoundSlot[] {
  switch (schedule.kind) {
    case 'interval':
      return roundSlotsBetween(schedule, now, new Date(now.getTime() + INTERVAL_HORIZON_MS));
    case 'weekly':
      return roundSlotsBetween(schedule, now, new Date(now.getTime() + WEEKLY_HORIZON_MS));
    case 'monthly':
      return nextRoundSlots(schedule, now, MONTHLY_OCCURRENCES);
  }
}

export interface EnsureRoundsOutcome {
  /** False when another server process held the scheduler's lock, so this one did nothing. */
  ran: boolean;
  created: number;
}

/**
 * Creates the missing rounds ahead of `now` for every active lottery. Rounds that exist are never
 * recomputed (staff may have moved their times). One process at a time: the work happens in a
 * transaction holding a PostgreSQL advisory lock, and a process that cannot take it skips.
 */
export async function ensureRounds(db: Kysely<Schema>, now: Date = new Date()): Promise<EnsureRoundsOutcome> {
  const lotteries = await findActiveLotterySchedules(db);
  const rounds: NewRound[] = [];
  for (const { code, schedule } of lotteries) {
    for (const slot of roundsAhead(schedule, now)) {
      // The seed's commitment is published from the start; seeds of rounds that exist are discarded unseen.
      const seed = schedule.kind === 'interval' ? randomBytes(32).toString('hex') : null;
      rounds.push({
        lottery_code: code,
        slot: slot.slot,
        round_date: slot.roundDate,
        open_at: slot.openAt,
        close_at: slot.closeAt,
        draw_at: slot.drawAt,
        yeekee_seed: seed,
        yeekee_commitment: seed ? await yeekeeCommitment(seed) : null,
      });
    }
  }
  // Everything is computed before the transaction, which stays three statements long (PGlite runs one at a time).
  return db.transaction().execute(async (trx) => {
    if (!(await tryTakeSchedulerLock(trx))) return { ran: false, created: 0 };
    return { ran: true, created: await insertMissingRounds(trx, rounds) };
  });
}

/** Extra work of each scheduler tick, such as drawing yeekee rounds that have closed. */
export type SchedulerJob = (db: Kysely<Schema>, now: Date) => Promise<void>;

export interface SchedulerOptions {
  intervalMs?: number;
  jobs?: readonly SchedulerJob[];
  /** False for a loop of its own jobs alone at another pace (the result import). */
  createRounds?: boolean;
  /** Told of every step run: its name, whether it failed, and how long it took (GET /metrics). */
  onStep?: (step: { name: string; failed: boolean; seconds: number }) => void;
}

export interface RunningScheduler {
  /** Stops the ticks and resolves once the tick in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `ensureRounds` and then each job at once and every `intervalMs` after a tick ends, so that
 * ticks never overlap. A failing step is logged and the next tick tries again.
 */
export function startScheduler(
  db: Kysely<Schema>,
  log: FastifyBaseLogger,
  { intervalMs = 60_000, jobs = [], createRounds = true, onStep }: SchedulerOptions = {},
): RunningScheduler {
  const roundCreation: SchedulerJob = async (database, now) => {
    const { ran, created } = await ensureRounds(database, now);
    if (ran && created > 0) log.info(`scheduler created ${created} rounds`);
  };
  const steps: { name: string; run: SchedulerJob }[] = [
    ...(createRounds ? [{ name: 'ensureRounds', run: roundCreation }] : []),
    ...jobs.map((job, index) => ({ name: job.name || `job ${index + 1}`, run: job })),
  ];
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
