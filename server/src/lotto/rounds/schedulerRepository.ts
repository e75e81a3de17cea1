import type { Schedule } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';

/** Queries of the round scheduler: which lotteries run, its lock, and the rounds it creates. */

/**
 * Key of the PostgreSQL advisory lock that lets one server process at a time create rounds
 * (docs/api-conventions.md#several-servers). Any constant works as long as no other part of the site uses it.
 */
const SCHEDULER_LOCK_KEY = 7_460_201;

export async function findActiveLotterySchedules(db: Kysely<Schema>): Promise<{ code: string; schedule: Schedule }[]> {
  return db.selectFrom('lotteries').select(['code', 'schedule']).where('active', '=', true).orderBy('sort_order').execute();
}

/** Takes the scheduler's lock until `trx` ends; false when another process holds it. */
export async function tryTakeSchedulerLock(trx: Transaction<Schema>): Promise<boolean> {
  const { rows } = await sql<{ acquired: boolean }>`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_KEY}::bigint) as acquired`.execute(
    trx,
  );
  return rows[0]?.acquired === true;
}

export interface NewRound {
  lottery_code: string;
  slot: string;
  round_date: string;
  open_at: Date;
  close_at: Date;
  draw_at: Date;
  yeekee_seed: string | null;
  yeekee_commitment: string | null;
}

/**
 * Inserts the rounds whose (lottery, slot) does not exist yet and answers how many it created.
 * An existing round is left as it is: staff may have moved its times. Runs under the scheduler's
 * lock, so a round not found here cannot appear before the insert; inserting only those keeps the
 * round ids gap-free, where `on conflict do nothing` alone would use up an id for every existing
 * round on every tick.
 */
export async function insertMissingRounds(trx: Transaction<Schema>, rounds: readonly NewRound[]): Promise<number> {
  if (rounds.length === 0) return 0;
  const roundKey = (round: { lottery_code: string; slot: string }) => `${round.lottery_code}/${round.slot}`;
  const existing = await trx
    .selectFrom('rounds')
    .select(['lottery_code', 'slot'])
    .where('slot', 'in', [...new Set(rounds.map((round) => round.slot))])
    .execute();
  const taken = new Set(existing.map(roundKey));
  const missing = rounds.filter((round) => !taken.has(roundKey(round)));
  if (missing.length === 0) return 0;
  const created = await trx
    .insertInto('rounds')
    .values(missing)
    .onConflict((conflict) => conflict.columns(['lottery_code', 'slot']).doNothing())
    .returning('id')
    .execute();
  return created.length;
}
