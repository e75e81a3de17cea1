import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { syncCatalogue } from '../../lotto/catalogue';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

let staff: TestMember;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  staff = await createTestMember(app, database.db, { role: 'staff' });
  admin = await createTestMember(app, database.db, { role: 'admin' });
  member = await createTestMember(app, database.db, { credit: 1_000_000n });
  // The server syncs the catalogue when it starts; a test database starts empty.
  await syncCatalogue(database.db);
});

const get = (url: string, who: TestMember = staff) => app.inject({ method: 'GET', url, headers: { authorization: who.bearer } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, who: TestMember = admin) =>
  app.inject({ method, url, headers: { authorization: who.bearer }, payload });

async function rates(code: string): Promise<Record<string, number>> {
  const lotteries = (await get('/admin-api/lotteries')).json().payload as { code: string; rates: { type: string; rate: number }[] }[];
  return Object.fromEntries(lotteries.find((lottery) => lottery.code === code)!.rates.map((item) => [item.type, item.rate]));
}

async function bet(roundId: number, lines: { type: string; number: string; amount: number }[]) {
  const current = await rates('government');
  const placed = await app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: member.bearer },
    payload: {
      round_id: String(roundId),
      place_bet: lines.map((line) => ({ ...line, rate: current[line.type], round_id: String(roundId) })),
    },
  });
  expect(placed.statusCode).toBe(200);
}

test('lotteries list their result shape and rate table in bet-type order', async () => {
  const lotteries = (await get('/admin-api/lotteries')).json().payload as { code: string }[];
  const government = lotteries.find((lottery) => lottery.code === 'government');
  expect(government).toMatchObject({
    name: 'หวยรัฐบาลไทย',
    category: 'single',
    result_kind: 'government',
    has_four_digits: true,
    is_yeekee: false,
  });
  expect((government as unknown as { rates: { type: string }[] }).rates.map((item) => item.type)).toEqual([
    'top_four',
    'todd_four',
    'top_three',
    'todd_three',
    'first_three',
    'last_three',
    'top_two',
    'bottom_two',
    'top_one',
    'bottom_one',
  ]);
  expect(lotteries.find((lottery) => lottery.code === 'yeekee')).toMatchObject({ is_yeekee: true, result_kind: 'digits' });
});

test('rounds of a lottery and date show state and totals; a yeekee seed stays hidden until the draw', async () => {
  const open = await createTestRound(database.db);
  await bet(open, [
    { type: 'top_three', number: '123', amount: 10 },
    { type: 'bottom_two', number: '45', amount: 5.5 },
  ]);
  const waiting = await createTestRound(database.db, { openAt: new Date(Date.now() + 60_000), closeAt: new Date(Date.now() + 3_600_000) });
  const yeekee = await createTestRound(database.db, { code: 'yeekee' });
  const date = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

  const page = (await get(`/admin-api/rounds?lottery_code=government&date=${date}`)).json().payload;
  const byId = new Map((page.data as { id: number }[]).map((round) => [round.id, round]));
  expect(byId.get(open)).toMatchObject({
    lottery_code: 'government',
    lottery_name: 'หวยรัฐบาลไทย',
    round_date: date,
    state: 'open',
    is_yeekee: false,
    result: null,
    settlement_version: 0,
    yeekee_seed_hash: null,
    yeekee_seed: null,
    totals: { lines: 2, winning_lines: 0, stake: 15.5, prize: 0 },
  });
  expect(byId.get(waiting)).toMatchObject({ state: 'waiting', totals: { lines: 0, winning_lines: 0, stake: 0, prize: 0 } });
  expect(byId.has(yeekee)).toBe(false);

  const yeekeeRounds = (await get(`/admin-api/rounds?lottery_code=yeekee&date=${date}`)).json().payload.data as { id: number }[];
  const drawnLater = yeekeeRounds.find((round) => round.id === yeekee);
  expect(drawnLater).toMatchObject({ is_yeekee: true, yeekee_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/), yeekee_seed: null });
  await database.db
    .updateTable('rounds')
    .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', yeekee)
    .execute();
  const drawn = (await get(`/admin-api/rounds?lottery_code=yeekee&date=${date}`)).json().payload.data as { id: number }[];
  expect(drawn.find((round) => round.id === yeekee)).toMatchObject({
    state: 'closed',
    yeekee_seed: expect.stringMatching(/^[0-9a-f]{64}$/),
  });

  const badDate = await get('/admin-api/rounds?date=2026-02-30');
  expect(badDate.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'วันที่ไม่ถูกต้อง (ปี-เดือน-วัน)' });
});

