import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { RoundTimes } from './roundsRequests';
import { roundClosedNow } from '../lotto/settlementRepository';

export interface LockedRoundTimes extends RoundTimes {
  settled: boolean;
  /** By the database clock, read once the lock is held. */
  closed: boolean;
}

/** The round's times, locked for update: bets in flight finish first, later ones see the new times. */
export async function lockRoundTimes(db: Kysely<Schema>, roundId: number): Promise<LockedRoundTimes | undefined> {
  const round = await db
    .selectFrom('rounds')
    .select(['open_at', 'close_at', 'draw_at', sql<boolean>`settled_at is not null`.as('settled')])
    .where('id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
  if (!round) return undefined;
  return { ...round, closed: await roundClosedNow(db, roundId) };
}

export async function updateRoundTimes(
  db: Kysely<Schema>,
  roundId: number,
  times: RoundTimes & { roundDate: string },
): Promise<void> {
  await db
    .updateTable('rounds')
    .set({ open_at: times.open_at, close_at: times.close_at, draw_at: times.draw_at, round_date: times.roundDate })
    .where('id', '=', roundId)
    .execute();
}

export function findLottery(db: Kysely<Schema>, code: string) {
  return db.selectFrom('lotteries').select(['code']).where('code', '=', code).executeTakeFirst();
}

export async function roundBelongsTo(db: Kysely<Schema>, roundId: number, lotteryCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('rounds')
    .select('id')
    .where('id', '=', roundId)
    .where('lottery_code', '=', lotteryCode)
    .executeTakeFirst();
  return row !== undefined;
}
