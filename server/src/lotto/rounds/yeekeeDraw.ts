import { YEEKEE_V2_ITERATIONS } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { settleRound } from '../settlement/settlement';
import { findUndrawnYeekeeRounds } from '../settlement/repository';
import { findDrawShots, recordDrawInputs } from '../yeekee/repository';
import { yeekeeDrawOnWorker } from './drawWorker';

/**
 * The scheduler's job for yeekee (docs/lottery-rules.md): every round closed by `now` without a
 * result is drawn by version 2 of the shared draw, from its committed seed and its members' shots
 * (none: the seed alone), on a worker thread, and settled, with no actor. The draw's inputs are kept on the round for
 * verifiers; the draw is deterministic, so a second process computing it writes the same values.
 * A round another process settles first answers CONFLICT and is skipped, as is one the database
 * clock still sees open (it is drawn on a later run). Other failures are thrown after every
 * other due round has had its turn. `iterations` other than the published YEEKEE_V2_ITERATIONS
 * is for tests (YEEKEE_DRAW_ITERATIONS, refused in production).
 */
export async function drawDueYeekeeRounds(db: Kysely<Schema>, now: Date, iterations = YEEKEE_V2_ITERATIONS): Promise<void> {
  const failures: unknown[] = [];
  for (const round of await findUndrawnYeekeeRounds(db, now)) {
    try {
      if (round.yeekee_seed === null) throw new Error(`yeekee round ${round.id} has no seed to draw from`);
      // Shots are taken only before close, and the round has closed: this list is final.
      const draw = await yeekeeDrawOnWorker(round.yeekee_seed, await findDrawShots(db, round.id), iterations);
      await recordDrawInputs(db, round.id, draw);
      await settleRound(db, round.id, draw.result, { actorId: null, action: 'drawn' });
    } catch (error) {
      // Another process drew it first, or it has not closed yet: nothing to do.
      if (!(error instanceof DomainError && (error.kind === 'roundSettled' || error.kind === 'roundStillOpen'))) failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} yeekee rounds failed to draw`);
}

/** The scheduler's yeekee job with the configured cost of a draw, named as the scheduler's metrics know it. */
export function yeekeeDrawJob(iterations: number): (db: Kysely<Schema>, now: Date) => Promise<void> {
  const job = (db: Kysely<Schema>, now: Date) => drawDueYeekeeRounds(db, now, iterations);
  return Object.defineProperty(job, 'name', { value: drawDueYeekeeRounds.name });
}
