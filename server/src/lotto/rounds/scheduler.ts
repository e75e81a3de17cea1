import { randomBytes } from 'node:crypto';
import { yeekeeCommitment, type Schedule } from '@lotto/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { SchedulerJob } from '../../scheduler/scheduler';
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

/**
 * `ensureRounds` as a job of the scheduler (server.ts runs it every minute), logging the rounds it
 * created; named ensureRounds on /metrics.
 */
export function roundCreationJob(log: FastifyBaseLogger): SchedulerJob {
  const job: SchedulerJob = async (db, now) => {
    const { ran, created } = await ensureRounds(db, now);
    if (ran && created > 0) log.info(`scheduler created ${created} rounds`);
  };
  return Object.defineProperty(job, 'name', { value: 'ensureRounds' });
}
