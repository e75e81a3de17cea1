import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { memberCredit } from '../members/repository';
import { newRegistration } from '../testing/authApp';
import { testClientAddress } from '../testing/fixtures';
import { createTestRound } from '../testing/lotto';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount, giveTestPin, slipForm, TEST_PIN, uniquePngBytes } from '../testing/money';
import { insertPendingWithdrawal } from '../testing/staffMoney';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;
let admin: TestMember;
let staff: TestMember;
let member: TestMember;
let governmentRound: number;
let hanoiRound: number;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const BANK_DOWN = 'ปิดระบบฝากเงินชั่วคราวเนื่องจากธนาคารปิดปรับปรุง';
const WITHDRAW_DOWN = 'ปิดระบบถอนเงินชั่วคราว';
const REGISTER_DOWN = 'งดรับสมัครสมาชิกชั่วคราว';
const BET_DOWN = 'ปิดรับแทงชั่วคราว';

beforeAll(async () => {
  admin = await createTestMember(app, database.db, { role: 'admin' });
  staff = await createTestMember(app, database.db, { role: 'staff' });
  member = await createTestMember(app, database.db, { credit: 100_000n });
  await addMemberBankAccount(database.db, member.id, { bankId: 4, accountName: 'สมหญิง รักเรียน' });
  await giveTestPin(database.db, member.id);
  const accountId = await createSiteBankAccount(database.db);
  // A PromptPay ID, so that a QR deposit can be made.
  await database.db.updateTable('site_bank_accounts').set({ promptpay_id: '0812345678' }).where('id', '=', accountId).execute();
  governmentRound = await createTestRound(database.db, { code: 'government' });
  hanoiRound = await createTestRound(database.db, { code: 'hanoi' });
});

afterEach(async () => {
  await setWindows([]);
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestMember | null, payload?: object) =>
  app.inject({ method, url, headers: who ? { authorization: who.bearer } : {}, ...(payload && { payload }) });

async function setWindows(windows: object[]) {
  const response = await inject('PUT', '/admin-api/site-config/maintenance', admin, { windows });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const refusal = (message: string) => ({ status: 'error', code: 'MAINTENANCE', message });

const upload = () =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/upload_slip',
    headers: { authorization: member.bearer },
    payload: slipForm(uniquePngBytes()),
    remoteAddress: testClientAddress(),
  });
const deposit = () =>
  inject('POST', '/lto-public-api/deposit', member, { amount: 100, bank_id: 4, time: '10:00', file_url: '/lto-public-api/slip/abc' });
const depositQr = () => inject('POST', '/lto-public-api/deposit_qr', member, { amount: 100 });
const withdraw = (amount = 50) => inject('POST', '/lto-public-api/withdraw', member, { amount, pin: TEST_PIN });
const register = () =>
  app.inject({ method: 'POST', url: '/cl-api/auth/register', payload: newRegistration(), remoteAddress: testClientAddress() });
const placeBet = (round: number, number = '12') =>
  inject('POST', '/lto-public-api/lotto/place_bet', member, {
    round_id: String(round),
    place_bet: [{ round_id: String(round), type: 'top_two', number, amount: 1, rate: 90 }],
  });

/** The calls a maintenance window never closes: balance, money history, slips history, results. */
async function expectReadsOpen() {
  const me = await inject('GET', '/cl-api/auth/me', member);
  expect(me.statusCode).toBe(200);
  expect(me.json().payload.credit).toBe(Number(await memberCredit(database.db, member.id)) / 100);
  expect((await inject('POST', '/lto-public-api/transaction', member, { type: '', page: 1 })).statusCode).toBe(200);
  expect((await inject('POST', '/lto-public-api/lotto/history', member, { name: '', status: '', page: 1, limit: 25 })).statusCode).toBe(
    200,
  );
  expect((await inject('POST', '/lto-public-api/lotto/bet_result', null)).statusCode).toBe(200);
}

