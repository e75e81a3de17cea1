import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { passwordHasher } from '../../auth/passwords';
import { loadSecrets } from '../../auth/secrets';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { auditRowsOf } from '../../testing/audit';
import { tempDir, testConfig } from '../../testing/fixtures';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount, slipForm, TEST_PIN } from '../../testing/money';
import { slipImage, slipPayload, uniqueReference } from '../../testing/slipImages';
import { setUpTestApp } from '../../testing/testApp';
import { writeMoneySettings } from '../settings';
import { feedSecretBox, feedSignature } from './feedSecrets';

/**
 * Money that moves by itself (docs/money.md#automatic-money), on the real database: QR
 * reservations, signed statement lines, the matching function's credits and refusals, slip
 * verification through a local fake of the service, staff matching and returns.
 */

let app: FastifyInstance;
let database: Database;
const dataDir = tempDir();
const FEED_SECRET = 'test-feed-secret-of-the-receiving-account';
let accountId: number;
let accountNumber: string;
let staff: TestMember;

/** The slip-verification service's fake: answers what `verifyAnswer` holds for any payload. */
let verifyAnswer: object | null = null;
const verifyCalls: { authorization?: string; body: string }[] = [];
const fakeVerifier = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    verifyCalls.push({ authorization: request.headers.authorization, body });
    response.writeHead(verifyAnswer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(verifyAnswer ?? { message: 'not found' }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeVerifier.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => fakeVerifier.close(resolve));
});

setUpTestApp((started) => ({ app, database } = started), {
  checkLedger: true,
  build: (db) =>
    buildApp(
      {
        ...testConfig(dataDir),
        dataDir,
        slipVerify: { url: `http://127.0.0.1:${(fakeVerifier.address() as AddressInfo).port}/verify`, token: 'verify-token' },
      },
      { database: db },
    ),
});

