import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { findOverdueRounds } from '../settlement/repository';
import { voidOverdueRound } from '../settlement/void';

/**
 * The scheduler's job of void deadlines (docs/lottery-rules.md#void-deadlines): every round past
 * its lottery's deadline by `now` without a result is voided, each in a short transaction of its
 * own. Every server process may run it: the round's row lock and the settled and voided checks
 * under it void a round once, and a round settled meanwhile is left settled. A failure is thrown
 * after every other overdue round has had its turn.
 */
export async function voidOverdueRounds(db: Kysely<Schema>, now: Date): Promise<void> {
  const failures: unknown[] = [];
  for (const roundId of await findOverdueRounds(db, now)) {
    try {
      await db.transaction().execute((trx) => voidOverdueRound(trx, roundId, now));
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} overdue rounds failed to void`);
}
