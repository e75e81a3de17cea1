import { LOTTERIES, satangToBaht, yeekeeDrawV2, type LotteryDefinition } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { memberCredit } from '../members/repository';
import { createTestRound } from '../testing/lotto';
import { createTestMember, type TestMember } from '../testing/members';
import { drawDueYeekeeRounds } from './rounds/yeekeeDraw';
import { TEST_YEEKEE_DRAW_ITERATIONS } from '../testing/fixtures';
import { setUpTestApp } from '../testing/testApp';

/**
 * A full round of every lottery through the API, as a member and staff use it: read the rates,
 * bet, close, record the result (yeekee draws itself), and see exactly stake × rate paid.
 */
let database: Database;
let app: FastifyInstance;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

async function call(who: TestMember, name: string, body: object) {
  return app.inject({ method: 'POST', url: `/lto-public-api/lotto/${name}`, headers: { authorization: who.bearer }, payload: body });
}

/** The result staff record for a lottery whose draw makes 3top '123' and 2bottom '45'. */
function resultFor(lottery: LotteryDefinition): object {
  if (lottery.resultKind === 'government') {
    return { first_prize: '987123', '3front': ['111', '222'], '3back': ['333', '444'], '2bottom': '45' };
  }
  return lottery.hasFourDigits
    ? { '4top': '0123', '3top': '123', '2top': '23', '2bottom': '45' }
    : { '3top': '123', '2top': '23', '2bottom': '45' };
}

describe.each(LOTTERIES.map((lottery) => [lottery.code, lottery] as const))('a full round of %s', (code, lottery) => {
  it('takes bets at the current rates and pays exactly stake × rate after the result', async () => {
    const member = await createTestMember(app, database.db, { credit: 100_000n });
    const roundId = await createTestRound(database.db, { code });

    let winning = { top: '123', bottom: '45' };
    if (code === 'yeekee') {
      // The seed is secret until the draw; the test reads it to know which numbers will win.
      const { yeekee_seed } = await database.db
        .selectFrom('rounds')
        .select('yeekee_seed')
        .where('id', '=', roundId)
        .executeTakeFirstOrThrow();
      const drawn = yeekeeDrawV2(yeekee_seed!, [], TEST_YEEKEE_DRAW_ITERATIONS).result;
      winning = { top: drawn['3top'], bottom: drawn['2bottom'] };
    }

    const rates = (await call(member, 'pay_rate', { name: code })).json().payload as { type: string; rate: number }[];
    const rate = (type: string) => rates.find((item) => item.type === type)!.rate;
    const losingTop = winning.top === '999' ? '998' : '999';
    const lines = [
      { type: 'top_three', number: winning.top, amount: 10, rate: rate('top_three') },
      { type: 'bottom_two', number: winning.bottom, amount: 5.5, rate: rate('bottom_two') },
      { type: 'top_three', number: losingTop, amount: 20, rate: rate('top_three') },
    ];
    const placed = await call(member, 'place_bet', {
      round_id: String(roundId),
      place_bet: lines.map((line) => ({ ...line, round_id: String(roundId) })),
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ status: 'success', message: 'เดิมพันสำเร็จ', payload: { total: 35.5, credit: 964.5 } });

    await database.db
      .updateTable('rounds')
      .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', roundId)
      .execute();
    if (code === 'yeekee') {
      await drawDueYeekeeRounds(database.db, new Date(), TEST_YEEKEE_DRAW_ITERATIONS);
    } else {
      const recorded = await app.inject({
        method: 'POST',
        url: `/admin-api/rounds/${roundId}/result`,
        headers: { authorization: staff.bearer },
        payload: resultFor(lottery),
      });
      expect(recorded.statusCode).toBe(200);
    }

    const prize = 10 * rate('top_three') + 5.5 * rate('bottom_two');
    expect(satangToBaht(await memberCredit(database.db, member.id))).toBeCloseTo(1000 - 35.5 + prize, 2);
    const history = (await call(member, 'history', { name: code, status: '', page: 1, limit: 25 })).json().payload;
    expect(history.result).toEqual([expect.objectContaining({ round_id: String(roundId), status: 'prize', amount: 35.5, prize })]);
    const results = (await call(member, 'bet_result', { name: code })).json().payload as { round_id: string }[];
    expect(results.map((item) => item.round_id)).toContain(String(roundId));
  });
});
