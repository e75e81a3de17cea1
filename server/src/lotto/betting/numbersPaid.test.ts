import { permutations } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let member: TestMember;
let other: TestMember;
let roundId: number;
let closedRoundId: number;
let aheadRoundId: number;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

/** The government lottery's per-number cap (all members) and per-member cap in these tests, satang. */
const NUMBER_CAP = 100_000n;
const MEMBER_CAP = 30_000n;

beforeAll(async () => {
  roundId = await createTestRound(database.db, { code: 'government' });
  closedRoundId = await createTestRound(database.db, {
    code: 'government',
    openAt: new Date(Date.now() - 7_200_000),
    closeAt: new Date(Date.now() - 60_000),
  });
  // A lottery with no other round here, so that bet_running lists this one as its next.
  aheadRoundId = await createTestRound(database.db, {
    code: 'government_top1000',
    openAt: new Date(Date.now() + 3_600_000),
    closeAt: new Date(Date.now() + 7_200_000),
  });
  await database.db
    .updateTable('lotteries')
    .set({ max_number_total: NUMBER_CAP, max_member_number_total: MEMBER_CAP })
    .where('code', '=', 'government')
    .execute();
  member = await createTestMember(app, database.db, { credit: 10_000_00n });
  other = await createTestMember(app, database.db, { credit: 10_000_00n });
  await database.db
    .insertInto('limited_numbers')
    .values([
      {
        lottery_code: 'government',
        round_id: roundId,
        bet_type: 'top_four',
        number: '2134',
        rate_x100: 300000,
        closed: false,
        stake_cap: null,
      },
      { lottery_code: 'government', round_id: null, bet_type: 'top_four', number: '4321', rate_x100: null, closed: true, stake_cap: null },
      {
        lottery_code: 'government',
        round_id: roundId,
        bet_type: 'todd_three',
        number: '579',
        rate_x100: null,
        closed: false,
        stake_cap: 5_000n,
      },
    ])
    .execute();
});

const post = (url: string, who: TestMember, payload: object) =>
  app.inject({ method: 'POST', url: `/lto-public-api/lotto/${url}`, headers: { authorization: who.bearer }, payload });

const numbersPaid = (items: object[], { who = member, round = roundId } = {}) =>
  post('numbers_paid', who, { round_id: String(round), items });

const placeBet = (who: TestMember, lines: { type: string; number: string; amount: number; rate: number }[]) =>
  post('place_bet', who, { round_id: String(roundId), place_bet: lines.map((line) => ({ round_id: String(roundId), ...line })) });

