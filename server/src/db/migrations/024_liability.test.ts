import type { FastifyInstance } from 'fastify';
import { BET_TYPES, BET_TYPE_INFO, DEFAULT_RATES } from '@lotto/shared';
import type { Database } from '../database';
import { bruteForceRisk, comparable, keptRisk } from '../../testing/liability';
import { createTestRound } from '../../testing/lotto';
import { createTestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';
import { keepStandingLiability } from './024_liability';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

it("keeps the standing lines of unsettled rounds as place_bet keeps them: migration 024's backfill", async () => {
  const member = await createTestMember(app, database.db, { credit: 100_000_00n });
  const rounds = [await createTestRound(database.db, { code: 'government' }), await createTestRound(database.db, { code: 'hanoi' })];
  const numbers = ['1123', '4567', '9990', '0001'];
  for (const roundId of rounds) {
    const offered =
      roundId === rounds[0]
        ? BET_TYPES
        : BET_TYPES.filter((type) => !['top_four', 'todd_four', 'first_three', 'last_three'].includes(type));
    for (const number of numbers) {
      const lines = offered.map((type, index) => ({
        round_id: String(roundId),
        type,
        number: number.slice(-BET_TYPE_INFO[type].digits),
        amount: 1 + index,
        rate: DEFAULT_RATES[type],
      }));
      const placed = await app.inject({
        method: 'POST',
        url: '/lto-public-api/lotto/place_bet',
        headers: { authorization: member.bearer },
        payload: { round_id: String(roundId), place_bet: lines },
      });
      expect(placed.statusCode).toBe(200);
    }
  }
  const live = await Promise.all(rounds.map((roundId) => keptRisk(database.db, roundId)));

  await database.db.deleteFrom('round_liability').execute();
  await database.db.deleteFrom('round_part_stakes').execute();
  await keepStandingLiability(database.db);

  for (const [index, roundId] of rounds.entries()) {
    const backfilled = await keptRisk(database.db, roundId);
    expect(backfilled.fourMaxProblems).toEqual([]);
    expect(comparable(backfilled)).toEqual(comparable(await bruteForceRisk(database.db, roundId)));
    expect(comparable(backfilled)).toEqual(comparable(live[index]!));
  }
});
