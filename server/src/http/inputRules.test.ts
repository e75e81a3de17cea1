import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { memberCredit } from '../members/repository';
import { createTestRound } from '../testing/lotto';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, TEST_PIN } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';

/**
 * Input bounds over HTTP on the real database: dates outside what the columns and
 * Bangkok formatting hold are a 400 (they were 5xx), a result waits for the draw time, opening
 * times stay in a sane window, amounts are numbers or plain decimals, staff links are http(s), and
 * the reads of rates screens follow the README's roles.
 */

let app: FastifyInstance;
let database: Database;
let member: TestMember;
let staff: TestMember;
let admin: TestMember;
setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  member = await createTestMember(app, database.db, { credit: 1_000_00n });
  staff = await createTestMember(app, database.db, { role: 'staff' });
  admin = await createTestMember(app, database.db, { role: 'admin' });
});

const as = (who: TestMember, method: InjectOptions['method'], url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: who.bearer }, ...(payload && { payload }) });

const failure = (code: string, message: string) => ({ status: 'error', code, message });

const DATE_INVALID = 'วันที่ไม่ถูกต้อง (ปี-เดือน-วัน)';
const TIMES_INVALID = 'เวลาของงวดไม่ถูกต้อง (เปิด < ปิด ≤ ออกผล)';

