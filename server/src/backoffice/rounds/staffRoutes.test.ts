import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { auditRowsOf } from '../../testing/audit';
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

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who: TestMember = staff) =>
  app.inject({ method, url: `/admin-api${url}`, headers: { authorization: who.bearer }, ...(payload && { payload }) });

const closeRound = (roundId: number) =>
  database.db
    .updateTable('rounds')
    .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', roundId)
    .execute();

const numberPaid = (roundId: number, type: string, number: string) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/number_paid',
    headers: { authorization: member.bearer },
    payload: { round_id: String(roundId), type, number },
  });

describe('staff only', () => {
  it.each<['POST' | 'PATCH' | 'DELETE', string]>([
    ['POST', '/rounds/1/result'],
    ['PATCH', '/rounds/1'],
    ['POST', '/limited-numbers'],
    ['DELETE', '/limited-numbers/1'],
  ])('%s %s refuses a member', async (method, url) => {
    const response = await call(method, url, {}, member);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each<['POST' | 'DELETE', string]>([
    ['POST', '/limited-numbers'],
    ['DELETE', '/limited-numbers/1'],
  ])('%s %s refuses staff who are not admin', async (method, url) => {
    const response = await call(method, url, { lottery_code: 'hanoi', type: 'top_two', number: '12', closed: true }, staff);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์ทำรายการนี้' });
  });
});

const auditOf = (targetType: string, targetId: number) => auditRowsOf(database.db, targetType, targetId);

describe('POST /admin-api/rounds/:round_id/result', () => {
  it('settles a closed round and answers a summary in baht', async () => {
    const roundId = await createTestRound(database.db, { code: 'government' });
    const bet = await app.inject({
      method: 'POST',
      url: '/lto-public-api/lotto/place_bet',
      headers: { authorization: member.bearer },
      payload: {
        round_id: String(roundId),
        place_bet: [
          { round_id: String(roundId), type: 'bottom_two', number: '34', amount: 10, rate: 90 },
          { round_id: String(roundId), type: 'top_two', number: '34', amount: 10, rate: 90 },
        ],
      },
    });
    expect(bet.statusCode).toBe(200);
    const before = await memberCredit(database.db, member.id);

    const early = await call('POST', `/rounds/${roundId}/result`, {
      first_prize: '123456',
      '3front': ['123', '456'],
      '3back': ['789', '012'],
      '2bottom': '34',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', message: 'งวดนี้ยังไม่ปิดรับแทง' });

    await closeRound(roundId);
    const wrong = await call('POST', `/rounds/${roundId}/result`, { '3top': '456', '2top': '56', '2bottom': '34' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', message: 'ผลรางวัลไม่ถูกต้อง' });

    const response = await call('POST', `/rounds/${roundId}/result`, {
      first_prize: '123456',
      '3front': ['123', '456'],
      '3back': ['789', '012'],
      '2bottom': '34',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'บันทึกผลรางวัลสำเร็จ',
      payload: {
        round_id: roundId,
        settlement_version: 1,
        lines: 2,
        winning_lines: 1,
        winners: 1,
        prize: 900,
        corrected: false,
        reversed_prize: 0,
        debts: 0,
      },
    });
    expect(await memberCredit(database.db, member.id)).toBe(before + 900_00n);
    const log = await database.db.selectFrom('round_result_log').select(['action', 'actor_id']).where('round_id', '=', roundId).execute();
    expect(log).toEqual([{ action: 'recorded', actor_id: staff.id }]);

    const again = await call('POST', `/rounds/${roundId}/result`, {
      first_prize: '123456',
      '3front': ['123', '456'],
      '3back': ['789', '012'],
      '2bottom': '34',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'ผลรางวัลนี้ตรงกับผลที่บันทึกไว้แล้ว' });
    expect(await memberCredit(database.db, member.id)).toBe(before + 900_00n);
  });

  it('answers 404 for a round that does not exist', async () => {
    const response = await call('POST', '/rounds/999999/result', { '3top': '456', '2top': '56', '2bottom': '34' });
    expect(response.statusCode).toBe(404);
  });
});

describe('PATCH /admin-api/rounds/:round_id', () => {
  it('moves a government draw to 17 January, and its date with it', async () => {
    const roundId = await createTestRound(database.db, {
      code: 'government',
      closeAt: new Date('2099-01-16T08:00:00Z'),
      drawAt: new Date('2099-01-16T09:00:00Z'),
    });

    const response = await call('PATCH', `/rounds/${roundId}`, { close_at: '2099-01-17T08:00:00Z', draw_at: '2099-01-17T09:00:00+00:00' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'แก้ไขเวลาของงวดสำเร็จ',
      payload: {
        round_id: roundId,
        round_date: '2099-01-17',
        open_at: expect.any(String),
        close_at: '2099-01-17T08:00:00.000Z',
        draw_at: '2099-01-17T09:00:00.000Z',
      },
    });
    const round = await database.db
      .selectFrom('rounds')
      .select(['round_date', 'open_at', 'close_at'])
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ round_date: '2099-01-17', open_at: expect.any(Date), close_at: new Date('2099-01-17T08:00:00Z') });
    expect(await auditOf('round', roundId)).toEqual([
      {
        actor_id: staff.id,
        action: 'round.times',
        before: { open_at: round.open_at.toISOString(), close_at: '2099-01-16T08:00:00.000Z', draw_at: '2099-01-16T09:00:00.000Z' },
        after: { open_at: round.open_at.toISOString(), close_at: '2099-01-17T08:00:00.000Z', draw_at: '2099-01-17T09:00:00.000Z' },
      },
    ]);
  });

  it.each<[string, object, number, string]>([
    ['no time', {}, 400, 'เวลาของงวดไม่ถูกต้อง (เปิด < ปิด ≤ ออกผล)'],
    ['a time that is no time', { draw_at: 'tomorrow' }, 400, 'เวลาของงวดไม่ถูกต้อง (เปิด < ปิด ≤ ออกผล)'],
    ['a draw before the close', { draw_at: '2099-01-15T09:00:00Z' }, 400, 'เวลาของงวดไม่ถูกต้อง (เปิด < ปิด ≤ ออกผล)'],
  ])('refuses %s', async (_case, body, statusCode, message) => {
    const roundId = await createTestRound(database.db, {
      closeAt: new Date('2099-01-16T08:00:00Z'),
      drawAt: new Date('2099-01-16T09:00:00Z'),
    });
    const response = await call('PATCH', `/rounds/${roundId}`, body);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses a round that has closed, settled or not', async () => {
    const closed = await createTestRound(database.db, { code: 'hanoi' });
    await closeRound(closed);
    const settled = await createTestRound(database.db, { code: 'hanoi' });
    await closeRound(settled);
    expect((await call('POST', `/rounds/${settled}/result`, { '3top': '456', '2top': '56', '2bottom': '34' })).statusCode).toBe(200);

    for (const roundId of [closed, settled]) {
      const response = await call('PATCH', `/rounds/${roundId}`, { close_at: '2099-01-17T08:00:00Z', draw_at: '2099-01-17T09:00:00Z' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'งวดนี้ปิดรับแทงหรือออกผลแล้ว แก้ไขเวลาไม่ได้' });
    }
  });
});

describe('limited numbers', () => {
  it('limits a number for a round, replaces the rule, and removes it', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const created = await call(
      'POST',
      '/limited-numbers',
      { lottery_code: 'hanoi', round_id: roundId, type: 'todd_three', number: '321', rate: 75 },
      admin,
    );
    expect(created.statusCode).toBe(200);
    const rule = created.json().payload;
    expect(rule).toEqual({
      id: expect.any(Number),
      lottery_code: 'hanoi',
      round_id: roundId,
      type: 'todd_three',
      number: '123',
      rate: 75,
      closed: false,
      stake_cap: null,
    });
    expect((await numberPaid(roundId, 'todd_three', '213')).json().payload).toEqual({ rate: 75, status: 'limited' });

    const replaced = await call(
      'POST',
      '/limited-numbers',
      { lottery_code: 'hanoi', round_id: roundId, type: 'todd_three', number: '132', closed: true, stake_cap: 500.5 },
      admin,
    );
    expect(replaced.json().payload).toEqual({ ...rule, rate: null, closed: true, stake_cap: 500.5 });
    expect((await numberPaid(roundId, 'todd_three', '123')).json().payload).toEqual({ rate: 150, status: 'closed' });

    const deleted = await call('DELETE', `/limited-numbers/${rule.id}`, undefined, admin);
    expect(deleted.statusCode).toBe(200);
    expect((await numberPaid(roundId, 'todd_three', '123')).json().payload).toEqual({ rate: 150, status: 'open' });
    expect((await call('DELETE', `/limited-numbers/${rule.id}`, undefined, admin)).statusCode).toBe(404);
    const saved = { ...rule, rate: 75 };
    const replacedRule = { ...rule, rate: null, closed: true, stake_cap: 500.5 };
    expect(await auditOf('limited_number', rule.id)).toEqual([
      { actor_id: admin.id, action: 'limit.save', before: null, after: saved },
      { actor_id: admin.id, action: 'limit.save', before: saved, after: replacedRule },
      { actor_id: admin.id, action: 'limit.delete', before: replacedRule, after: null },
    ]);
  });

  it('limits a number in every round of a lottery', async () => {
    const created = await call('POST', '/limited-numbers', { lottery_code: 'lao', type: 'top_two', number: '99', rate: 45 }, admin);
    expect(created.json().payload).toMatchObject({ round_id: null, rate: 45 });
    const roundId = await createTestRound(database.db, { code: 'lao' });
    expect((await numberPaid(roundId, 'top_two', '99')).json().payload).toEqual({ rate: 45, status: 'limited' });
  });

  it.each<[string, object, string]>([
    ['an unknown lottery', { lottery_code: 'atlantis', type: 'top_two', number: '12', closed: true }, 'ไม่พบหวยนี้'],
    ['an unknown type', { lottery_code: 'hanoi', type: 'top_five', number: '12', closed: true }, 'ประเภทการแทงไม่ถูกต้อง'],
    [
      'a type the lottery does not offer',
      { lottery_code: 'hanoi', type: 'first_three', number: '123', closed: true },
      'หวยนี้ไม่เปิดรับประเภทการแทงนี้',
    ],
    ['a wrong digit count', { lottery_code: 'hanoi', type: 'top_two', number: '123', closed: true }, 'เลขที่แทงไม่ถูกต้อง'],
    ['a rate of 0', { lottery_code: 'hanoi', type: 'top_two', number: '12', rate: 0 }, 'ไม่พบอัตราจ่าย กรุณาเลือกเลขใหม่'],
    ['a negative stake cap', { lottery_code: 'hanoi', type: 'top_two', number: '12', stake_cap: -1 }, 'จำนวนเงินต้องมากกว่า 0'],
    ['a rate above the base rate', { lottery_code: 'hanoi', type: 'top_two', number: '12', rate: 5000 }, 'อัตราจ่ายเลขอั้นต้องไม่สูงกว่าอัตราปกติ'],
    [
      'a rule that limits nothing',
      { lottery_code: 'hanoi', type: 'top_two', number: '12', closed: false },
      'กรุณาระบุอัตราจ่าย ปิดรับ หรือยอดรับสูงสุด',
    ],
    ['a round of another lottery', { lottery_code: 'lao', round_id: 'HANOI', type: 'top_two', number: '12', closed: true }, 'ไม่พบงวดนี้'],
  ])('refuses %s', async (_case, body, message) => {
    const payload = 'round_id' in body ? { ...body, round_id: await createTestRound(database.db, { code: 'hanoi' }) } : body;
    const response = await call('POST', '/limited-numbers', payload, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
  });
});
