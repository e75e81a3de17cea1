import { sha256Hex, yeekeeDrawV2 } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { createTestRound } from '../../testing/lotto';
import { TEST_YEEKEE_DRAW_ITERATIONS } from '../../testing/fixtures';
import { createTestMember } from '../../testing/members';
import { drawDueYeekeeRounds } from './yeekeeDraw';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

const roundRow = (roundId: number) =>
  database.db
    .selectFrom('rounds')
    .select(['result', 'yeekee_seed', 'yeekee_commitment', 'settled_at', 'settlement_version'])
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();

describe('drawDueYeekeeRounds', () => {
  it('draws a closed round from its committed seed and settles it by itself; anyone can recompute the result', async () => {
    const roundId = await createTestRound(database.db, { code: 'yeekee' });
    const open = await createTestRound(database.db, { code: 'yeekee' });
    // The test may peek at the seed to place a line that wins; a member sees only the commitment.
    const { yeekee_seed: seed } = await roundRow(roundId);
    // The published draw's cost is yeekee.test.ts's; here the test's cheaper one, computed alike.
    const drawn = yeekeeDrawV2(seed!, [], TEST_YEEKEE_DRAW_ITERATIONS).result;
    const who = await createTestMember(app, database.db, { credit: 100_00n });
    const bet = await app.inject({
      method: 'POST',
      url: '/lto-public-api/lotto/place_bet',
      headers: { authorization: who.bearer },
      payload: {
        round_id: String(roundId),
        place_bet: [
          { round_id: String(roundId), type: 'top_three', number: drawn['3top'], amount: 2, rate: 900 },
          { round_id: String(roundId), type: 'bottom_two', number: drawn['2bottom'] === '00' ? '01' : '00', amount: 5, rate: 90 },
        ],
      },
    });
    expect(bet.statusCode).toBe(200);
    await database.db
      .updateTable('rounds')
      .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', roundId)
      .execute();

    await drawDueYeekeeRounds(database.db, new Date(), TEST_YEEKEE_DRAW_ITERATIONS);

    const round = await roundRow(roundId);
    expect(round.settled_at).toEqual(expect.any(Date));
    expect(round.result).toEqual(drawn);
    expect(await sha256Hex(round.yeekee_seed!)).toBe(round.yeekee_commitment);
    expect(await memberCredit(database.db, who.id)).toBe(100_00n - 700n + 1800_00n);
    const log = await database.db.selectFrom('round_result_log').select(['action', 'actor_id']).where('round_id', '=', roundId).execute();
    expect(log).toEqual([{ action: 'drawn', actor_id: null }]);
    // A round still open is left alone.
    expect(await roundRow(open)).toMatchObject({ result: null, settled_at: null });
  });

  it('draws each round once however often and however concurrently it runs', async () => {
    const roundId = await createTestRound(database.db, {
      code: 'yeekee',
      openAt: new Date(Date.now() - 120_000),
      closeAt: new Date(Date.now() - 60_000),
    });

    const draw = () => drawDueYeekeeRounds(database.db, new Date(), TEST_YEEKEE_DRAW_ITERATIONS);
    await Promise.all([draw(), draw()]);
    await draw();

    expect(await roundRow(roundId)).toMatchObject({ settlement_version: 1 });
    const log = await database.db.selectFrom('round_result_log').select('action').where('round_id', '=', roundId).execute();
    expect(log).toEqual([{ action: 'drawn' }]);
  });
});