describe('PUT /admin-api/site-config/maintenance', () => {
  it('replaces the windows, audited; GET and load-config list them', async () => {
    const until = fromNow(2 * HOUR);
    const from = fromNow(HOUR);
    const saved = await setWindows([
      { module: 'deposit', until, message: BANK_DOWN },
      { module: 'bet', lottery: 'hanoi', from, message: BET_DOWN },
    ]);

    expect(saved).toEqual({
      status: 'success',
      message: 'บันทึกการปิดปรับปรุงสำเร็จ',
      payload: {
        windows: [
          { id: expect.any(Number), module: 'deposit', lottery: null, from: null, until, message: BANK_DOWN },
          { id: expect.any(Number), module: 'bet', lottery: 'hanoi', from, until: null, message: BET_DOWN },
        ],
      },
    });
    expect((await inject('GET', '/admin-api/site-config/maintenance', admin)).json().payload).toEqual(saved.payload);
    expect((await inject('GET', '/cl-api/load-config', null)).json().payload.maintenance).toEqual(saved.payload.windows);
    const [audit] = await database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'before', 'after'])
      .where('action', '=', 'site_config.maintenance')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(audit).toEqual({ actor_id: admin.id, before: { windows: [] }, after: saved.payload });
  });

  it('drops a window whose end has passed; load-config lists those in force and to come only', async () => {
    const { payload } = await setWindows([
      { module: 'withdraw', from: fromNow(-2 * HOUR), until: fromNow(-HOUR), message: WITHDRAW_DOWN },
      { module: 'register', message: REGISTER_DOWN },
    ]);
    expect(payload.windows.map((window: { module: string }) => window.module)).toEqual(['register']);
  });

  it.each([
    ['a lottery for another module', { module: 'deposit', lottery: 'hanoi', message: BANK_DOWN }, 'เลือกหวยได้เฉพาะการปิดแทงหวย'],
    ['an unknown lottery', { module: 'bet', lottery: 'atlantis', message: BET_DOWN }, 'ไม่พบหวยที่เลือก'],
    ['an unknown module', { module: 'login', message: BET_DOWN }, 'กรุณาเลือกส่วนที่ปิดปรับปรุง'],
    [
      'an end before the start',
      { module: 'bet', from: fromNow(2 * HOUR), until: fromNow(HOUR), message: BET_DOWN },
      'เวลาสิ้นสุดต้องหลังเวลาเริ่ม',
    ],
    ['no message', { module: 'bet', message: '  ' }, 'กรุณากรอกข้อความถึงสมาชิก'],
    ['a time that is not one', { module: 'bet', until: 'tomorrow', message: BET_DOWN }, 'กรุณาระบุเวลาให้ถูกต้อง'],
  ])('refuses %s with its Thai message', async (_case, window, message) => {
    const response = await inject('PUT', '/admin-api/site-config/maintenance', admin, { windows: [window] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message });
  });

  it('is for admins: staff and members are refused', async () => {
    for (const who of [staff, member]) {
      const response = await inject('PUT', '/admin-api/site-config/maintenance', who, { windows: [] });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('a deposit window in force', () => {
  it('refuses every call that makes a deposit with its message, and nothing else', async () => {
    await setWindows([{ module: 'deposit', until: fromNow(HOUR), message: BANK_DOWN }]);

    for (const response of [await upload(), await deposit(), await depositQr()]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(refusal(BANK_DOWN));
    }
    await expectReadsOpen();
    expect((await withdraw()).statusCode).toBe(200);
    expect((await placeBet(governmentRound)).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
    expect((await inject('POST', '/lto-public-api/bank_deposit', member)).statusCode).toBe(200);
  });

  it('scheduled, is not yet in force', async () => {
    await setWindows([{ module: 'deposit', from: fromNow(HOUR), until: fromNow(2 * HOUR), message: BANK_DOWN }]);

    expect((await depositQr()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
  });

  it('past its end, refuses no more: the check compares with the clock, no job reopens it', async () => {
    const until = new Date(Date.now() + HOUR);
    await setWindows([{ module: 'deposit', until: until.toISOString(), message: BANK_DOWN }]);
    const before = new Date(until.getTime() - 1000);
    const after = new Date(until.getTime() + 1000);

    // The same kept copy of the windows, checked at two times.
    await expect(app.maintenance.refuse('deposit', before)).rejects.toMatchObject({ kind: 'maintenance', details: { message: BANK_DOWN } });
    await expect(app.maintenance.refuse('deposit', after)).resolves.toBeUndefined();
    expect(await app.maintenance.current(after)).toEqual([]);
  });

  it('past its end, no longer refuses over HTTP', async () => {
    await setWindows([{ module: 'deposit', message: BANK_DOWN }]);
    expect((await depositQr()).statusCode).toBe(503);
    // The window's end moved into the past behind the API's back, as if its time had come.
    await database.db
      .updateTable('maintenance_windows')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .execute();
    await eventually(async () => expect((await depositQr()).statusCode).toBe(200));
  });
});

describe('a withdrawal window in force', () => {
  it('refuses new withdrawals before the PIN is checked, while staff still pay the held ones', async () => {
    const held = await insertPendingWithdrawal(database.db, member.id, 5_000n);
    await setWindows([{ module: 'withdraw', message: WITHDRAW_DOWN }]);

    const refused = await inject('POST', '/lto-public-api/withdraw', member, { amount: 50, pin: '000000' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(refusal(WITHDRAW_DOWN));
    const approved = await inject('POST', `/admin-api/withdrawals/${held}/approve`, staff);
    expect(approved.statusCode).toBe(200);
    expect((await depositQr()).statusCode).toBe(200);
    await expectReadsOpen();
  });
});

describe('a registration window in force', () => {
  it('refuses registration; logged-in members carry on', async () => {
    await setWindows([{ module: 'register', message: REGISTER_DOWN }]);

    const response = await register();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(refusal(REGISTER_DOWN));
    expect((await depositQr()).statusCode).toBe(200);
    await expectReadsOpen();
  });
});

describe('a betting window in force', () => {
  it('of one lottery refuses its slips only', async () => {
    await setWindows([{ module: 'bet', lottery: 'hanoi', message: BET_DOWN }]);
    const credit = await memberCredit(database.db, member.id);

    const refused = await placeBet(hanoiRound);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(refusal(BET_DOWN));
    expect(await memberCredit(database.db, member.id)).toBe(credit);
    expect((await placeBet(governmentRound, '34')).statusCode).toBe(200);
  });

  it('of every lottery refuses every slip, while a running slip can still be cancelled', async () => {
    const placed = (await placeBet(governmentRound, '56')).json().payload;
    await setWindows([{ module: 'bet', message: BET_DOWN }]);

    for (const round of [governmentRound, hanoiRound]) {
      const response = await placeBet(round);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(refusal(BET_DOWN));
    }
    const cancelled = await inject('POST', '/lto-public-api/lotto/cancel_order', member, {
      round_id: String(governmentRound),
      createdAt: placed.createdAt,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await withdraw()).statusCode).toBe(200);
    await expectReadsOpen();
  });
});

describe("each process's kept copy", () => {
  it('hears of a change made by another process (the database NOTIFYs it)', async () => {
    await app.maintenance.current();
    // Written as another server process would: not through this process's PUT.
    await database.db.insertInto('maintenance_windows').values({ module: 'deposit', message: BANK_DOWN, created_by: admin.id }).execute();

    await eventually(async () => expect((await depositQr()).json()).toEqual(refusal(BANK_DOWN)));
  });
});

/** Retries `check` until it passes: news from the database arrives a moment after the commit. */
async function eventually(check: () => Promise<void>, attempts = 100): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