describe('dates outside the window are refused with 400, not 5xx', () => {
  it.each(['0000-01-01', '9999-12-31', '1999-12-31', '2100-01-01'])('bet_result and GET /admin-api/rounds with %p', async (date) => {
    const result = await app.inject({ method: 'POST', url: '/lto-public-api/lotto/bet_result', payload: { name: 'government', date } });
    expect([result.statusCode, result.json()]).toEqual([400, failure('VALIDATION', DATE_INVALID)]);
    const rounds = await as(staff, 'GET', `/admin-api/rounds?date=${date}`);
    expect([rounds.statusCode, rounds.json()]).toEqual([400, failure('VALIDATION', DATE_INVALID)]);
  });

  it.each([
    // Bangkok 10000-01-01 03:00
    ['a draw whose Bangkok date is in year 10000', { draw_at: '9999-12-31T20:00:00Z' }],
    ['an opening in year 1', { start_at: '0001-01-01T00:00:00Z' }],
    ['an opening in 1999', { open_at: '1999-06-01T00:00:00Z' }],
  ])('PATCH /admin-api/rounds/:id with %s', async (_name, body) => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const before = await database.db
      .selectFrom('rounds')
      .select(['open_at', 'close_at', 'draw_at', 'round_date'])
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    const response = await as(staff, 'PATCH', `/admin-api/rounds/${roundId}`, body);
    expect([response.statusCode, response.json()]).toEqual([400, failure('VALIDATION', TIMES_INVALID)]);
    expect(
      await database.db
        .selectFrom('rounds')
        .select(['open_at', 'close_at', 'draw_at', 'round_date'])
        .where('id', '=', roundId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});

describe('round opening times', () => {
  it('refuses an opening more than a year ahead and takes one within it', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi', closeAt: new Date('2099-01-16T08:00:00Z') });
    const far = new Date(Date.now() + 367 * 86_400_000).toISOString();
    const refused = await as(staff, 'PATCH', `/admin-api/rounds/${roundId}`, { start_at: far });
    expect([refused.statusCode, refused.json()]).toEqual([400, failure('VALIDATION', 'เวลาเปิดรับแทงต้องไม่เกิน 1 ปีนับจากวันนี้')]);
    const near = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const moved = await as(staff, 'PATCH', `/admin-api/rounds/${roundId}`, { start_at: near });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().payload.open_at).toBe(near);
  });
});

describe('a result only after the draw time', () => {
  const RESULT = { '3top': '123', '2top': '23', '2bottom': '45' };

  it('refuses a closed round whose draw is a day ahead; staff move the draw time (audited), then record it', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    await as(member, 'POST', '/lto-public-api/lotto/place_bet', {
      round_id: String(roundId),
      place_bet: [{ type: 'top_two', number: '23', amount: 10, rate: 90, round_id: String(roundId) }],
    }).then((response) => expect(response.statusCode).toBe(200));
    await database.db
      .updateTable('rounds')
      .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() + interval '24 hours'` })
      .where('id', '=', roundId)
      .execute();
    const credit = await memberCredit(database.db, member.id);

    const early = await as(staff, 'POST', `/admin-api/rounds/${roundId}/result`, RESULT);
    expect([early.statusCode, early.json()]).toEqual([409, failure('CONFLICT', 'ยังไม่ถึงเวลาออกผล')]);
    expect(await memberCredit(database.db, member.id)).toBe(credit);
    const round = await database.db
      .selectFrom('rounds')
      .select(['result', 'settled_at', 'close_at', 'draw_at'])
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect([round.result, round.settled_at]).toEqual([null, null]);

    // A closed round keeps its opening and close; only its draw may move.
    const lockedClose = await as(staff, 'PATCH', `/admin-api/rounds/${roundId}`, {
      close_at: new Date().toISOString(),
      draw_at: new Date().toISOString(),
    });
    expect([lockedClose.statusCode, lockedClose.json()]).toEqual([409, failure('CONFLICT', 'งวดนี้ปิดรับแทงหรือออกผลแล้ว แก้ไขเวลาไม่ได้')]);
    const beforeClose = await as(staff, 'PATCH', `/admin-api/rounds/${roundId}`, {
      draw_at: new Date(round.close_at.getTime() - 1000).toISOString(),
    });
    expect([beforeClose.statusCode, beforeClose.json()]).toEqual([400, failure('VALIDATION', TIMES_INVALID)]);
    const drawAt = round.close_at.toISOString();
    const moved = await as(staff, 'PATCH', `/admin-api/rounds/${roundId}`, { draw_at: drawAt });
    expect(moved.statusCode).toBe(200);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'before', 'after'])
      .where('action', '=', 'round.times')
      .where('target_id', '=', String(roundId))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: staff.id, before: { draw_at: round.draw_at.toISOString() }, after: { draw_at: drawAt } });

    const recorded = await as(staff, 'POST', `/admin-api/rounds/${roundId}/result`, RESULT);
    expect(recorded.statusCode).toBe(200);
    expect(await memberCredit(database.db, member.id)).toBe(credit + 900_00n);
  });
});

describe('money amounts: JSON numbers or plain decimal strings only', () => {
  it.each(['0x32', ' 50 ', '1e2', '50.'])('withdraw refuses %p and holds nothing', async (amount) => {
    const who = await createTestMember(app, database.db, { credit: 1_000_00n });
    await addMemberBankAccount(database.db, who.id);
    const response = await as(who, 'POST', '/lto-public-api/withdraw', { amount, pin: TEST_PIN });
    expect([response.statusCode, response.json()]).toEqual([400, failure('VALIDATION', 'ระบุจำนวนเงินที่ต้องการถอน')]);
    expect(await memberCredit(database.db, who.id)).toBe(1_000_00n);
  });

  it('withdraw takes a number and a plain decimal string', async () => {
    const who = await createTestMember(app, database.db, { credit: 1_000_00n });
    await addMemberBankAccount(database.db, who.id);
    expect((await as(who, 'POST', '/lto-public-api/withdraw', { amount: '50.50', pin: TEST_PIN })).statusCode).toBe(200);
    expect((await as(who, 'POST', '/lto-public-api/withdraw', { amount: 60, pin: TEST_PIN })).statusCode).toBe(200);
    expect(await memberCredit(database.db, who.id)).toBe(1_000_00n - 110_50n);
  });
});

describe('links staff configure', () => {
  it.each([
    ['line_url', { line_url: 'javascript:alert(1)//http' }, 'ลิงก์ต้องขึ้นต้นด้วย http:// หรือ https://'],
    ['popup_link', { popup_link: 'javascript:alert(document.cookie)' }, 'ลิงก์ต้องขึ้นต้นด้วย http://, https:// หรือ /'],
    ['popup_url', { popup_url: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'ลิงก์ต้องขึ้นต้นด้วย http://, https:// หรือ /'],
    [
      'a banner link',
      { banners: [{ image_url: '/cl-api/banners/1.svg', link: 'JAVASCRIPT:alert(1)' }] },
      'ลิงก์ต้องขึ้นต้นด้วย http://, https:// หรือ /',
    ],
    ['a banner image', { banners: [{ image_url: 'javascript:alert(1)', link: '/lotto/all' }] }, 'ลิงก์ต้องขึ้นต้นด้วย http://, https:// หรือ /'],
  ])('refuses a javascript: or data: %s and stores nothing', async (_name, body, message) => {
    const before = (await app.inject({ method: 'GET', url: '/cl-api/load-config' })).json().payload;
    const response = await as(admin, 'PATCH', '/admin-api/site-config', body);
    expect([response.statusCode, response.json()]).toEqual([400, failure('VALIDATION', message)]);
    expect((await app.inject({ method: 'GET', url: '/cl-api/load-config' })).json().payload).toEqual(before);
  });
});

describe('reads of the risk screens (docs/screens.md#permissions: อัตราจ่าย, เลขอั้น are of risk)', () => {
  it("staff without risk may not read limited numbers or a round's exposure; the staff role, which views risk, and admin may", async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const withoutRisk = await createTestMember(app, database.db, { role: 'staff' });
    await database.db
      .updateTable('staff_permissions')
      .set({ level: 'none' })
      .where('member_id', '=', withoutRisk.id)
      .where('module', '=', 'risk')
      .execute();
    for (const url of ['/admin-api/limited-numbers?lottery_code=hanoi', `/admin-api/rounds/${roundId}/exposure`]) {
      const refused = await as(withoutRisk, 'GET', url);
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, failure('FORBIDDEN', 'ไม่มีสิทธิ์ทำรายการนี้')]);
      expect([url, (await as(staff, 'GET', url)).statusCode]).toEqual([url, 200]);
      expect([url, (await as(admin, 'GET', url)).statusCode]).toEqual([url, 200]);
    }
  });

  it('staff read the lotteries, which the rounds screen needs', async () => {
    expect((await as(staff, 'GET', '/admin-api/lotteries')).statusCode).toBe(200);
  });
});
