import { randomBytes } from 'node:crypto';
import { yeekeeCommitment, type BetDetailGroup, type BetDetailLine } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { syncCatalogue } from '../lotto/catalogue';
import type { TestMember } from './members';

let slotSerial = 0;

/**
 * A round of `code` with the given times (default: opened a minute ago, closing in an hour), on a
 * database whose catalogue is synced. Yeekee rounds get a seed and its commitment.
 */
export async function createTestRound(
  db: Kysely<Schema>,
  {
    code = 'government',
    openAt = new Date(Date.now() - 60_000),
    closeAt = new Date(Date.now() + 3_600_000),
    drawAt,
  }: { code?: string; openAt?: Date; closeAt?: Date; drawAt?: Date } = {},
): Promise<number> {
  await syncCatalogue(db);
  slotSerial += 1;
  const seed = code === 'yeekee' ? randomBytes(32).toString('hex') : null;
  const { id } = await db
    .insertInto('rounds')
    .values({
      lottery_code: code,
      slot: `test-${process.pid}-${slotSerial}`,
      round_date: closeAt.toISOString().slice(0, 10),
      open_at: openAt,
      close_at: closeAt,
      draw_at: drawAt ?? closeAt,
      yeekee_seed: seed,
      yeekee_commitment: seed ? await yeekeeCommitment(seed) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A line of a slip's page (history_detail), as the member sees it. */
export type SeenLine = Pick<BetDetailLine, 'type' | 'number' | 'status' | 'prize' | 'num_prize'>;

/** The member's lines of a round as the slip's page shows them (history_detail), in the order placed. */
export async function linesSeenBy(app: FastifyInstance, who: TestMember, roundId: number): Promise<SeenLine[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/history_detail',
    headers: { authorization: who.bearer },
    payload: { round_id: roundId },
  });
  const groups: BetDetailGroup[] = response.json().payload;
  return groups
    .flatMap((group) => group.place_bet)
    .sort((a, b) => Number(a._id) - Number(b._id))
    .map(({ type, number, status, prize, num_prize }) => ({ type, number, status, prize, num_prize }));
}