describe('numbers_paid', () => {
  it('answers, item by item, what number_paid answers for a whole 24 ประตู expansion', async () => {
    const items = permutations('1234').flatMap((number) => [
      { type: 'top_four', number },
      { type: 'todd_four', number },
    ]);
    expect(items).toHaveLength(48);
    const response = await numbersPaid(items);
    expect(response.statusCode).toBe(200);
    const answers = response.json().payload as {
      type: string;
      number: string;
      rate: number;
      status: string;
      remaining: number | null;
      cap: number | null;
    }[];
    expect(answers.map(({ type, number }) => ({ type, number }))).toEqual(items);
    for (const [index, item] of items.entries()) {
      const single = await post('number_paid', member, { round_id: String(roundId), ...item });
      expect({ rate: answers[index]!.rate, status: answers[index]!.status }).toEqual(single.json().payload);
    }
    expect(answers.find((answer) => answer.type === 'top_four' && answer.number === '2134')).toEqual({
      type: 'top_four',
      number: '2134',
      rate: 3000,
      status: 'limited',
      remaining: 300,
      cap: 300,
    });
    expect(answers.find((answer) => answer.type === 'top_four' && answer.number === '4321')).toMatchObject({
      status: 'closed',
      remaining: 0,
    });
  });

  it("tells how much each number can still take, the lower of its cap and the member's own cap, with that cap", async () => {
    // Nothing staked: the member's cap (300.00) is below the number's (1,000.00).
    expect((await numbersPaid([{ type: 'top_two', number: '41' }])).json().payload).toEqual([
      { type: 'top_two', number: '41', rate: 90, status: 'open', remaining: 300, cap: 300 },
    ]);
    const third = await createTestMember(app, database.db, { credit: 1_000_00n });
    const fourth = await createTestMember(app, database.db, { credit: 1_000_00n });
    for (const bettor of [other, third, fourth]) {
      expect((await placeBet(bettor, [{ type: 'top_two', number: '41', amount: 250, rate: 90 }])).statusCode).toBe(200);
    }
    expect((await placeBet(member, [{ type: 'top_two', number: '41', amount: 100.5, rate: 90 }])).statusCode).toBe(200);
    // The number: 1,000.00 − 850.50 staked by all = 149.50, below the member's 300.00 − 100.50 = 199.50.
    expect((await numbersPaid([{ type: 'top_two', number: '41', amount: 10 }])).json().payload).toEqual([
      { type: 'top_two', number: '41', rate: 90, status: 'open', remaining: 149.5, cap: 1_000 },
    ]);
    // Another member's own cap leaves 300.00 − 250.00 = 50.00, below the number's 149.50.
    expect((await numbersPaid([{ type: 'top_two', number: '41' }], { who: other })).json().payload).toEqual([
      { type: 'top_two', number: '41', rate: 90, status: 'open', remaining: 50, cap: 300 },
    ]);
  });

  it("counts the numbers of a todd type with the same digits as one, against a limited number's cap", async () => {
    expect((await placeBet(other, [{ type: 'todd_three', number: '957', amount: 20, rate: 150 }])).statusCode).toBe(200);
    const response = await numbersPaid(permutations('579').map((number) => ({ type: 'todd_three', number })));
    expect(response.json().payload).toEqual(
      permutations('579').map((number) => ({ type: 'todd_three', number, rate: 150, status: 'open', remaining: 30, cap: 50 })),
    );
    expect((await placeBet(member, [{ type: 'todd_three', number: '795', amount: 30, rate: 150 }])).statusCode).toBe(200);
    expect((await numbersPaid([{ type: 'todd_three', number: '579' }])).json().payload).toEqual([
      { type: 'todd_three', number: '579', rate: 150, status: 'closed', remaining: 0, cap: 50 },
    ]);
  });

  it('answers every number of a closed round as closed with nothing left', async () => {
    const response = await numbersPaid(
      [
        { type: 'top_two', number: '12' },
        { type: 'bottom_two', number: '12' },
      ],
      { round: closedRoundId },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual([
      { type: 'top_two', number: '12', rate: 90, status: 'closed', remaining: 0, cap: 300 },
      { type: 'bottom_two', number: '12', rate: 90, status: 'closed', remaining: 0, cap: 300 },
    ]);
  });

  it.each<[string, () => object, number, string]>([
    [
      'more than 100 items',
      () => ({ round_id: String(roundId), items: Array.from({ length: 101 }, () => ({ type: 'top_two', number: '12' })) }),
      400,
      'ตรวจสอบได้ครั้งละไม่เกิน 100 เลข',
    ],
    ['no items', () => ({ round_id: String(roundId), items: [] }), 400, 'กรุณาระบุเลขที่ต้องการตรวจสอบ'],
    ['a wrong digit count', () => ({ round_id: String(roundId), items: [{ type: 'top_two', number: '123' }] }), 400, 'เลขที่แทงไม่ถูกต้อง'],
    [
      'an amount of three decimals',
      () => ({ round_id: String(roundId), items: [{ type: 'top_two', number: '12', amount: 1.005 }] }),
      400,
      'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม',
    ],
    ['a round that does not exist', () => ({ round_id: '999999', items: [{ type: 'top_two', number: '12' }] }), 404, 'ไม่พบงวดนี้'],
  ])('refuses %s', async (_case, body, statusCode, message) => {
    const response = await post('numbers_paid', member, body());
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ status: 'error', message });
  });

  it('refuses a type the lottery does not offer, as number_paid does', async () => {
    const hanoi = await createTestRound(database.db, { code: 'hanoi' });
    const response = await numbersPaid(
      [
        { type: 'top_two', number: '12' },
        { type: 'first_three', number: '123' },
      ],
      { round: hanoi },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'หวยนี้ไม่เปิดรับประเภทการแทงนี้' });
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/lto-public-api/lotto/numbers_paid', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('a round whose opening is still ahead', () => {
  const notYetOpen = { status: 'error', code: 'ROUND_CLOSED', message: 'ยังไม่เปิดรับแทง' };

  it('is listed by bet_running with its opening time', async () => {
    const response = await post('bet_running', member, {});
    const { open_at } = await database.db.selectFrom('rounds').select('open_at').where('id', '=', aheadRoundId).executeTakeFirstOrThrow();
    expect(response.json().payload.single).toContainEqual(
      expect.objectContaining({ round_id: String(aheadRoundId), code: 'government_top1000', start_at: open_at.toISOString() }),
    );
  });

  it.each<[string, () => Promise<{ statusCode: number; json: () => unknown }>]>([
    ['number_paid', () => post('number_paid', member, { round_id: String(aheadRoundId), type: 'top_two', number: '12' })],
    ['numbers_paid', () => numbersPaid([{ type: 'top_two', number: '12' }], { round: aheadRoundId })],
    [
      'place_bet',
      () =>
        post('place_bet', member, {
          round_id: String(aheadRoundId),
          place_bet: [{ round_id: String(aheadRoundId), type: 'top_two', number: '12', amount: 10, rate: 90 }],
        }),
    ],
  ])('%s refuses it: ยังไม่เปิดรับแทง', async (_call, call) => {
    const { credit } = await database.db.selectFrom('members').select('credit').where('id', '=', member.id).executeTakeFirstOrThrow();
    const response = await call();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(notYetOpen);
    const after = await database.db.selectFrom('members').select('credit').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(after.credit).toBe(credit);
  });

  it('keeps ปิดรับแทง for a round that has closed', async () => {
    const response = await post('place_bet', member, {
      round_id: String(closedRoundId),
      place_bet: [{ round_id: String(closedRoundId), type: 'top_two', number: '12', amount: 10, rate: 90 }],
    });
    expect(response.json()).toEqual({ status: 'error', code: 'ROUND_CLOSED', message: 'งวดนี้ปิดรับแทงแล้ว' });
  });
});
