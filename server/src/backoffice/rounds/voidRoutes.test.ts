import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { voidOverdueRounds } from '../../lotto/rounds/voidDeadlines';
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
  member = await createTestMember(app, database.db, { credit: 1000_00n });
});

const MINUTE = 60_000;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, who: TestMember = admin) =>
  app.inject({ method, url: `/admin-api${url}`, headers: { authorization: who.bearer }, ...(payload && { payload }) });

const placeBet = (roundId: number, amount: number, number = '12') =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: member.bearer },
    payload: { round_id: String(roundId), place_bet: [{ round_id: String(roundId), type: 'top_two', number, amount, rate: 90 }] },
  });

async function drawnAgo(roundId: number, minutes: number): Promise<void> {
  const drawAt = new Date(Date.now() - minutes * MINUTE);
  await database.db
    .updateTable('rounds')
    .set({ open_at: new Date(drawAt.getTime() - 60 * MINUTE), close_at: drawAt, draw_at: drawAt })
    .where('id', '=', roundId)
    .execute();
}

describe('POST /admin-api/rounds/:round_id/void', () => {
  it('voids an open round with a reason: the slips refunded and ยกเลิก, no bet after it, audited, and not twice', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    expect((await placeBet(roundId, 30)).statusCode).toBe(200);
    expect((await placeBet(roundId, 2.5, '34')).statusCode).toBe(200);
    const before = await memberCredit(database.db, member.id);

    const response = await call('POST', `/rounds/${roundId}/void`, { reason: '  ตลาดปิดทำการ  ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'ยกเลิกงวดแล้ว คืนเงิน 2 โพย (1 ราย) รวม 32.50 บาท',
      payload: { round_id: roundId, slips: 2, members: 1, refunded: 32.5 },
    });
    expect(await memberCredit(database.db, member.id)).toBe(before + 32_50n);
    const history = await app.inject({
      method: 'POST',
      url: '/lto-public-api/lotto/history',
      headers: { authorization: member.bearer },
      payload: {},
    });
    const ofRound = history.json().payload.result.filter((slip: { round_id: string }) => slip.round_id === String(roundId));
    expect(ofRound.map((slip: { status: string }) => slip.status)).toEqual(['reject', 'reject']);
    expect(await auditRowsOf(database.db, 'round', roundId)).toEqual([
      {
        actor_id: admin.id,
        action: 'round.void',
        before: { voided: false },
        after: { voided: true, reason: 'ตลาดปิดทำการ', slips: 2, members: 1, refunded: 32.5 },
      },
    ]);
    const round = (await call('GET', `/rounds/${roundId}`)).json().payload;
    expect(round).toMatchObject({ state: 'voided', void_reason: 'ตลาดปิดทำการ', voided_at: expect.any(String) });

    const late = await placeBet(roundId, 10);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ROUND_CLOSED', message: 'งวดนี้ปิดรับแทงแล้ว' });
    const again = await call('POST', `/rounds/${roundId}/void`, { reason: 'ซ้ำ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'งวดนี้ถูกยกเลิกแล้ว' });
    const moved = await call('PATCH', `/rounds/${roundId}`, { draw_at: '2099-01-17T09:00:00Z' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ message: 'งวดนี้ถูกยกเลิกแล้ว' });
  });

  it('refuses a result for a voided round, and a void of a settled or yeekee round', async () => {
    const voided = await createTestRound(database.db, { code: 'hanoi' });
    await drawnAgo(voided, 5);
    expect((await call('POST', `/rounds/${voided}/void`, { reason: 'ผลไม่ออก' })).statusCode).toBe(200);
    const result = await call('POST', `/rounds/${voided}/result`, { '3top': '456', '2top': '56', '2bottom': '34' });
    expect(result.statusCode).toBe(409);
    expect(result.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'งวดนี้ถูกยกเลิกแล้ว' });

    const settled = await createTestRound(database.db, { code: 'hanoi' });
    await drawnAgo(settled, 5);
    expect((await call('POST', `/rounds/${settled}/result`, { '3top': '456', '2top': '56', '2bottom': '34' })).statusCode).toBe(200);
    const late = await call('POST', `/rounds/${settled}/void`, { reason: 'ผลผิด' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'งวดนี้ออกผลแล้ว' });

    const yeekee = await createTestRound(database.db, { code: 'yeekee' });
    const drawn = await call('POST', `/rounds/${yeekee}/void`, { reason: 'ทดสอบ' });
    expect(drawn.statusCode).toBe(403);
    expect(drawn.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'หวยยี่กีออกผลโดยระบบเท่านั้น' });
  });

  it.each<[string, object, string]>([
    ['no reason', {}, 'กรุณาระบุเหตุผล'],
    ['a blank reason', { reason: '   ' }, 'กรุณาระบุเหตุผล'],
    ['a reason too long', { reason: 'ก'.repeat(501) }, 'เหตุผลยาวได้ไม่เกิน 500 ตัวอักษร'],
  ])('refuses %s', async (_case, body, message) => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const response = await call('POST', `/rounds/${roundId}/void`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message });
  });

  it('is for admins: staff are refused and nothing moves', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const response = await call('POST', `/rounds/${roundId}/void`, { reason: 'ตลาดปิด' }, staff);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์ทำรายการนี้' });
    expect((await call('GET', `/rounds/${roundId}`, undefined, staff)).json().payload).toMatchObject({ state: 'open', voided_at: null });
  });
});