beforeAll(async () => {
  accountId = await createSiteBankAccount(database.db, { bankId: 4 });
  const box = feedSecretBox(loadSecrets(dataDir).jwtSecret);
  const account = await database.db
    .updateTable('site_bank_accounts')
    .set({ promptpay_id: '0812345678', feed_secret: box.seal(FEED_SECRET) })
    .where('id', '=', accountId)
    .returning('account_number')
    .executeTakeFirstOrThrow();
  accountNumber = account.account_number;
  await setMoney({ auto_credit_max: 50_000 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

async function setMoney(changes: { auto_credit_max?: number; withdraw_max?: number; second_approval_over?: number }) {
  await writeMoneySettings(database.db, {
    auto_credit_max: changes.auto_credit_max ?? 50_000,
    deposit_qr_minutes: 15,
    withdraw_auto: { max: changes.withdraw_max ?? 0, min_account_days: 0, needs_credited_deposit: false, min_stake_percent: 0 },
    second_approval_over: changes.second_approval_over ?? 0,
  });
}

const call = (member: TestMember, method: 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: member.bearer }, ...(payload && { payload }) });

let bankSerial = 0;
interface LineFields {
  amount: number;
  bank_ref?: string;
  direction?: 'in' | 'out';
  at?: string;
  ref1?: string;
  sender_account?: string;
}
const lineOf = (fields: LineFields) => {
  bankSerial += 1;
  return { bank_ref: `BANK${process.pid}${bankSerial}`, direction: 'in', at: new Date().toISOString(), ...fields };
};

function push(lines: object[], { secret = FEED_SECRET, timestamp = String(Math.floor(Date.now() / 1000)), account = accountId } = {}) {
  const body = JSON.stringify({ lines });
  return app.inject({
    method: 'POST',
    url: `/bank-feed/${account}/lines`,
    headers: {
      'content-type': 'application/json',
      'x-feed-timestamp': timestamp,
      'x-feed-signature': feedSignature(secret, timestamp, body),
    },
    payload: body,
  });
}

async function reserve(member: TestMember, amount: number) {
  const response = await call(member, 'POST', '/lto-public-api/deposit_qr', { amount });
  expect(response.statusCode).toBe(200);
  return response.json().payload as { reference: string; pay_amount: number; qr: string; expires_at: string };
}

const statusOf = async (member: TestMember, reference: string) =>
  (await call(member, 'POST', '/lto-public-api/deposit_qr_status', { reference })).json().payload.state as string;

const linesCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('statement_lines')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('QR deposits', () => {
  it('reserves an amount above the asked one, never a whole baht, in a PromptPay QR of exactly that amount', async () => {
    const member = await createTestMember(app, database.db);
    const qr = await reserve(member, 500);
    expect(qr.pay_amount).toBeGreaterThan(500);
    expect(qr.pay_amount).toBeLessThan(501);
    expect(qr.qr).toContain(`54${String(qr.pay_amount.toFixed(2).length).padStart(2, '0')}${qr.pay_amount.toFixed(2)}`);
    expect(qr.qr).toContain('0812345678'.slice(1));
    expect(await statusOf(member, qr.reference)).toBe('waiting');
  });

  it('credits a pushed line to its reservation once; the replay changes nothing', async () => {
    const member = await createTestMember(app, database.db);
    const qr = await reserve(member, 300);
    const line = lineOf({ amount: qr.pay_amount });

    const first = await push([line]);
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toEqual({ added: 1, repeated: 0, credited: 1, waiting: 0 });
    expect(await memberCredit(database.db, member.id)).toBe(BigInt(Math.round(qr.pay_amount * 100)));
    expect(await statusOf(member, qr.reference)).toBe('credited');

    const replay = await push([line]);
    expect(replay.json().payload).toEqual({ added: 0, repeated: 1, credited: 0, waiting: 0 });
    expect(await memberCredit(database.db, member.id)).toBe(BigInt(Math.round(qr.pay_amount * 100)));
    const deposit = await database.db
      .selectFrom('deposits')
      .select(['id', 'source', 'status', 'slip_id'])
      .where('member_id', '=', member.id)
      .execute();
    expect(deposit).toEqual([{ id: expect.any(Number), source: 'qr', status: 'success', slip_id: null }]);
    const [audit] = await auditRowsOf(database.db, 'deposit', deposit[0]!.id);
    expect(audit).toMatchObject({ actor_id: null, action: 'deposit.auto' });
  });

  it('stores nothing and credits nothing for a bad or stale signature', async () => {
    const member = await createTestMember(app, database.db);
    const qr = await reserve(member, 250);
    const before = await linesCount();

    const wrongSecret = await push([lineOf({ amount: qr.pay_amount })], { secret: 'not-the-secret' });
    const stale = await push([lineOf({ amount: qr.pay_amount })], { timestamp: String(Math.floor(Date.now() / 1000) - 301) });

    for (const response of [wrongSecret, stale]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'UNAUTHORIZED',
        message: 'ลายเซ็นของรายการเดินบัญชีไม่ถูกต้อง หรือเวลาไม่ตรงกับเซิร์ฟเวอร์',
      });
    }
    expect(await linesCount()).toBe(before);
    expect(await memberCredit(database.db, member.id)).toBe(0n);
  });

  it('leaves a line with two candidates for staff, with both suggested', async () => {
    const first = await createTestMember(app, database.db);
    const second = await createTestMember(app, database.db);
    const qr = await reserve(first, 400);
    const account = await addMemberBankAccount(database.db, second.id);
    // A slip deposit of the same amount, reported a moment ago by a member whose own account sent it.
    const upload = await app.inject({
      method: 'POST',
      url: '/lto-public-api/upload_slip',
      headers: { authorization: second.bearer },
      payload: slipForm(slipImage()),
    });
    const reported = await call(second, 'POST', '/lto-public-api/deposit', {
      amount: qr.pay_amount,
      bank_id: 4,
      time: '10:00',
      file_url: upload.json().payload.file_url,
    });
    expect(reported.statusCode).toBe(200);

    const pushed = await push([lineOf({ amount: qr.pay_amount, sender_account: `xxx-x-x${account.slice(5, 9)}-x` })]);
    expect(pushed.json().payload).toMatchObject({ credited: 0, waiting: 1 });
    expect(await memberCredit(database.db, first.id)).toBe(0n);
    expect(await memberCredit(database.db, second.id)).toBe(0n);

    const listed = await app.inject({
      method: 'GET',
      url: '/admin-api/statement-lines?status=unmatched',
      headers: { authorization: staff.bearer },
    });
    const waiting = listed.json().payload.data.find((line: { amount: number }) => line.amount === qr.pay_amount);
    expect(waiting).toMatchObject({ waiting_reason: 'several', status: 'unmatched', decided_by: null });
    expect(waiting.suggestions.map((s: { member_id: number }) => s.member_id).sort()).toEqual([first.id, second.id].sort());
  });

  it('never credits a member on a break, and staff cannot either', async () => {
    const member = await createTestMember(app, database.db);
    const qr = await reserve(member, 350);
    await database.db
      .insertInto('player_protection')
      .values({ member_id: member.id, timeout_until: new Date(Date.now() + 86_400_000) })
      .execute();

    const pushed = await push([lineOf({ amount: qr.pay_amount })]);
    expect(pushed.json().payload).toMatchObject({ credited: 0, waiting: 1 });
    expect(await memberCredit(database.db, member.id)).toBe(0n);
    const line = await database.db
      .selectFrom('statement_lines')
      .select(['id', 'waiting_reason'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line.waiting_reason).toBe('member_blocked');

    const matched = await call(staff, 'POST', `/admin-api/statement-lines/${line.id}/match`, { member_id: member.id });
    expect(matched.statusCode).toBe(403);
    expect(matched.json().code).toBe('SELF_EXCLUDED');
    const returned = await call(staff, 'POST', `/admin-api/statement-lines/${line.id}/return`, { reason: 'สมาชิกพักการเล่น โอนคืนแล้ว' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      message: 'บันทึกการคืนเงินรายการนี้แล้ว',
      payload: { status: 'returned', decided_by: staff.username },
    });
    expect(await memberCredit(database.db, member.id)).toBe(0n);
  });

  it('gives concurrent reservations of one amount distinct amounts, and concurrent lines credit each once to its member', async () => {
    const members = await Promise.all(Array.from({ length: 25 }, () => createTestMember(app, database.db)));
    const reservations = await Promise.all(members.map((member) => reserve(member, 100)));
    expect(new Set(reservations.map((qr) => qr.pay_amount)).size).toBe(25);

    const pushes = await Promise.all(reservations.map((qr) => push([lineOf({ amount: qr.pay_amount })])));
    expect(pushes.every((response) => response.json().payload.credited === 1)).toBe(true);
    for (const [i, member] of members.entries()) {
      expect(await memberCredit(database.db, member.id)).toBe(BigInt(Math.round(reservations[i]!.pay_amount * 100)));
    }
  });

  it('staff credit an unmatched line to a member; never to their own account', async () => {
    const member = await createTestMember(app, database.db);
    await push([lineOf({ amount: 777.77 })]);
    const line = await database.db
      .selectFrom('statement_lines')
      .select(['id', 'waiting_reason'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line.waiting_reason).toBe('no_candidate');

    const own = await call(staff, 'POST', `/admin-api/statement-lines/${line.id}/match`, { member_id: staff.id });
    expect(own.json()).toMatchObject({ code: 'FORBIDDEN', message: 'ไม่สามารถอนุมัติรายการของตนเองได้' });

    const matched = await call(staff, 'POST', `/admin-api/statement-lines/${line.id}/match`, { member_id: member.id });
    expect(matched.json()).toMatchObject({ message: 'จับคู่รายการเดินบัญชีสำเร็จ เติมเครดิตให้สมาชิกแล้ว', payload: { status: 'credited' } });
    expect(await memberCredit(database.db, member.id)).toBe(77_777n);
    const again = await call(staff, 'POST', `/admin-api/statement-lines/${line.id}/match`, { member_id: member.id });
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'รายการนี้จับคู่หรือคืนเงินไปแล้ว' });
    expect(await memberCredit(database.db, member.id)).toBe(77_777n);
  });
});

