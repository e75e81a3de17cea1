import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { settleRound } from '../../lotto/settlement/settlement';
import { auditRowsOf } from '../../testing/audit';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;
let admin: TestMember;
let member: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  staff = await createTestMember(app, database.db, { role: 'staff' });
  admin = await createTestMember(app, database.db, { role: 'admin' });
  member = await createTestMember(app, database.db, { credit: 10_000_00n });
});

const call = (method: 'GET' | 'PUT', url: string, who: TestMember, payload?: object) =>
  app.inject({ method, url: `/admin-api${url}`, headers: { authorization: who.bearer }, ...(payload && { payload }) });

const bet = (roundId: number, lines: { type: string; number: string; amount: number; rate: number }[]) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: member.bearer },
    payload: { round_id: String(roundId), place_bet: lines.map((line) => ({ round_id: String(roundId), ...line })) },
  });

describe('risk in the back office', () => {
  it("shows a round's worst outcomes, its grid and its stakes, in baht, to staff", async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const placed = await bet(roundId, [
      { type: 'top_three', number: '123', amount: 10, rate: 900 },
      { type: 'top_two', number: '23', amount: 5, rate: 90 },
      { type: 'bottom_one', number: '7', amount: 10, rate: 4.2 },
    ]);
    expect(placed.statusCode).toBe(200);

    const { payload } = (await call('GET', `/rounds/${roundId}/liability`, staff)).json();

    expect(payload).toMatchObject({
      round_id: roundId,
      lottery_code: 'hanoi',
      budget: null,
      round_budget: null,
      lottery_budget: null,
      steps: [],
    });
    const [top, bottom] = payload.parts;
    // 123 pays 9,000 + 450; the nine other x23 pay 450; 25 baht staked... of which 15 on the top.
    expect(top).toMatchObject({ part: 'top3', stakes: 15, grid_digits: 3 });
    expect(top.worst[0]).toEqual({ outcome: '123', liability: 9450, loss: 9435, budget_percent: null });
    expect(top.worst).toHaveLength(10);
    expect(top.outcomes).toEqual(Object.fromEntries([...'0123456789'].map((digit) => [`${digit}23`, digit === '1' ? 9450 : 450])));
    expect(bottom).toMatchObject({ part: 'bottom2', stakes: 10, grid_digits: 2 });
    expect(Object.keys(bottom.outcomes)).toHaveLength(19);
    expect(bottom.worst[0]).toEqual({ outcome: '07', liability: 42, loss: 32, budget_percent: null });

    const rounds = (await call('GET', '/risk/rounds', staff)).json().payload;
    expect(rounds.find((round: { round_id: number }) => round.round_id === roundId)).toMatchObject({
      lottery_name: 'หวยฮานอย',
      budget: null,
      worst_loss: 9435,
      budget_percent: null,
    });
  });

  it('names the worst four-digit outcome of a four-digit part', async () => {
    const roundId = await createTestRound(database.db, { code: 'government' });
    await bet(roundId, [
      { type: 'top_three', number: '123', amount: 1, rate: 900 },
      { type: 'top_four', number: '5123', amount: 1, rate: 6000 },
      { type: 'top_four', number: '7123', amount: 2, rate: 6000 },
    ]);
    const [top4] = (await call('GET', `/rounds/${roundId}/liability`, staff)).json().payload.parts;
    expect(top4).toMatchObject({ part: 'top4', stakes: 4, grid_digits: 3, outcomes: { '123': 12_900 } });
    expect(top4.worst).toEqual([{ outcome: '7123', liability: 12_900, loss: 12_896, budget_percent: null }]);
  });

  it('lets admins set budgets and steps, audited, refuses staff and bad steps, and shows the share of the budget', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi_vip' });
    await bet(roundId, [{ type: 'top_three', number: '456', amount: 10, rate: 900 }]);

    const lotteryRisk = { budget: 20_000, steps: [{ from_percent: 60, rate_percent: 78 }] };
    expect((await call('PUT', '/lotteries/hanoi_vip/risk', staff, lotteryRisk)).statusCode).toBe(403);
    const bad = await call('PUT', '/lotteries/hanoi_vip/risk', admin, {
      budget: 20_000,
      steps: [
        { from_percent: 60, rate_percent: 50 },
        { from_percent: 50, rate_percent: 40 },
      ],
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'ขั้นต้องเรียงตาม % ของงบจากน้อยไปมาก และอัตราจ่ายลดลงทุกขั้น' });
    const zero = await call('PUT', '/lotteries/hanoi_vip/risk', admin, { budget: 0, steps: [] });
    expect(zero.json()).toMatchObject({ code: 'VALIDATION', message: 'งบความเสี่ยงต้องมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง' });

    const saved = await call('PUT', '/lotteries/hanoi_vip/risk', admin, lotteryRisk);
    expect(saved.json()).toMatchObject({ message: 'บันทึกงบความเสี่ยงของหวยแล้ว', payload: { code: 'hanoi_vip', ...lotteryRisk } });
    const lotteryAudit = await database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('target_type', '=', 'lottery')
      .where('target_id', '=', 'hanoi_vip')
      .execute();
    expect(lotteryAudit).toEqual([{ actor_id: admin.id, action: 'risk.lottery', before: { budget: null, steps: [] }, after: lotteryRisk }]);

    const round = await call('PUT', `/rounds/${roundId}/risk`, admin, { budget: 5_000 });
    expect(round.json()).toMatchObject({
      message: 'บันทึกงบความเสี่ยงของงวดแล้ว',
      payload: { budget: 5_000, round_budget: 5_000, lottery_budget: 20_000, steps: lotteryRisk.steps },
    });
    // 9,000 paid less 10 staked is 179 % of a 5,000 budget lowered after the bet: the line stands, the number is closed.
    expect(round.json().payload.parts[0].worst[0]).toEqual({ outcome: '456', liability: 9_000, loss: 8_990, budget_percent: 179 });
    expect((await bet(roundId, [{ type: 'top_two', number: '56', amount: 1, rate: 90 }])).json().code).toBe('NUMBER_CLOSED');
    const rounds = (await call('GET', '/risk/rounds', staff)).json().payload;
    expect(rounds[0]).toMatchObject({ round_id: roundId, budget: 5_000, worst_loss: 8_990, budget_percent: 179 });
    expect(await auditRowsOf(database.db, 'round', roundId)).toEqual([
      { actor_id: admin.id, action: 'risk.round', before: { budget: null }, after: { budget: 5_000 } },
    ]);

    const back = await call('PUT', `/rounds/${roundId}/risk`, admin, { budget: null });
    expect(back.json().payload).toMatchObject({ budget: 20_000, round_budget: null });
    await call('PUT', '/lotteries/hanoi_vip/risk', admin, { budget: null, steps: [] });
  });

  it('drops a round’s liability when it is settled', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi_special' });
    await bet(roundId, [{ type: 'top_two', number: '11', amount: 1, rate: 90 }]);
    await database.db
      .updateTable('rounds')
      .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', roundId)
      .execute();
    await settleRound(database.db, roundId, { '3top': '211', '2top': '11', '2bottom': '00' }, { actorId: null, action: 'recorded' });

    expect(await database.db.selectFrom('round_liability').select('cell').where('round_id', '=', roundId).execute()).toEqual([]);
    expect(await database.db.selectFrom('round_part_stakes').select('part').where('round_id', '=', roundId).execute()).toEqual([]);
    expect((await call('PUT', `/rounds/${roundId}/risk`, admin, { budget: 1_000 })).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'งวดนี้ออกผลแล้ว',
    });
  });
});