describe('PUT /admin-api/lotteries/:code', () => {
  it("sets a lottery's void deadline, audited; its rounds are voided by it and the rounds list shows it", async () => {
    const listed = (await call('GET', '/lotteries')).json().payload as { code: string; void_after_minutes: number }[];
    const minutesOf = (code: string) => listed.find((lottery) => lottery.code === code)?.void_after_minutes;
    expect([minutesOf('government'), minutesOf('government_top1000'), minutesOf('lao_star')]).toEqual([1440, 1440, 120]);

    const response = await call('PUT', '/lotteries/lao_star', { void_after_minutes: 45 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'บันทึกเวลายกเลิกงวดสำเร็จ',
      payload: { code: 'lao_star', void_after_minutes: 45 },
    });
    expect(await auditRowsOf(database.db, 'lottery', 'lao_star')).toEqual([
      { actor_id: admin.id, action: 'lottery.void_deadline', before: { void_after_minutes: 120 }, after: { void_after_minutes: 45 } },
    ]);
    const roundId = await createTestRound(database.db, { code: 'lao_star' });
    await drawnAgo(roundId, 50);
    const round = (await call('GET', `/rounds/${roundId}`)).json().payload;
    expect(new Date(round.void_at).getTime() - new Date(round.draw_at).getTime()).toBe(45 * MINUTE);
    await voidOverdueRounds(database.db, new Date());
    expect((await call('GET', `/rounds/${roundId}`)).json().payload).toMatchObject({
      state: 'voided',
      void_reason: 'ไม่มีผลรางวัลภายในเวลาที่กำหนด',
    });
  });

  it.each<[string, object, string]>([
    ['no minutes', {}, 'เวลายกเลิกงวดต้องเป็นจำนวนเต็มนาที ตั้งแต่ 30 ถึง 10,080 นาที (7 วัน)'],
    ['too few', { void_after_minutes: 29 }, 'เวลายกเลิกงวดต้องเป็นจำนวนเต็มนาที ตั้งแต่ 30 ถึง 10,080 นาที (7 วัน)'],
    ['too many', { void_after_minutes: 10_081 }, 'เวลายกเลิกงวดต้องเป็นจำนวนเต็มนาที ตั้งแต่ 30 ถึง 10,080 นาที (7 วัน)'],
    ['a fraction', { void_after_minutes: 60.5 }, 'เวลายกเลิกงวดต้องเป็นจำนวนเต็มนาที ตั้งแต่ 30 ถึง 10,080 นาที (7 วัน)'],
  ])('refuses %s', async (_case, body, message) => {
    const response = await call('PUT', '/lotteries/hanoi', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message });
  });

  it('refuses yeekee, an unknown lottery and staff', async () => {
    const yeekee = await call('PUT', '/lotteries/yeekee', { void_after_minutes: 60 });
    expect(yeekee.statusCode).toBe(403);
    expect(yeekee.json()).toMatchObject({ message: 'หวยยี่กีออกผลโดยระบบเท่านั้น' });
    const unknown = await call('PUT', '/lotteries/nowhere', { void_after_minutes: 60 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'ไม่พบหวยนี้' });
    const byStaff = await call('PUT', '/lotteries/hanoi', { void_after_minutes: 60 }, staff);
    expect(byStaff.statusCode).toBe(403);
  });
});