describe('slip verification', () => {
  async function slipDeposit(member: TestMember, reference: string, amount: number) {
    const upload = await app.inject({
      method: 'POST',
      url: '/lto-public-api/upload_slip',
      headers: { authorization: member.bearer },
      payload: slipForm(slipImage({ qrText: slipPayload('004', reference) })),
    });
    return call(member, 'POST', '/lto-public-api/deposit', { amount, bank_id: 4, time: '10:00', file_url: upload.json().payload.file_url });
  }

  it("credits a slip the service says paid this account, and asks with the slip's payload and the token", async () => {
    const member = await createTestMember(app, database.db);
    const reference = uniqueReference();
    verifyAnswer = {
      trans_ref: reference,
      amount: 620,
      receiver_account: `xxx-x-x${accountNumber.slice(6)}`,
      sender_name: 'นาย ทดสอบ',
      paid_at: new Date().toISOString(),
    };

    expect((await slipDeposit(member, reference, 620)).statusCode).toBe(200);

    expect(verifyCalls.at(-1)).toEqual({
      authorization: 'Bearer verify-token',
      body: JSON.stringify({ payload: slipPayload('004', reference) }),
    });
    expect(await memberCredit(database.db, member.id)).toBe(62_000n);
  });

  it('does not credit a slip whose verification names another receiver', async () => {
    const member = await createTestMember(app, database.db);
    const reference = uniqueReference();
    const another = [...accountNumber.slice(6)].map((digit) => String((Number(digit) + 1) % 10)).join('');
    verifyAnswer = {
      trans_ref: reference,
      amount: 540,
      receiver_account: `xxx-x-x${another}`,
      sender_name: null,
      paid_at: new Date().toISOString(),
    };

    expect((await slipDeposit(member, reference, 540)).statusCode).toBe(200);

    expect(await memberCredit(database.db, member.id)).toBe(0n);
    const deposit = await database.db
      .selectFrom('deposits')
      .select('status')
      .where('slip_reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(deposit.status).toBe('pending');
  });
});

describe('withdrawal PIN and automatic approval', () => {
  const hasher = passwordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

  async function memberWithPassword(credit: bigint) {
    const member = await createTestMember(app, database.db, { credit });
    await database.db
      .updateTable('members')
      .set({ password_hash: await hasher.hash('secret123') })
      .where('id', '=', member.id)
      .execute();
    await database.db
      .insertInto('member_bank_accounts')
      .values({ member_id: member.id, bank_id: 1, account_name: 'สมชาย ใจดีมาก', account_number: `55${String(member.id).padStart(8, '0')}` })
      .execute();
    return member;
  }

  it('sets a PIN with the password; five wrong PINs stop withdrawals for 30 minutes', async () => {
    const member = await memberWithPassword(100_000n);
    const allowance = async () => (await call(member, 'POST', '/lto-public-api/withdraw_allowance')).json().payload;
    expect(await allowance()).toMatchObject({ pin_set: false, pin_locked_until: null });
    expect((await call(member, 'POST', '/lto-public-api/withdraw', { amount: 100, pin: '123456' })).json().message).toBe(
      'กรุณาตั้งรหัส PIN ถอนเงินก่อนถอนเงิน',
    );

    const wrongPassword = await call(member, 'PUT', '/cl-api/auth/withdraw-pin', { password: 'nope12', pin: '135790' });
    expect(wrongPassword.json()).toMatchObject({ code: 'FORBIDDEN', message: 'รหัสผ่านไม่ถูกต้อง' });
    const set = await call(member, 'PUT', '/cl-api/auth/withdraw-pin', { password: 'secret123', pin: '135790' });
    expect(set.json()).toEqual({ status: 'success', message: 'ตั้งรหัส PIN ถอนเงินสำเร็จ', payload: null });
    expect(await allowance()).toMatchObject({ pin_set: true });

    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await call(member, 'POST', '/lto-public-api/withdraw', { amount: 100, pin: '000000' });
      expect(wrong.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: `รหัส PIN ถอนเงินไม่ถูกต้อง เหลืออีก ${left} ครั้ง` });
    }
    const fifth = await call(member, 'POST', '/lto-public-api/withdraw', { amount: 100, pin: '000000' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatch(/^ใส่รหัส PIN ถอนเงินผิดหลายครั้ง ถอนเงินได้อีกครั้งเวลา \d\d:\d\d น\.$/);
    const rightButLocked = await call(member, 'POST', '/lto-public-api/withdraw', { amount: 100, pin: '135790' });
    expect(rightButLocked.statusCode).toBe(429);
    expect((await allowance()).pin_locked_until).not.toBeNull();
    expect(await memberCredit(database.db, member.id)).toBe(100_000n);
  });

  it("approves a withdrawal by itself within the admin's rules, and shows its steps", async () => {
    await setMoney({ withdraw_max: 500 });
    try {
      const member = await memberWithPassword(100_000n);
      await call(member, 'PUT', '/cl-api/auth/withdraw-pin', { password: 'secret123', pin: '135790' });
      const small = await call(member, 'POST', '/lto-public-api/withdraw', { amount: 200, pin: '135790' });
      expect(small.json().payload).toMatchObject({ status: 'success', steps: [{ step: 'requested' }, { step: 'approved' }] });
      const large = await call(member, 'POST', '/lto-public-api/withdraw', { amount: 600, pin: '135790' });
      expect(large.json().payload).toMatchObject({ status: 'pending', steps: [{ step: 'requested' }] });
      const id = Number(small.json().payload._id.replace('withdraw-', ''));
      expect((await auditRowsOf(database.db, 'withdrawal', id))[0]).toMatchObject({ actor_id: null, action: 'withdrawal.auto' });
      expect(await memberCredit(database.db, member.id)).toBe(20_000n);
    } finally {
      await setMoney({});
    }
  });
});

describe('outgoing lines', () => {
  it("record an approved withdrawal's payout when exactly one of that amount pays the member's account", async () => {
    const member = await createTestMember(app, database.db, { credit: 100_000n });
    const account = await addMemberBankAccount(database.db, member.id);
    const asked = await call(member, 'POST', '/lto-public-api/withdraw', { amount: 321.09, pin: TEST_PIN });
    const id = Number(asked.json().payload._id.replace('withdraw-', ''));
    const admin = await createTestMember(app, database.db, { role: 'admin' });
    expect((await call(admin, 'POST', `/admin-api/withdrawals/${id}/approve`)).statusCode).toBe(200);

    const elsewhere = [...account.slice(5, 9)].map((digit) => String((Number(digit) + 1) % 10)).join('');
    const other = await push([lineOf({ amount: 321.09, direction: 'out', sender_account: `xxx-x-x${elsewhere}-x` })]);
    expect(other.json().payload).toMatchObject({ waiting: 1 });
    const paid = await push([
      lineOf({ amount: 321.09, direction: 'out', bank_ref: `OUT${id}`, sender_account: `xxx-x-x${account.slice(6)}` }),
    ]);
    expect(paid.json().payload).toMatchObject({ added: 1, waiting: 0 });

    const statement = await call(member, 'POST', '/lto-public-api/transaction', { type: 'withdraw' });
    expect(statement.json().payload.data[0].steps.map((step: { step: string }) => step.step)).toEqual(['requested', 'approved', 'paid']);
    const withdrawal = await database.db
      .selectFrom('withdrawals')
      .select(['bank_ref', 'paid_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(withdrawal).toEqual({ bank_ref: `OUT${id}`, paid_by: null });
  });
});

describe('the demo bank', () => {
  it('is refused off the embedded demo site', async () => {
    const availability = await app.inject({ method: 'GET', url: '/admin-api/demo/bank-line', headers: { authorization: staff.bearer } });
    expect(availability.json().payload).toEqual({ available: false });
    const refused = await call(staff, 'POST', '/admin-api/demo/bank-line', { account_id: accountId, amount: 100 });
    expect(refused.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ปุ่มทดลองโอนใช้ได้เฉพาะเว็บสาธิตบนฐานข้อมูลในตัวเท่านั้น' });
  });
});
