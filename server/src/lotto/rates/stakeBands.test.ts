import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { createTestRound } from '../../testing/lotto';
import { syncCatalogue } from '../catalogue';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

/**
 * Stake bands (docs/lottery-rules.md#stake-bands) through the API: the admin sets them with an audit row, the prices
 * answer the band's rate for a stake, place_bet takes it for what the slip stakes on a number,
 * the line keeps it and settlement pays it.
 */
let database: Database;
let app: FastifyInstance;
let admin: TestMember;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

const CODE = 'lao';
const BANDS = [
  { from: 1, to: 500, rate: 900 },
  { from: 500.01, to: 2000, rate: 750 },
  { from: 2000.01, to: null, rate: 600 },
];

beforeAll(async () => {
  await syncCatalogue(database.db);
  admin = await createTestMember(app, database.db, { role: 'admin' });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

const putBands = (who: TestMember, body: object) =>
  app.inject({ method: 'PUT', url: `/admin-api/lotteries/${CODE}/rate-bands`, headers: { authorization: who.bearer }, payload: body });
const call = (who: TestMember, name: string, body: object) =>
  app.inject({ method: 'POST', url: `/lto-public-api/lotto/${name}`, headers: { authorization: who.bearer }, payload: body });

describe('stake bands', () => {
  it('are set by an admin only, refused when they leave a gap or pay above the base rate, and audited', async () => {
    expect((await putBands(staff, { type: 'top_three', bands: BANDS })).statusCode).toBe(403);

    const gap = await putBands(admin, { type: 'top_three', bands: [BANDS[0], { ...BANDS[1], from: 600 }] });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe('ช่วงต้องต่อเนื่องกัน: ช่วงถัดไปเริ่มที่ยอดสิ้นสุดของช่วงก่อน + 0.01 บาท');
    const above = await putBands(admin, { type: 'top_three', bands: [{ from: 1, to: null, rate: 901 }] });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('อัตราของช่วงต้องไม่สูงกว่าอัตราปกติ 900');

    const saved = await putBands(admin, { type: 'top_three', bands: BANDS });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('บันทึกอัตราจ่ายตามยอดแทงสำเร็จ มีผลกับโพยใหม่เท่านั้น');
    expect(saved.json().payload).toContainEqual({ type: 'top_three', rate: 900, bands: BANDS });

    const audit = (
      await app.inject({
        url: `/admin-api/audit?action=rate_bands.update&target=lottery:${CODE}`,
        headers: { authorization: admin.bearer },
      })
    ).json();
    expect(audit.payload.data[0]).toMatchObject({ action: 'rate_bands.update', before: { top_three: [] }, after: { top_three: BANDS } });

    const lotteries = (await app.inject({ url: '/admin-api/lotteries', headers: { authorization: staff.bearer } })).json().payload;
    expect(lotteries.find((lottery: { code: string }) => lottery.code === CODE).rates).toContainEqual({
      type: 'top_three',
      rate: 900,
      bands: BANDS,
    });

    // A base rate below a band's would pay a big stake more than a small one.
    const lowered = await app.inject({
      method: 'PUT',
      url: `/admin-api/lotteries/${CODE}/rates`,
      headers: { authorization: admin.bearer },
      payload: { rates: [{ type: 'top_three', rate: 700 }] },
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().message).toBe('อัตราจ่ายใหม่ต่ำกว่าอัตราตามยอดแทง กรุณาแก้อัตราตามยอดแทงก่อน');
  });

  it("price a stake at its band's rate: pay_rate, number_paid and numbers_paid (items of one number summed)", async () => {
    expect((await putBands(admin, { type: 'top_three', bands: BANDS })).statusCode).toBe(200);
    const member = await createTestMember(app, database.db);
    const roundId = String(await createTestRound(database.db, { code: CODE }));
    const topThree = async (body: object) =>
      ((await call(member, 'pay_rate', { name: CODE, ...body })).json().payload as { type: string; rate: number; bands: unknown }[]).find(
        (item) => item.type === 'top_three',
      )!;
    expect(await topThree({})).toMatchObject({ rate: 900, bands: BANDS, chance: 0.001, rtp: 0.9 });
    expect(await topThree({ amount: 500 })).toMatchObject({ rate: 900, chance: 0.001, rtp: 0.9 });
    // The return to the player follows the band's rate.
    expect(await topThree({ amount: 500.01 })).toMatchObject({ rate: 750, chance: 0.001, rtp: 0.75 });
    expect(await topThree({ amount: 5000 })).toMatchObject({ rate: 600, chance: 0.001, rtp: 0.6 });

    expect((await call(member, 'number_paid', { round_id: roundId, type: 'top_three', number: '123' })).json().payload).toEqual({
      rate: 900,
      status: 'open',
    });
    expect(
      (await call(member, 'number_paid', { round_id: roundId, type: 'top_three', number: '123', amount: 1000 })).json().payload,
    ).toEqual({
      rate: 750,
      status: 'open',
    });

    const priced = await call(member, 'numbers_paid', {
      round_id: roundId,
      items: [
        { type: 'top_three', number: '123', amount: 300 },
        { type: 'top_three', number: '123', amount: 300 },
        { type: 'top_three', number: '456', amount: 300 },
      ],
    });
    expect(priced.json().payload.map((item: { rate: number }) => item.rate)).toEqual([750, 750, 900]);
  });

  it("place the slip at the band's rate of its stake on each number; the line keeps it and wins stake × that rate", async () => {
    expect((await putBands(admin, { type: 'top_three', bands: BANDS })).statusCode).toBe(200);
    const member = await createTestMember(app, database.db, { credit: 1_000_000n });
    const roundId = String(await createTestRound(database.db, { code: CODE }));
    const line = (number: string, amount: number, rate: number) => ({ type: 'top_three', number, amount, rate, round_id: roundId });

    // 400 + 200 on 123 is one stake of 600: the second band's rate, not the base rate.
    const atBase = await call(member, 'place_bet', {
      round_id: roundId,
      place_bet: [line('123', 400, 900), line('123', 200, 900), line('456', 100, 900)],
    });
    expect(atBase.statusCode).toBe(409);
    expect(atBase.json()).toMatchObject({ code: 'RATE_CHANGED' });
    expect(atBase.json().payload).toEqual([
      { type: 'top_three', number: '123', rate: 750, status: 'open' },
      { type: 'top_three', number: '123', rate: 750, status: 'open' },
      { type: 'top_three', number: '456', rate: 900, status: 'open' },
    ]);
    const placed = await call(member, 'place_bet', {
      round_id: roundId,
      place_bet: [line('123', 400, 750), line('123', 200, 750), line('456', 100, 900)],
    });
    expect(placed.statusCode).toBe(200);

    // The bands change after the bet: the placed lines keep their rates.
    expect((await putBands(admin, { type: 'top_three', bands: [] })).statusCode).toBe(200);
    const stored = await database.db
      .selectFrom('bet_lines')
      .select(['number', 'rate_x100'])
      .where('slip_id', '=', Number(placed.json().payload.slip_id))
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { number: '123', rate_x100: 75_000 },
      { number: '123', rate_x100: 75_000 },
      { number: '456', rate_x100: 90_000 },
    ]);

    await database.db
      .updateTable('rounds')
      .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', Number(roundId))
      .execute();
    const settled = await app.inject({
      method: 'POST',
      url: `/admin-api/rounds/${roundId}/result`,
      headers: { authorization: staff.bearer },
      payload: { '4top': '0123', '3top': '123', '2top': '23', '2bottom': '45' },
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().payload).toMatchObject({ winning_lines: 2, prize: 600 * 750 });
    expect(await memberCredit(database.db, member.id)).toBe(1_000_000n - 70_000n + 45_000_000n);
  });
});
