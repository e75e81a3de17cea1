import { sql, type Kysely, type Transaction } from 'kysely';
import type { BetType } from '@lotto/shared';
import type { Schema } from '../../db/schema';
import type { RoundTimes } from './staffRequests';
import { roundClosedNow } from '../settlement/repository';

export interface LockedRoundTimes extends RoundTimes {
  lottery_code: string;
  settled: boolean;
  voided: boolean;
  /** By the database clock, read once the lock is held. */
  closed: boolean;
}

/** The round's times, locked for update: bets in flight finish first, later ones see the new times. */
export async function lockRoundTimes(trx: Transaction<Schema>, roundId: number): Promise<LockedRoundTimes | undefined> {
  const round = await trx
    .selectFrom('rounds')
    .select([
      'lottery_code',
      'open_at',
      'close_at',
      'draw_at',
      sql<boolean>`settled_at is not null`.as('settled'),
      sql<boolean>`voided_at is not null`.as('voided'),
    ])
    .where('id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
  if (!round) return undefined;
  return { ...round, closed: await roundClosedNow(trx, roundId) };
}

export async function updateRoundTimes(db: Kysely<Schema>, roundId: number, times: RoundTimes & { roundDate: string }): Promise<void> {
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

const limitRuleColumns = ['id', 'lottery_code', 'round_id', 'bet_type', 'number', 'rate_x100', 'closed', 'stake_cap'] as const;

/** The rule of a (lottery or round, type, canonical number), locked until the transaction ends, if it has one. */
export function lockLimitRuleFor(
  trx: Transaction<Schema>,
  { lotteryCode, roundId, type, number }: { lotteryCode: string; roundId: number | null; type: BetType; number: string },
) {
  return trx
    .selectFrom('limited_numbers')
    .select(limitRuleColumns)
    .where('lottery_code', '=', lotteryCode)
    .where('round_id', roundId === null ? 'is' : '=', roundId)
    .where('bet_type', '=', type)
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

/** A rule by id, locked until the transaction ends. */
export function lockLimitRule(trx: Transaction<Schema>, id: number) {
  return trx.selectFrom('limited_numbers').select(limitRuleColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}