test('exposure: per type and number (todd numbers together), stake and payout if it wins, largest first, with its limit', async () => {
  const roundId = await createTestRound(database.db);
  const rate = await rates('government');
  await bet(roundId, [
    { type: 'top_three', number: '999', amount: 20 },
    { type: 'top_three', number: '123', amount: 10 },
    { type: 'todd_three', number: '321', amount: 3 },
    { type: 'todd_three', number: '132', amount: 4 },
    { type: 'bottom_two', number: '45', amount: 5.5 },
  ]);
  const limit = await send('POST', '/admin-api/limited-numbers', {
    lottery_code: 'government',
    round_id: roundId,
    type: 'top_three',
    number: '999',
    closed: true,
  });
  expect(limit.statusCode).toBe(200);

  const exposure = (await get(`/admin-api/rounds/${roundId}/exposure`, admin)).json().payload as { payout_if_wins: number }[];
  const expected = [
    {
      type: 'top_three',
      number: '999',
      stake: 20,
      payout_if_wins: 20 * rate.top_three!,
      rate: rate.top_three,
      limited: { closed: true, stake_cap: null, rate: null },
    },
    { type: 'top_three', number: '123', stake: 10, payout_if_wins: 10 * rate.top_three!, rate: rate.top_three, limited: null },
    { type: 'todd_three', number: '123', stake: 7, payout_if_wins: 7 * rate.todd_three!, rate: rate.todd_three, limited: null },
    { type: 'bottom_two', number: '45', stake: 5.5, payout_if_wins: 5.5 * rate.bottom_two!, rate: rate.bottom_two, limited: null },
  ].sort((a, b) => b.payout_if_wins - a.payout_if_wins);
  expect(exposure).toEqual(expected);

  const limited = (await get(`/admin-api/limited-numbers?round_id=${roundId}`, admin)).json().payload;
  expect(limited).toEqual([
    {
      id: limit.json().payload.id,
      lottery_code: 'government',
      round_id: roundId,
      type: 'top_three',
      number: '999',
      rate: null,
      closed: true,
      stake_cap: null,
    },
  ]);
  expect((await get('/admin-api/rounds/2147483647/exposure', admin)).json()).toEqual({
    status: 'error',
    code: 'NOT_FOUND',
    message: 'ไม่พบงวดนี้',
  });
});

test('an admin changes rates for new bets only, audited with the rates before and after', async () => {
  const roundId = await createTestRound(database.db, { code: 'lao' });
  const before = await rates('lao');
  await app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: member.bearer },
    payload: {
      round_id: String(roundId),
      place_bet: [{ type: 'top_two', number: '12', amount: 10, rate: before.top_two, round_id: String(roundId) }],
    },
  });

  const changed = await send('PUT', '/admin-api/lotteries/lao/rates', {
    rates: [
      { type: 'top_two', rate: before.top_two! - 5 },
      { type: 'top_three', rate: before.top_three },
    ],
  });
  expect(changed.json()).toMatchObject({ status: 'success', message: 'บันทึกอัตราจ่ายสำเร็จ มีผลกับโพยใหม่เท่านั้น' });
  expect(changed.json().payload).toContainEqual({ type: 'top_two', rate: before.top_two! - 5, bands: [] });
  expect(await rates('lao')).toEqual({ ...before, top_two: before.top_two! - 5 });

  // The placed line keeps the rate it was placed at.
  const [item] = (await get(`/admin-api/rounds/${roundId}/exposure`, admin)).json().payload;
  expect(item).toMatchObject({ stake: 10, payout_if_wins: 10 * before.top_two!, rate: before.top_two! - 5 });

  const audit = (await get('/admin-api/audit?action=rates.update&target=lottery:lao')).json().payload.data;
  expect(audit).toMatchObject([
    {
      actor_id: admin.id,
      target_type: 'lottery',
      target_id: 'lao',
      before: { top_two: before.top_two },
      after: { top_two: before.top_two! - 5 },
    },
  ]);
});

test("rates are refused for a type the lottery does not offer, below a limited number's rate, or twice in one table", async () => {
  const roundId = await createTestRound(database.db, { code: 'hanoi' });
  const base = await rates('hanoi');
  await send('POST', '/admin-api/limited-numbers', {
    lottery_code: 'hanoi',
    round_id: roundId,
    type: 'top_two',
    number: '77',
    rate: base.top_two! - 10,
    closed: false,
  });
  const cases: [string, object, number, object][] = [
    [
      'hanoi',
      { rates: [{ type: 'top_four', rate: 100 }] },
      400,
      { status: 'error', code: 'VALIDATION', message: 'หวยนี้ไม่เปิดรับประเภทการแทงนี้' },
    ],
    [
      'hanoi',
      { rates: [{ type: 'top_two', rate: base.top_two! - 11 }] },
      400,
      { status: 'error', code: 'VALIDATION', message: 'อัตราจ่ายใหม่ต่ำกว่าอัตราของเลขอั้น กรุณาแก้ไขเลขอั้นก่อน' },
    ],
    [
      'hanoi',
      {
        rates: [
          { type: 'top_two', rate: 90 },
          { type: 'top_two', rate: 91 },
        ],
      },
      400,
      { status: 'error', code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: rates' },
    ],
    [
      'hanoi',
      { rates: [{ type: 'top_two', rate: 0 }] },
      400,
      { status: 'error', code: 'VALIDATION', message: 'อัตราจ่ายต้องมากกว่า 0 และไม่เกิน 10,000' },
    ],
    ['no_such', { rates: [{ type: 'top_two', rate: 90 }] }, 404, { status: 'error', code: 'NOT_FOUND', message: 'ไม่พบหวยนี้' }],
  ];
  for (const [code, payload, status, body] of cases) {
    const response = await send('PUT', `/admin-api/lotteries/${code}/rates`, payload);
    expect([response.statusCode, response.json()]).toEqual([status, body]);
  }
  expect(await rates('hanoi')).toEqual(base);
});
