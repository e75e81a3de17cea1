import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

/** PGlite runs one query at a time, so many requests only queue there; PostgreSQL gets the real race. */
const ON_POSTGRES = process.env.DATABASE_URL !== undefined;

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

const placeBet = (who: TestMember, roundId: number, number: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: who.bearer },
    payload: { round_id: String(roundId), place_bet: [{ round_id: String(roundId), type: 'top_two', number, amount, rate: 90 }] },
  });

const codes = (responses: { statusCode: number; json(): { code?: string } }[]) =>
  responses.reduce<Record<string, number>>((count, response) => {
    const code = response.statusCode === 200 ? 'OK' : (response.json().code ?? String(response.statusCode));
    return { ...count, [code]: (count[code] ?? 0) + 1 };
  }, {});

describe('concurrent bets', () => {
  it('never overdraw one member: with credit for half the slips, exactly half are accepted', async () => {
    const slips = ON_POSTGRES ? 200 : 20;
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    // 10 baht a slip.
    const who = await createTestMember(app, database.db, { credit: BigInt(slips / 2) * 10_00n });

    const responses = await Promise.all(
      Array.from({ length: slips }, (_, index) => placeBet(who, roundId, String(index % 100).padStart(2, '0'), 10)),
    );

    expect(codes(responses)).toEqual({ OK: slips / 2, INSUFFICIENT_CREDIT: slips / 2 });
    expect(await memberCredit(database.db, who.id)).toBe(0n);
    const stored = await database.db.selectFrom('bet_slips').select('total').where('member_id', '=', who.id).execute();
    expect(stored).toHaveLength(slips / 2);
    const totals = await database.db.selectFrom('round_number_totals').select('total').where('round_id', '=', roundId).execute();
    expect(totals.reduce((sum, row) => sum + row.total, 0n)).toBe(BigInt(slips / 2) * 10_00n);
  });

  it('hold a per-number cap across many members: cap 1,000 baht, 30 members × 100 → exactly 10 accepted', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    await database.db
      .insertInto('limited_numbers')
      .values({ lottery_code: 'hanoi', round_id: roundId, bet_type: 'top_two', number: '59', stake_cap: 1000_00n })
      .execute();
    const members = await Promise.all(Array.from({ length: 30 }, () => createTestMember(app, database.db, { credit: 100_00n })));

    const responses = await Promise.all(members.map((who) => placeBet(who, roundId, '59', 100)));

    // A bet that reads the total once the cap is reached finds the number closed; one that raced it, the limit.
    const { OK, STAKE_LIMIT = 0, NUMBER_CLOSED = 0, ...others } = codes(responses);
    expect({ OK, refused: STAKE_LIMIT + NUMBER_CLOSED, others }).toEqual({ OK: 10, refused: 20, others: {} });
    const total = await database.db
      .selectFrom('round_number_totals')
      .select('total')
      .where('round_id', '=', roundId)
      .where('bet_type', '=', 'top_two')
      .where('number', '=', '59')
      .executeTakeFirstOrThrow();
    expect(total.total).toBe(1000_00n);
    const credits = await Promise.all(members.map((who) => memberCredit(database.db, who.id)));
    expect(credits.filter((credit) => credit === 0n)).toHaveLength(10);
    expect(credits.filter((credit) => credit === 100_00n)).toHaveLength(20);
  });

  it('do not deadlock when slips name the same numbers in different orders', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const orders = [
      ['10', '20', '30'],
      ['30', '20', '10'],
      ['20', '30', '10'],
    ];
    const slips = ON_POSTGRES ? 60 : 9;
    const members = await Promise.all(Array.from({ length: slips }, () => createTestMember(app, database.db, { credit: 100_00n })));

    const responses = await Promise.all(
      members.map((who, index) =>
        app.inject({
          method: 'POST',
          url: '/lto-public-api/lotto/place_bet',
          headers: { authorization: who.bearer },
          payload: {
            round_id: String(roundId),
            place_bet: orders[index % orders.length]!.map((number) => ({
              round_id: String(roundId),
              type: 'top_two',
              number,
              amount: 1,
              rate: 90,
            })),
          },
        }),
      ),
    );

    expect(codes(responses)).toEqual({ OK: slips });
    const totals = await database.db.selectFrom('round_number_totals').select('total').where('round_id', '=', roundId).execute();
    expect(totals).toEqual(Array.from({ length: 3 }, () => ({ total: BigInt(slips) * 100n })));
  });

  it('refund a slip once when it is cancelled twice at the same time', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const who = await createTestMember(app, database.db, { credit: 100_00n });
    const { slip_id } = (await placeBet(who, roundId, '12', 40)).json().payload;

    const cancels = ON_POSTGRES ? 10 : 3;
    const responses = await Promise.all(
      Array.from({ length: cancels }, () =>
        app.inject({
          method: 'POST',
          url: '/lto-public-api/lotto/cancel_order',
          headers: { authorization: who.bearer },
          payload: { slip_id },
        }),
      ),
    );

    expect(codes(responses)).toEqual({ OK: 1, CONFLICT: cancels - 1 });
    expect(await memberCredit(database.db, who.id)).toBe(100_00n);
  });
});
