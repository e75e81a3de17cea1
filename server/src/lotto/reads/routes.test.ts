import { LOTTERIES, offeredBetTypes, th, yeekeeCommitment, type BetType, type LotteryResult } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import type { BetLineStatus, BetSlipStatus } from '../../db/schema';
import { removeTempDirs, tempDir, testConfig } from '../../testing/fixtures';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { createTestDatabase } from '../../testing/testDb';
import { syncCatalogue } from '../catalogue';

let database: Database;
let app: FastifyInstance;
let member: TestMember;
let otherMember: TestMember;

beforeAll(async () => {
  database = await createTestDatabase();
  await syncCatalogue(database.db);
  app = await buildApp(testConfig(tempDir()), { database });
  member = await createTestMember(app, database.db);
  otherMember = await createTestMember(app, database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  removeTempDirs();
});

const MINUTE = 60_000;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function call(name: string, body?: object, who: TestMember | null = member) {
  return app.inject({
    method: 'POST',
    url: `/lto-public-api/lotto/${name}`,
    headers: who ? { authorization: who.bearer } : {},
    ...(body && { payload: body }),
  });
}

async function payloadOf(name: string, body?: object, who: TestMember = member) {
  const response = await call(name, body, who);
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

async function recordResult(roundId: number, result: LotteryResult) {
  await database.db
    .updateTable('rounds')
    .set({ result: JSON.stringify(result), result_recorded_at: new Date() })
    .where('id', '=', roundId)
    .execute();
}

interface TestLine {
  type: BetType;
  number: string;
  amount: bigint;
  rateX100?: number;
  status?: BetLineStatus;
  prize?: bigint;
}

/** A slip and its lines written directly, as place_bet and settlement would leave them. */
async function insertSlip(
  who: TestMember,
  roundId: number,
  { status = 'running', createdAt, lines }: { status?: BetSlipStatus; createdAt: Date; lines: TestLine[] },
) {
  const total = lines.reduce((sum, line) => sum + line.amount, 0n);
  const prize = lines.reduce((sum, line) => sum + (line.prize ?? 0n), 0n);
  const won = lines.some((line) => line.status === 'prize');
  const slip = await database.db
    .insertInto('bet_slips')
    .values({ member_id: who.id, round_id: roundId, total, status, created_at: createdAt, won, prize })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('bet_lines')
    .values(
      lines.map((line) => ({
        slip_id: slip.id,
        round_id: roundId,
        member_id: who.id,
        bet_type: line.type,
        number: line.number,
        canonical_number: line.number,
        amount: line.amount,
        rate_x100: line.rateX100 ?? 90_000,
        status: line.status ?? 'running',
        prize: line.prize ?? 0n,
      })),
    )
    .execute();
  return { id: slip.id, createdAt: slip.created_at.toISOString() };
}

describe('guests', () => {
  it.each(['bet_running', 'lotto_list', 'pay_rate', 'history', 'history_detail'])('get 401 from %s', async (name) => {
    const response = await call(name, {}, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', code: 'UNAUTHORIZED', message: th.errors.unauthorized });
  });

  it('may see results, as visitors of the site can', async () => {
    const response = await call('bet_result', undefined, null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', payload: expect.any(Array) });
  });
});

describe('bet_running', () => {
  it('lists per lottery the open round, or the next one, open rounds by closing time, split single and stock', async () => {
    const government = await createTestRound(database.db, { code: 'government', openAt: fromNow(-60), closeAt: fromNow(60) });
    const hanoiNext = await createTestRound(database.db, { code: 'hanoi', openAt: fromNow(30), closeAt: fromNow(120) });
    await createTestRound(database.db, { code: 'hanoi', openAt: fromNow(-300), closeAt: fromNow(-30) });
    const yeekeeNow = await createTestRound(database.db, { code: 'yeekee', openAt: fromNow(-5), closeAt: fromNow(10) });
    await createTestRound(database.db, { code: 'yeekee', openAt: fromNow(10), closeAt: fromNow(25) });
    await createTestRound(database.db, { code: 'lao', openAt: fromNow(-120), closeAt: fromNow(-1) });
    const china = await createTestRound(database.db, { code: 'china_morning', openAt: fromNow(-10), closeAt: fromNow(20) });
    const korea = await createTestRound(database.db, { code: 'korea', openAt: fromNow(-10), closeAt: fromNow(15) });

    const payload = await payloadOf('bet_running');

    expect(payload.single.map((round: { round_id: string }) => round.round_id)).toEqual([
      String(yeekeeNow),
      String(government),
      String(hanoiNext),
    ]);
    expect(payload.stock.map((round: { round_id: string }) => round.round_id)).toEqual([String(korea), String(china)]);
    const [yeekee, gov] = payload.single;
    const { yeekee_commitment: commitment } = await database.db
      .selectFrom('rounds')
      .select('yeekee_commitment')
      .where('id', '=', yeekeeNow)
      .executeTakeFirstOrThrow();
    expect(yeekee).toMatchObject({ code: 'yeekee', commitment });
    expect(yeekee).not.toHaveProperty('seed');
    expect(gov).toEqual({
      round_id: String(government),
      code: 'government',
      name: 'หวยรัฐบาลไทย',
      logo: '/lto-public-api/lotto/logo/government.svg',
      type: 'single',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      start_at: expect.stringMatching(/Z$/),
      end_at: expect.stringMatching(/Z$/),
      result: null,
      result_date: null,
    });
    expect(Date.parse(gov.end_at) - Date.parse(gov.start_at)).toBe(120 * MINUTE);
  });
});

describe('bet_running and pay_rate from the process cache', () => {
  // Writes straight to the database stand for another server process, staff or the scheduler.
  it('see a rate changed by any writer at once', async () => {
    const rateOf = async () =>
      (await payloadOf('pay_rate', { name: 'lao' })).find((item: { type: string }) => item.type === 'top_two').rate;
    const before = await rateOf();
    const change = (rateX100: number) =>
      database.db
        .updateTable('lottery_rates')
        .set({ rate_x100: rateX100 })
        .where('lottery_code', '=', 'lao')
        .where('bet_type', '=', 'top_two')
        .execute();
    await change(8_750);
    try {
      expect(await rateOf()).toBe(87.5);
      expect((await payloadOf('pay_rate', { name: 'lao' })).find((item: { type: string }) => item.type === 'top_two').rtp).toBe(0.875);
    } finally {
      await change(Math.round(before * 100));
    }
    expect(await rateOf()).toBe(before);
  });

  it('see a round created, moved or given its result by any writer at once', async () => {
    const listed = async () => (await payloadOf('bet_running')).single.find((round: { code: string }) => round.code === 'lao_star');
    expect(await listed()).toBeUndefined();
    const round = await createTestRound(database.db, { code: 'lao_star', openAt: fromNow(-10), closeAt: fromNow(50), drawAt: fromNow(80) });
    expect(await listed()).toMatchObject({ round_id: String(round), result: null });

    await database.db
      .updateTable('rounds')
      .set({ close_at: fromNow(70) })
      .where('id', '=', round)
      .execute();
    expect(Date.parse((await listed()).end_at)).toBeGreaterThan(Date.now() + 60 * MINUTE);
    await database.db
      .updateTable('rounds')
      .set({ close_at: fromNow(-1), open_at: fromNow(-20) })
      .where('id', '=', round)
      .execute();
    expect(await listed()).toBeUndefined();
  });

  it('drop a round from the list once it closes, with no write at all', async () => {
    const round = await createTestRound(database.db, {
      code: 'baac',
      openAt: fromNow(-10),
      closeAt: new Date(Date.now() + 1_500),
      drawAt: fromNow(60),
    });
    const listed = async () =>
      (await payloadOf('bet_running')).single.some((item: { round_id: string }) => item.round_id === String(round));
    expect(await listed()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await listed()).toBe(false);
  });
});

describe('bet_result', () => {
  let governmentRound: number;
  let yeekeeRound: number;
  const governmentResult = { first_prize: '123456', '3front': ['111', '222'], '3back': ['333', '444'], '2bottom': '55' };

  beforeAll(async () => {
    governmentRound = await createTestRound(database.db, {
      code: 'government',
      openAt: new Date('2026-10-16T08:00:00Z'),
      closeAt: new Date('2026-11-01T08:00:00Z'),
      drawAt: new Date('2026-11-01T09:00:00Z'),
    });
    await recordResult(governmentRound, governmentResult);
    yeekeeRound = await createTestRound(database.db, {
      code: 'yeekee',
      openAt: new Date('2026-11-02T01:00:00Z'),
      closeAt: new Date('2026-11-02T01:15:00Z'),
    });
    await recordResult(yeekeeRound, { '3top': '789', '2top': '89', '2bottom': '56' });
  });

  it("lists each lottery's newest draw in catalogue order, without rounds still to be drawn", async () => {
    const payload = await payloadOf('bet_result');

    expect(payload.map((item: { round_id: string }) => item.round_id)).toEqual([String(governmentRound), String(yeekeeRound)]);
    expect(payload[0]).toEqual({
      round_id: String(governmentRound),
      name: 'หวยรัฐบาลไทย',
      code: 'government',
      logo: '/lto-public-api/lotto/logo/government.svg',
      type: 'single',
      result_date: '2026-11-01',
      draw_at: '2026-11-01T09:00:00.000Z',
      result: governmentResult,
    });
  });

  it("lists one lottery's draws newest first, and only its newest among all lotteries", async () => {
    const laterYeekee = await createTestRound(database.db, {
      code: 'yeekee',
      openAt: new Date('2026-11-02T01:15:00Z'),
      closeAt: new Date('2026-11-02T01:30:00Z'),
    });
    await recordResult(laterYeekee, { '3top': '012', '2top': '12', '2bottom': '34' });
    try {
      expect((await payloadOf('bet_result', { name: 'yeekee' })).map((item: { round_id: string }) => item.round_id)).toEqual([
        String(laterYeekee),
        String(yeekeeRound),
      ]);
      const latest = (await call('bet_result', {}, null)).json().payload;
      expect(latest.filter((item: { code: string }) => item.code === 'yeekee')).toMatchObject([
        { round_id: String(laterYeekee), draw_at: '2026-11-02T01:30:00.000Z' },
      ]);
      expect(await payloadOf('bet_result', { name: '', date: '2026-11-02' })).toMatchObject([{ round_id: String(laterYeekee) }]);
    } finally {
      await database.db.deleteFrom('rounds').where('id', '=', laterYeekee).execute();
    }
  });

  it('result_dates: the dates with a recorded result, newest first, open to guests', async () => {
    const second = await createTestRound(database.db, {
      code: 'government',
      openAt: new Date('2026-11-01T08:00:00Z'),
      closeAt: new Date('2026-11-16T08:00:00Z'),
    });
    const undrawn = await createTestRound(database.db, {
      code: 'government',
      openAt: new Date('2026-11-16T08:00:00Z'),
      closeAt: new Date('2026-12-01T08:00:00Z'),
    });
    await recordResult(second, governmentResult);
    try {
      const response = await call('result_dates', { name: 'government' }, null);
      expect(response.statusCode).toBe(200);
      expect(response.json().payload).toEqual(['2026-11-16', '2026-11-01']);
      expect(await payloadOf('result_dates', { name: 'dowjones' })).toEqual([]);
      for (const body of [{}, { name: 'Not A Code' }]) {
        const refused = await call('result_dates', body, null);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: th.lotto.lotteryNameInvalid });
      }
    } finally {
      await database.db.deleteFrom('rounds').where('id', 'in', [second, undrawn]).execute();
    }
  });

  it('reveals the yeekee seed with the result, matching the published commitment', async () => {
    const [yeekee] = await payloadOf('bet_result', { name: 'yeekee' });
    expect(yeekee).toMatchObject({ round_id: String(yeekeeRound), result: { '3top': '789', '2top': '89', '2bottom': '56' } });
    expect(yeekee.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(yeekee.commitment).toBe(await yeekeeCommitment(yeekee.seed));
  });

  it('filters by lottery code and draw date', async () => {
    expect((await payloadOf('bet_result', { name: 'government', date: '2026-11-01' })).map((item: { code: string }) => item.code)).toEqual([
      'government',
    ]);
    expect(await payloadOf('bet_result', { name: 'government', date: '2026-11-02' })).toEqual([]);
    expect(await payloadOf('bet_result', { name: 'null', date: '2026-11-02' })).toHaveLength(1);

    const response = await call('bet_result', { date: '2026-13-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: th.lotto.resultDateInvalid });
  });

  it('shows a recorded result on a round that bet_running still lists', async () => {
    const round = await createTestRound(database.db, { code: 'malaysia', openAt: fromNow(-60), closeAt: fromNow(60) });
    await recordResult(round, { '4top': '1234', '3top': '234', '2top': '34', '2bottom': '12' });
    const { single } = await payloadOf('bet_running');
    expect(single.find((item: { code: string }) => item.code === 'malaysia')).toMatchObject({
      result: { '4top': '1234' },
      result_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('lotto_list and pay_rate', () => {
  it('lists the active lotteries in catalogue order', async () => {
    const payload = await payloadOf('lotto_list');
    expect(payload).toHaveLength(LOTTERIES.length);
    expect(payload[0]).toEqual({
      code: 'government',
      name: 'หวยรัฐบาลไทย',
      logo: '/lto-public-api/lotto/logo/government.svg',
      category: 'single',
    });
    expect(payload.map((item: { code: string }) => item.code)).toEqual(LOTTERIES.map((lottery) => lottery.code));
  });

  it('answers the rates of the offered bet types, the government lottery by default', async () => {
    const government = await payloadOf('pay_rate', {});
    expect(government.map((item: { type: string }) => item.type)).toEqual(offeredBetTypes(LOTTERIES[0]!));
    expect(government).toContainEqual({
      _id: 'government:first_three',
      type: 'first_three',
      name: 'หน้า 3 ตัว',
      rate: 450,
      padSize: 3,
      bands: [],
      // Two 3front numbers are drawn: 1 - (999/1,000)² of draws win.
      chance: 0.001999,
      rtp: 0.89955,
    });
    expect(await payloadOf('pay_rate', { name: 'null' })).toEqual(government);

    const lao = await payloadOf('pay_rate', { name: 'lao' });
    expect(lao.map((item: { type: string }) => item.type)).not.toContain('first_three');
    expect(lao).toContainEqual({
      _id: 'lao:top_one',
      type: 'top_one',
      name: 'วิ่งบน',
      rate: 3.2,
      padSize: 1,
      bands: [],
      chance: 0.271,
      rtp: 0.8672,
    });
    expect(lao).toContainEqual({
      _id: 'lao:top_four',
      type: 'top_four',
      name: '4 ตัวบน',
      rate: 6000,
      padSize: 4,
      bands: [],
      chance: 0.0001,
      rtp: 0.6,
    });
    expect(lao.find((item: { type: string }) => item.type === 'todd_three')).toMatchObject({ rate: 150, chance: 0.006, rtp: 0.9 });
  });

  it('answers 404 for an unknown or inactive lottery', async () => {
    const unknown = await call('pay_rate', { name: 'atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: th.lotto.lotteryNotFound });

    await database.db.updateTable('lotteries').set({ active: false }).where('code', '=', 'germany').execute();
    try {
      expect((await call('pay_rate', { name: 'germany' })).statusCode).toBe(404);
      expect((await payloadOf('lotto_list')).map((item: { code: string }) => item.code)).not.toContain('germany');
    } finally {
      await database.db.updateTable('lotteries').set({ active: true }).where('code', '=', 'germany').execute();
    }
  });
});

describe('history and history_detail', () => {
  let round: number;
  let laoRound: number;
  const slips: Record<string, { id: number; createdAt: string }> = {};

  beforeAll(async () => {
    round = await createTestRound(database.db, { code: 'hanoi_vip' });
    laoRound = await createTestRound(database.db, { code: 'lao' });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 5, minute, 0, 123));
    slips.running = await insertSlip(member, round, {
      createdAt: at(1),
      lines: [
        { type: 'top_three', number: '123', amount: 1000n },
        { type: 'top_two', number: '23', amount: 500n, rateX100: 9_000 },
        { type: 'top_three', number: '321', amount: 250n },
      ],
    });
    slips.rejected = await insertSlip(member, round, {
      status: 'reject',
      createdAt: at(2),
      lines: [{ type: 'bottom_two', number: '45', amount: 2000n, status: 'reject' }],
    });
    slips.won = await insertSlip(member, laoRound, {
      status: 'settled',
      createdAt: at(3),
      lines: [
        { type: 'top_two', number: '12', amount: 1000n, rateX100: 9_000, status: 'prize', prize: 90_000n },
        { type: 'bottom_two', number: '99', amount: 1000n, status: 'no_prize' },
      ],
    });
    slips.lost = await insertSlip(member, laoRound, {
      status: 'settled',
      createdAt: at(4),
      lines: [{ type: 'top_one', number: '7', amount: 300n, rateX100: 320, status: 'no_prize' }],
    });
    slips.others = await insertSlip(otherMember, round, {
      createdAt: at(5),
      lines: [{ type: 'top_three', number: '999', amount: 10_000n }],
    });
  });

  it("lists the member's slips newest first with their status, stake and prize in baht", async () => {
    const payload = await payloadOf('history', { name: 'null', status: '', page: 1, limit: 25 });

    expect(payload.page).toBe(1);
    expect(payload.total).toBe(4);
    expect(payload.result.map((row: { slip_id: string; status: string }) => [row.slip_id, row.status])).toEqual([
      [String(slips.lost!.id), 'no_prize'],
      [String(slips.won!.id), 'prize'],
      [String(slips.rejected!.id), 'reject'],
      [String(slips.running!.id), 'running'],
    ]);
    expect(payload.result[1]).toEqual({
      slip_id: String(slips.won!.id),
      round_id: String(laoRound),
      name: 'หวยลาว',
      code: 'lao',
      logo: '/lto-public-api/lotto/logo/lao.svg',
      createdAt: slips.won!.createdAt,
      round_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amount: 20,
      prize: 900,
      status: 'prize',
    });
    expect(payload.result[3]).toMatchObject({ amount: 17.5, prize: 0 });
  });

  it.each([
    ['running', ['running']],
    ['reject', ['rejected']],
    ['prize', ['won']],
    ['no_prize', ['lost']],
  ])('filters by status %s', async (status, names) => {
    const payload = await payloadOf('history', { name: '', status, page: 1, limit: 25 });
    expect(payload.result.map((row: { slip_id: string }) => row.slip_id)).toEqual(names.map((name) => String(slips[name]!.id)));
    expect(payload.total).toBe(names.length);
  });

  it('filters by lottery and pages', async () => {
    const lao = await payloadOf('history', { name: 'lao', status: '', page: 1, limit: 25 });
    expect(lao.result.map((row: { code: string }) => row.code)).toEqual(['lao', 'lao']);

    const second = await payloadOf('history', { name: '', status: '', page: 2, limit: 3 });
    expect(second).toMatchObject({ page: 2, total: 4 });
    expect(second.result.map((row: { slip_id: string }) => row.slip_id)).toEqual([String(slips.running!.id)]);
    expect(await payloadOf('history', { name: '', status: '', page: 3, limit: 3 })).toEqual({ result: [], page: 3, total: 4 });

    const invalid = await call('history', { status: 'success' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION', message: th.lotto.historyStatusInvalid });
  });

  it("groups the member's lines of a round by type; with date, those of that slip only", async () => {
    const all = await payloadOf('history_detail', { round_id: String(round), date: '' });
    expect(all.map((group: { type: string; place_bet: unknown[] }) => [group.type, group.place_bet.length])).toEqual([
      ['top_three', 2],
      ['top_two', 1],
      ['bottom_two', 1],
    ]);
    expect(all[1].place_bet[0]).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      number: '23',
      type: 'top_two',
      amount: 5,
      rate: 90,
      num_prize: null,
      prize: 0,
      status: 'running',
    });

    const oneSlip = await payloadOf('history_detail', { round_id: String(round), date: slips.running!.createdAt });
    expect(oneSlip.map((group: { type: string }) => group.type)).toEqual(['top_three', 'top_two']);
    expect(oneSlip[0].place_bet.map((line: { number: string }) => line.number)).toEqual(['123', '321']);

    const won = await payloadOf('history_detail', { round_id: String(laoRound), date: slips.won!.createdAt });
    expect(won[0].place_bet[0]).toMatchObject({ type: 'top_two', status: 'prize', prize: 900 });
  });

  it("never shows another member's lines", async () => {
    expect(await payloadOf('history_detail', { round_id: String(laoRound) }, otherMember)).toEqual([]);
    expect(await payloadOf('history_detail', { round_id: String(round), date: slips.running!.createdAt }, otherMember)).toEqual([]);
    expect(await payloadOf('history_detail', { round_id: String(round), date: slips.others!.createdAt })).toEqual([]);
    const others = await payloadOf('history', {}, otherMember);
    expect(others.result.map((row: { slip_id: string }) => row.slip_id)).toEqual([String(slips.others!.id)]);
  });

  it('answers an empty first page to a member without a slip', async () => {
    const newcomer = await createTestMember(app, database.db);
    expect(await payloadOf('history', { name: '', status: '', page: 1, limit: 25 }, newcomer)).toEqual({ result: [], page: 1, total: 0 });
  });

  it('refuses a round id that is not one', async () => {
    const response = await call('history_detail', { round_id: 'undefined' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: th.lotto.roundIdInvalid });
  });
});

describe('logo', () => {
  it('serves an SVG to anyone, cached for a day', async () => {
    const response = await app.inject({ method: 'GET', url: '/lto-public-api/lotto/logo/hanoi_vip.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).toContain('ฮานอย');
  });

  it('answers 404 for an unknown code', async () => {
    const response = await app.inject({ method: 'GET', url: '/lto-public-api/lotto/logo/atlantis.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});

describe('yeekee_round', () => {
  it('tells guests the open yeekee round and the commitment it published, never its seed', async () => {
    const open = await createTestRound(database.db, { code: 'yeekee', openAt: fromNow(-14), closeAt: fromNow(1) });
    await createTestRound(database.db, { code: 'yeekee', openAt: fromNow(1), closeAt: fromNow(2) });
    const response = await call('yeekee_round', undefined, null);
    expect(response.statusCode).toBe(200);
    const { payload } = response.json();
    const {
      yeekee_commitment: commitment,
      open_at: openAt,
      close_at: closeAt,
    } = await database.db
      .selectFrom('rounds')
      .select(['yeekee_commitment', 'open_at', 'close_at'])
      .where('id', '=', open)
      .executeTakeFirstOrThrow();
    expect(payload).toEqual({ round_id: String(open), start_at: openAt.toISOString(), end_at: closeAt.toISOString(), commitment });
  });
});
