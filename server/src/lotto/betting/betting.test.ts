import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let member: TestMember;
let roundId: number;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  roundId = await createTestRound(database.db, { code: 'government' });
  member = await createTestMember(app, database.db, { credit: 10_000_00n });
});

interface Line {
  type: string;
  number: string;
  amount: unknown;
  rate: unknown;
  round_id?: unknown;
}

const post = (url: string, who: TestMember, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/lto-public-api/lotto/${url}`, headers: { authorization: who.bearer, ...headers }, payload });

const placeBet = (
  lines: Line[],
  { who = member, round = roundId, headers = {} }: { who?: TestMember; round?: number; headers?: Record<string, string> } = {},
) =>
  post(
    'place_bet',
    who,
    { user_id: 1, round_id: String(round), place_bet: lines.map((line) => ({ round_id: String(round), ...line })) },
    headers,
  );

const cancel = (body: object, who: TestMember = member, headers: Record<string, string> = {}) => post('cancel_order', who, body, headers);

/** What a refused call must leave as it was: the member's credit, the ledger and the slips. */
async function moneyState(who: TestMember = member) {
  const count = async (table: 'ledger_transfers' | 'bet_slips' | 'bet_lines' | 'round_number_totals') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const totals = await database.db
    .selectFrom('round_number_totals')
    .select(['bet_type', 'number', 'total'])
    .orderBy('bet_type')
    .orderBy('number')
    .execute();
  return {
    credit: await memberCredit(database.db, who.id),
    transfers: await count('ledger_transfers'),
    slips: await count('bet_slips'),
    lines: await count('bet_lines'),
    totals,
  };
}

async function addRule(rule: {
  round_id?: number | null;
  type: string;
  number: string;
  rate_x100?: number;
  closed?: boolean;
  stake_cap?: bigint;
}) {
  const { id } = await database.db
    .insertInto('limited_numbers')
    .values({
      lottery_code: 'government',
      round_id: rule.round_id ?? null,
      bet_type: rule.type as 'top_two',
      number: rule.number,
      rate_x100: rule.rate_x100 ?? null,
      closed: rule.closed ?? false,
      stake_cap: rule.stake_cap ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('number_paid', () => {
  beforeAll(async () => {
    await addRule({ type: 'top_two', number: '77', rate_x100: 4500 });
    await addRule({ round_id: roundId, type: 'top_two', number: '77', rate_x100: 3000 });
    await addRule({ type: 'todd_three', number: '123', closed: true });
  });

  it.each<[string, object, { rate: number; status: string }]>([
    ["an open number at the lottery's rate", { type: 'top_two', number: '12' }, { rate: 90, status: 'open' }],
    ['วิ่งบน at its decimal rate', { type: 'top_one', number: '7' }, { rate: 3.2, status: 'open' }],
    ["a limited number at the round's rate rather than the lottery's", { type: 'top_two', number: '77' }, { rate: 30, status: 'limited' }],
    ['a closed todd number, asked in another digit order', { type: 'todd_three', number: '312' }, { rate: 150, status: 'closed' }],
  ])('%s', async (_case, body, payload) => {
    const response = await post('number_paid', member, { round_id: String(roundId), ...body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: '', payload });
  });

  it.each<[string, object, number, string]>([
    [
      'a type the lottery does not offer',
      { round_id: 'R', type: 'first_three', number: '123', code: 'hanoi' },
      400,
      'หวยนี้ไม่เปิดรับประเภทการแทงนี้',
    ],
    ['a wrong digit count', { round_id: 'R', type: 'top_two', number: '123' }, 400, 'เลขที่แทงไม่ถูกต้อง'],
    ['a round that does not exist', { round_id: '999999', type: 'top_two', number: '12' }, 404, 'ไม่พบงวดนี้'],
  ])('refuses %s', async (_case, body, statusCode, message) => {
    const { code, ...rest } = body as { code?: string; round_id: string };
    const round = rest.round_id === 'R' ? String(code ? await createTestRound(database.db, { code }) : roundId) : rest.round_id;
    const response = await post('number_paid', member, { ...rest, round_id: round });
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ status: 'error', message });
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/lto-public-api/lotto/number_paid', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('place_bet', () => {
  it("accepts a slip at the current rates, debits the stake and keeps each line's rate", async () => {
    const before = await memberCredit(database.db, member.id);
    const response = await placeBet([
      { type: 'top_two', number: '59', amount: 10, rate: 90 },
      { type: 'top_one', number: '5', amount: 2.5, rate: 3.2 },
      { type: 'todd_three', number: '951', amount: 5, rate: 150 },
    ]);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'success',
      message: 'เดิมพันสำเร็จ',
      payload: {
        slip_id: expect.stringMatching(/^\d+$/),
        createdAt: expect.any(String),
        total: 17.5,
        credit: Number(before - 1750n) / 100,
      },
    });
    expect(await memberCredit(database.db, member.id)).toBe(before - 1750n);
    const lines = await database.db
      .selectFrom('bet_lines')
      .select(['member_id', 'bet_type', 'number', 'canonical_number', 'amount', 'rate_x100', 'status'])
      .where('slip_id', '=', Number(body.payload.slip_id))
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      {
        member_id: member.id,
        bet_type: 'top_two',
        number: '59',
        canonical_number: '59',
        amount: 1000n,
        rate_x100: 9000,
        status: 'running',
      },
      { member_id: member.id, bet_type: 'top_one', number: '5', canonical_number: '5', amount: 250n, rate_x100: 320, status: 'running' },
      {
        member_id: member.id,
        bet_type: 'todd_three',
        number: '951',
        canonical_number: '159',
        amount: 500n,
        rate_x100: 15000,
        status: 'running',
      },
    ]);
    const totals = await database.db
      .selectFrom('round_number_totals')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('bet_type', '=', 'todd_three')
      .execute();
    expect(totals).toEqual([{ round_id: roundId, bet_type: 'todd_three', number: '159', total: 500n }]);
  });

  it('takes the member from the token, not from user_id', async () => {
    const other = await createTestMember(app, database.db, { credit: 100_00n });
    const response = await placeBet([{ type: 'top_two', number: '11', amount: 1, rate: 90 }], { who: other });
    expect(response.statusCode).toBe(200);
    const slip = await database.db
      .selectFrom('bet_slips')
      .select('member_id')
      .where('id', '=', Number(response.json().payload.slip_id))
      .executeTakeFirstOrThrow();
    expect(slip.member_id).toBe(other.id);
  });

  describe('refuses a tampered or invalid slip and moves no money', () => {
    beforeAll(async () => {
      await addRule({ round_id: roundId, type: 'bottom_two', number: '13', closed: true });
      await addRule({ round_id: roundId, type: 'bottom_two', number: '14', rate_x100: 4500 });
    });

    it.each<[string, Line[], number, string, string]>([
      [
        'a higher rate than the current one',
        [{ type: 'top_two', number: '12', amount: 10, rate: 91 }],
        409,
        'RATE_CHANGED',
        'อัตราจ่ายมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง',
      ],
      [
        'a lower rate than the current one',
        [{ type: 'top_two', number: '12', amount: 10, rate: 89 }],
        409,
        'RATE_CHANGED',
        'อัตราจ่ายมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง',
      ],
      [
        'the full rate of a limited number',
        [{ type: 'bottom_two', number: '14', amount: 10, rate: 90 }],
        409,
        'RATE_CHANGED',
        'อัตราจ่ายมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง',
      ],
      ['a closed number', [{ type: 'bottom_two', number: '13', amount: 10, rate: 90 }], 409, 'NUMBER_CLOSED', 'เลข 13 ปิดรับแทงแล้ว'],
      ['an unknown type', [{ type: 'top_five', number: '12345', amount: 10, rate: 90 }], 400, 'VALIDATION', 'ประเภทการแทงไม่ถูกต้อง'],
      ['a wrong digit count', [{ type: 'top_two', number: '123', amount: 10, rate: 90 }], 400, 'VALIDATION', 'เลขที่แทงไม่ถูกต้อง'],
      ['a negative amount', [{ type: 'top_two', number: '12', amount: -10, rate: 90 }], 400, 'VALIDATION', 'จำนวนเงินต้องมากกว่า 0'],
      [
        'a 3-decimal amount',
        [{ type: 'top_two', number: '12', amount: 1.005, rate: 90 }],
        400,
        'VALIDATION',
        'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม',
      ],
      [
        'an amount below the line minimum',
        [{ type: 'top_two', number: '12', amount: 0.5, rate: 90 }],
        400,
        'VALIDATION',
        'แทงขั้นต่ำ 1.00 บาทต่อรายการ',
      ],
      [
        'an amount above the line maximum',
        [{ type: 'top_two', number: '12', amount: 20_000.01, rate: 90 }],
        400,
        'VALIDATION',
        'แทงสูงสุด 20,000.00 บาทต่อรายการ',
      ],
      [
        'a line of another round',
        [{ type: 'top_two', number: '12', amount: 10, rate: 90, round_id: '999' }],
        400,
        'VALIDATION',
        'รายการแทงต้องอยู่ในงวดเดียวกัน',
      ],
      ['more than the credit', [{ type: 'top_two', number: '12', amount: 20_000, rate: 90 }], 409, 'INSUFFICIENT_CREDIT', 'เครดิตไม่เพียงพอ'],
      [
        'a valid line beside a closed one',
        [
          { type: 'top_two', number: '12', amount: 10, rate: 90 },
          { type: 'bottom_two', number: '13', amount: 10, rate: 90 },
        ],
        409,
        'NUMBER_CLOSED',
        'เลข 13 ปิดรับแทงแล้ว',
      ],
    ])('%s', async (_case, lines, statusCode, code, message) => {
      const before = await moneyState();
      const response = await placeBet(lines);
      expect(response.statusCode).toBe(statusCode);
      expect(response.json()).toMatchObject({ status: 'error', code, message });
      expect(await moneyState()).toEqual(before);
    });

    it('answers RATE_CHANGED with the current rate of every line', async () => {
      const response = await placeBet([
        { type: 'top_two', number: '12', amount: 10, rate: 90 },
        { type: 'bottom_two', number: '14', amount: 10, rate: 90 },
        { type: 'top_one', number: '3', amount: 10, rate: 3.3 },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'RATE_CHANGED',
        message: 'อัตราจ่ายมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง',
        payload: [
          { type: 'top_two', number: '12', rate: 90, status: 'open' },
          { type: 'bottom_two', number: '14', rate: 45, status: 'limited' },
          { type: 'top_one', number: '3', rate: 3.2, status: 'open' },
        ],
      });
    });

    it('refuses a type the lottery does not offer', async () => {
      const hanoi = await createTestRound(database.db, { code: 'hanoi' });
      const before = await moneyState();
      const response = await placeBet([{ type: 'first_three', number: '123', amount: 10, rate: 450 }], { round: hanoi });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'หวยนี้ไม่เปิดรับประเภทการแทงนี้' });
      expect(await moneyState()).toEqual(before);
    });

    it("refuses stakes over a number's cap, naming the number and what is left", async () => {
      await addRule({ round_id: roundId, type: 'top_two', number: '88', stake_cap: 5000n });
      expect((await placeBet([{ type: 'top_two', number: '88', amount: 30, rate: 90 }])).statusCode).toBe(200);
      const before = await moneyState();
      const response = await placeBet([{ type: 'top_two', number: '88', amount: 20.01, rate: 90 }]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'STAKE_LIMIT', message: 'เลข 88 รับแทงได้อีกไม่เกิน 20.00 บาท' });
      expect(await moneyState()).toEqual(before);
      // Exactly up to the cap is accepted; then the number is closed.
      expect((await placeBet([{ type: 'top_two', number: '88', amount: 20, rate: 90 }])).statusCode).toBe(200);
      const closed = await post('number_paid', member, { round_id: String(roundId), type: 'top_two', number: '88' });
      expect(closed.json().payload).toEqual({ rate: 90, status: 'closed' });
    });

    it('counts lines of one slip on one todd number together against its cap', async () => {
      await addRule({ round_id: roundId, type: 'todd_three', number: '247', stake_cap: 1000n });
      const before = await moneyState();
      const response = await placeBet([
        { type: 'todd_three', number: '247', amount: 6, rate: 150 },
        { type: 'todd_three', number: '742', amount: 6, rate: 150 },
      ]);
      expect(response.json()).toMatchObject({ code: 'STAKE_LIMIT', message: 'เลข 247 รับแทงได้อีกไม่เกิน 10.00 บาท' });
      expect(await moneyState()).toEqual(before);
    });

    it("holds a member's own cap per number", async () => {
      await database.db.updateTable('lotteries').set({ max_member_number_total: 2000n }).where('code', '=', 'government').execute();
      try {
        expect((await placeBet([{ type: 'bottom_two', number: '66', amount: 15, rate: 90 }])).statusCode).toBe(200);
        const before = await moneyState();
        const response = await placeBet([{ type: 'bottom_two', number: '66', amount: 6, rate: 90 }]);
        expect(response.json()).toMatchObject({ code: 'STAKE_LIMIT', message: 'เลข 66 รับแทงได้อีกไม่เกิน 5.00 บาท' });
        expect(await moneyState()).toEqual(before);
        // Another member has a cap of their own.
        const other = await createTestMember(app, database.db, { credit: 100_00n });
        expect((await placeBet([{ type: 'bottom_two', number: '66', amount: 20, rate: 90 }], { who: other })).statusCode).toBe(200);
      } finally {
        await database.db.updateTable('lotteries').set({ max_member_number_total: null }).where('code', '=', 'government').execute();
      }
    });
  });

  it.each<[string, unknown, string]>([
    ['lines that are no list', 'x', 'กรุณาเลือกเลขที่ต้องการแทง'],
    ['a line that is no object', [5], 'กรุณาเลือกเลขที่ต้องการแทง'],
    ['no lines', [], 'กรุณาเลือกเลขที่ต้องการแทง'],
  ])('answers %s with the Thai message of the shared schema', async (_case, lines, message) => {
    const response = await post('place_bet', member, { round_id: String(roundId), place_bet: lines });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it('places one slip for retries with one Idempotency-Key', async () => {
    const before = await moneyState();
    const lines = [{ type: 'top_two', number: '40', amount: 5, rate: 90 }];
    const first = await placeBet(lines, { headers: { 'idempotency-key': 'bet-40' } });
    const retry = await placeBet(lines, { headers: { 'idempotency-key': 'bet-40' } });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const after = await moneyState();
    expect(after.slips).toBe(before.slips + 1);
    expect(after.credit).toBe(before.credit - 500n);
  });
});

describe('round lifecycle', () => {
  it('takes a bet while open and refuses one a second after close, moving no money', async () => {
    const closing = await createTestRound(database.db, { code: 'government', closeAt: new Date(Date.now() + 1000) });
    const accepted = await placeBet([{ type: 'top_two', number: '21', amount: 10, rate: 90 }], { round: closing });
    expect(accepted.statusCode).toBe(200);

    await sleep(1100);
    const before = await moneyState();
    const refused = await placeBet([{ type: 'top_two', number: '21', amount: 10, rate: 90 }], { round: closing });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ROUND_CLOSED', message: 'งวดนี้ปิดรับแทงแล้ว' });
    expect(await moneyState()).toEqual(before);

    // The slip taken while open can no longer be cancelled.
    const { createdAt } = accepted.json().payload;
    const cancelRefused = await cancel({ round_id: String(closing), createdAt });
    expect(cancelRefused.statusCode).toBe(409);
    expect(cancelRefused.json()).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(await moneyState()).toEqual(before);
  });

  it('refuses a round that has not opened yet', async () => {
    const later = await createTestRound(database.db, { openAt: new Date(Date.now() + 60_000), closeAt: new Date(Date.now() + 120_000) });
    const response = await placeBet([{ type: 'top_two', number: '21', amount: 10, rate: 90 }], { round: later });
    expect(response.json()).toMatchObject({ code: 'ROUND_CLOSED' });
  });
});

describe('cancel_order', () => {
  it('refunds exactly the stake, rejects the lines and lowers the running totals; a second cancel is refused', async () => {
    const round = await createTestRound(database.db, { code: 'government' });
    const before = await memberCredit(database.db, member.id);
    const placed = await placeBet(
      [
        { type: 'top_two', number: '33', amount: 12.34, rate: 90 },
        { type: 'todd_three', number: '331', amount: 1, rate: 150 },
      ],
      { round },
    );
    const { slip_id, createdAt } = placed.json().payload;
    expect(await memberCredit(database.db, member.id)).toBe(before - 1334n);

    const response = await cancel({ round_id: String(round), createdAt });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'คืนโพยสำเร็จ',
      payload: { slip_id, round_id: String(round), createdAt, total: 13.34, credit: Number(before) / 100 },
    });
    expect(await memberCredit(database.db, member.id)).toBe(before);
    const lines = await database.db.selectFrom('bet_lines').select('status').where('slip_id', '=', Number(slip_id)).execute();
    expect(lines).toEqual([{ status: 'reject' }, { status: 'reject' }]);
    const totals = await database.db.selectFrom('round_number_totals').select('total').where('round_id', '=', round).execute();
    expect(totals).toEqual([{ total: 0n }, { total: 0n }]);
    const memberTotals = await database.db.selectFrom('member_number_totals').select('total').where('round_id', '=', round).execute();
    expect(memberTotals).toEqual([{ total: 0n }, { total: 0n }]);

    const again = await cancel({ round_id: String(round), createdAt });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'โพยนี้ไม่อยู่ในสถานะรับแทง คืนโพยไม่ได้' });
    expect(await memberCredit(database.db, member.id)).toBe(before);
  });

  it('cancels by slip_id and once for retries with one Idempotency-Key', async () => {
    const before = await memberCredit(database.db, member.id);
    const { slip_id } = (await placeBet([{ type: 'top_two', number: '34', amount: 3, rate: 90 }])).json().payload;
    const first = await cancel({ slip_id }, member, { 'idempotency-key': `cancel-${slip_id}` });
    const retry = await cancel({ slip_id }, member, { 'idempotency-key': `cancel-${slip_id}` });
    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await memberCredit(database.db, member.id)).toBe(before);
  });

  it("does not let a member cancel another member's slip", async () => {
    const { slip_id, createdAt } = (await placeBet([{ type: 'top_two', number: '35', amount: 3, rate: 90 }])).json().payload;
    const stranger = await createTestMember(app, database.db, { credit: 100n });
    const before = await moneyState(stranger);
    for (const body of [{ slip_id }, { round_id: String(roundId), createdAt }]) {
      const response = await cancel(body, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'ไม่พบโพยนี้' });
    }
    expect(await moneyState(stranger)).toEqual(before);
    const slip = await database.db.selectFrom('bet_slips').select('status').where('id', '=', Number(slip_id)).executeTakeFirstOrThrow();
    expect(slip.status).toBe('running');
  });

  it('asks for a slip', async () => {
    const response = await cancel({ round_id: String(roundId) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'กรุณาระบุโพยที่ต้องการคืน' });
  });
});
