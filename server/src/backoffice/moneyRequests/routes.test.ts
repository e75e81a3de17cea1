import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount, PNG_BYTES, uploadSlip, TEST_PIN } from '../../testing/money';
import { auditRowsOf } from '../../testing/audit';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;
let otherStaff: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
  otherStaff = await createTestMember(app, database.db, { role: 'admin' });
});

async function memberWith(baht: number): Promise<TestMember> {
  const member = await createTestMember(app, database.db, { credit: BigInt(Math.round(baht * 100)) });
  await addMemberBankAccount(database.db, member.id, { bankId: 6, accountName: 'สมศักดิ์ ทองดี' });
  return member;
}

const post = (url: string, who: TestMember | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: who ? { authorization: who.bearer } : {}, ...(payload && { payload }) });
const get = (url: string, who: TestMember | null) => app.inject({ method: 'GET', url, headers: who ? { authorization: who.bearer } : {} });

/** A pending deposit of `amount` baht by `member`; returns its id. */
async function pendingDeposit(member: TestMember, amount: number): Promise<number> {
  const file_url = await uploadSlip(app, member);
  const response = await post('/lto-public-api/deposit', member, { amount, bank_id: 4, time: '13:45', file_url });
  expect(response.statusCode).toBe(200);
  return Number(response.json().payload._id.replace('deposit-', ''));
}

async function pendingWithdrawal(member: TestMember, amount: number): Promise<number> {
  const response = await post('/lto-public-api/withdraw', member, { amount, pin: TEST_PIN });
  expect(response.statusCode).toBe(200);
  return Number(response.json().payload._id.replace('withdraw-', ''));
}

const transferKinds = (reference: string) =>
  database.db.selectFrom('ledger_transfers').select(['kind', 'created_by']).where('reference', '=', reference).orderBy('id').execute();

describe('staff deposits', () => {
  it('lists pending deposits oldest first with what staff need to check them', async () => {
    const member = await memberWith(0);
    const first = await pendingDeposit(member, 100);
    const second = await pendingDeposit(member, 250.5);

    const response = await get('/admin-api/deposits?status=pending', staff);

    expect(response.statusCode).toBe(200);
    const { data, total, paging } = response.json().payload;
    expect(paging).toEqual({ page: 1, pages: 1 });
    const mine = data.filter((row: { member_id: number }) => row.member_id === member.id);
    expect(mine.map((row: { id: number }) => row.id)).toEqual([first, second]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(mine[1]).toEqual({
      id: second,
      member_id: member.id,
      username: member.username,
      amount: 250.5,
      status: 'pending',
      transfer_time: '13:45',
      source: 'slip',
      slip_url: expect.stringMatching(/^\/lto-public-api\/slip\//),
      decided_by: null,
      statement_line_id: null,
      site_bank: { bank_id: 4, short_name: 'SCB', account_number: expect.any(String) },
      // The test slips carry no QR code: staff are told to check them by eye.
      slip_check: { status: 'unreadable', reference: null, sending_bank: null, duplicate: false },
      state: 'pending',
      first_approved_by: null,
      reason: null,
      created_at: expect.any(String),
      decided_at: null,
    });
    const slip = await get(mine[1].slip_url, staff);
    expect(slip.rawPayload.subarray(0, PNG_BYTES.length)).toEqual(PNG_BYTES);
  });

  it('approves: credits the wallet exactly, once', async () => {
    const member = await memberWith(10);
    const id = await pendingDeposit(member, 1234.5);

    const approved = await post(`/admin-api/deposits/${id}/approve`, staff);

    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'success',
      message: 'อนุมัติรายการสำเร็จ',
      payload: { id, status: 'success', amount: 1234.5, decided_at: expect.any(String), decided_by: staff.username },
    });
    expect(await memberCredit(database.db, member.id)).toBe(124_450n);
    expect(await transferKinds(`deposit:${id}`)).toEqual([{ kind: 'deposit', created_by: staff.id }]);

    const again = await post(`/admin-api/deposits/${id}/approve`, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'รายการนี้ทำไปแล้ว' });
    expect(await memberCredit(database.db, member.id)).toBe(124_450n);

    const statement = await post('/lto-public-api/transaction', member, { type: 'deposit' });
    expect(statement.json().payload.data[0]).toMatchObject({ _id: `deposit-${id}`, status: 'success' });
  });

  it('rejects with a reason: nothing moves, and it cannot be approved after', async () => {
    const member = await memberWith(10);
    const id = await pendingDeposit(member, 500);

    const rejected = await post(`/admin-api/deposits/${id}/reject`, staff, { reason: '  ยอดเงินไม่ตรงกับสลิป  ' });

    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'ปฏิเสธรายการสำเร็จ', payload: { status: 'reject', reason: 'ยอดเงินไม่ตรงกับสลิป' } });
    expect(await memberCredit(database.db, member.id)).toBe(1_000n);
    expect(await transferKinds(`deposit:${id}`)).toEqual([]);
    expect((await post(`/admin-api/deposits/${id}/approve`, staff)).statusCode).toBe(409);
    expect(await memberCredit(database.db, member.id)).toBe(1_000n);
  });

  it('asks for a reason to reject', async () => {
    const member = await memberWith(0);
    const id = await pendingDeposit(member, 500);

    const response = await post(`/admin-api/deposits/${id}/reject`, staff, {});

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'กรุณาระบุเหตุผล' });
  });

  it('credits once when two staff approve the same deposit at once', async () => {
    const member = await memberWith(0);
    const id = await pendingDeposit(member, 777);

    const responses = await Promise.all([
      post(`/admin-api/deposits/${id}/approve`, staff),
      post(`/admin-api/deposits/${id}/approve`, otherStaff),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await memberCredit(database.db, member.id)).toBe(77_700n);
  });

  it('is 404 for a deposit that does not exist', async () => {
    const response = await post('/admin-api/deposits/999999/approve', staff);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' });
  });
});

describe('staff withdrawals', () => {
  it('lists pending withdrawals with the account to pay', async () => {
    const member = await memberWith(1000);
    const id = await pendingWithdrawal(member, 300);

    const { data } = (await get('/admin-api/withdrawals?status=pending', staff)).json().payload;

    expect(data.find((row: { id: number }) => row.id === id)).toEqual({
      id,
      member_id: member.id,
      username: member.username,
      amount: 300,
      status: 'pending',
      member_bank: { bank_id: 6, short_name: 'TTB', account_name: 'สมศักดิ์ ทองดี', account_number: expect.any(String) },
      state: 'pending',
      reason: null,
      created_at: expect.any(String),
      decided_at: null,
      decided_by: null,
      needs_second_approval: false,
      first_approved_by: null,
      bank_ref: null,
      paid_at: null,
      steps: [{ step: 'requested', at: expect.any(String) }],
    });
  });

  it('approves: the held amount is paid out and stays out of the wallet', async () => {
    const member = await memberWith(1000);
    const id = await pendingWithdrawal(member, 300);

    const approved = await post(`/admin-api/withdrawals/${id}/approve`, staff);

    expect(approved.statusCode).toBe(200);
    expect(approved.json().payload).toMatchObject({ id, status: 'success' });
    expect(await memberCredit(database.db, member.id)).toBe(70_000n);
    expect((await transferKinds(`withdrawal:${id}`)).map((row) => row.kind)).toEqual(['withdraw_hold', 'withdraw_payout']);
    expect((await post(`/admin-api/withdrawals/${id}/reject`, staff, { reason: 'ช้าไป' })).statusCode).toBe(409);
    expect(await memberCredit(database.db, member.id)).toBe(70_000n);
  });

  it('rejects: the held amount returns to the wallet', async () => {
    const member = await memberWith(1000);
    const id = await pendingWithdrawal(member, 300);
    expect(await memberCredit(database.db, member.id)).toBe(70_000n);

    const rejected = await post(`/admin-api/withdrawals/${id}/reject`, staff, { reason: 'ชื่อบัญชีไม่ตรงกับสมาชิก' });

    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().payload).toMatchObject({ id, status: 'reject', reason: 'ชื่อบัญชีไม่ตรงกับสมาชิก' });
    expect(await memberCredit(database.db, member.id)).toBe(100_000n);
    expect((await transferKinds(`withdrawal:${id}`)).map((row) => row.kind)).toEqual(['withdraw_hold', 'withdraw_return']);
  });

  it('lets exactly one of a concurrent approve and reject win', async () => {
    const member = await memberWith(1000);
    const id = await pendingWithdrawal(member, 400);

    const [approved, rejected] = await Promise.all([
      post(`/admin-api/withdrawals/${id}/approve`, staff),
      post(`/admin-api/withdrawals/${id}/reject`, otherStaff, { reason: 'ซ้ำ' }),
    ]);

    expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    const credit = await memberCredit(database.db, member.id);
    expect(credit).toBe(approved.statusCode === 200 ? 60_000n : 100_000n);
  });

  it('lists by status, newest first for decided ones', async () => {
    const member = await memberWith(1000);
    const older = await pendingWithdrawal(member, 100);
    const newer = await pendingWithdrawal(member, 100);
    await post(`/admin-api/withdrawals/${older}/reject`, staff, { reason: 'ทดสอบ' });
    await post(`/admin-api/withdrawals/${newer}/reject`, staff, { reason: 'ทดสอบ' });

    const { data } = (await get('/admin-api/withdrawals?status=reject', staff)).json().payload;

    expect(data.every((row: { status: string }) => row.status === 'reject')).toBe(true);
    const ids = data.map((row: { id: number }) => row.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
  });
});

const auditRows = (targetType: string, targetId: number) => auditRowsOf(database.db, targetType, targetId);

describe('staff rules', () => {
  it('refuses staff deciding their own deposit or withdrawal, and another staff member may', async () => {
    const self = await createTestMember(app, database.db, { role: 'staff', credit: 1_000_00n });
    await addMemberBankAccount(database.db, self.id, { bankId: 6, accountName: 'พนักงาน ทดสอบ' });
    const deposit = await pendingDeposit(self, 300);
    const withdrawal = await pendingWithdrawal(self, 200);

    for (const url of [`/admin-api/deposits/${deposit}/approve`, `/admin-api/withdrawals/${withdrawal}/approve`]) {
      const response = await post(url, self);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ไม่สามารถอนุมัติรายการของตนเองได้' });
    }
    const ownReject = await post(`/admin-api/deposits/${deposit}/reject`, self, { reason: 'ไม่ใช่ของฉัน' });
    expect(ownReject.statusCode).toBe(403);
    expect(await memberCredit(database.db, self.id)).toBe(800_00n);
    expect(await auditRows('deposit', deposit)).toEqual([]);

    expect((await post(`/admin-api/deposits/${deposit}/approve`, staff)).statusCode).toBe(200);
    expect((await post(`/admin-api/withdrawals/${withdrawal}/reject`, staff, { reason: 'บัญชีปลายทางไม่ถูกต้อง' })).statusCode).toBe(200);
    expect(await memberCredit(database.db, self.id)).toBe(1_300_00n);
  });

  it('refuses a reason longer than 500 characters', async () => {
    const member = await memberWith(0);
    const id = await pendingDeposit(member, 100);
    const response = await post(`/admin-api/deposits/${id}/reject`, staff, { reason: 'ก'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'เหตุผลยาวได้ไม่เกิน 500 ตัวอักษร' });
    expect((await post(`/admin-api/deposits/${id}/reject`, staff, { reason: 'ก'.repeat(500) })).statusCode).toBe(200);
  });

  it('writes one audit row per decision, with the values before and after', async () => {
    const member = await memberWith(100);
    const deposit = await pendingDeposit(member, 250.5);
    const withdrawal = await pendingWithdrawal(member, 60);

    await Promise.all([post(`/admin-api/deposits/${deposit}/approve`, staff), post(`/admin-api/deposits/${deposit}/approve`, otherStaff)]);
    await post(`/admin-api/withdrawals/${withdrawal}/reject`, otherStaff, { reason: 'ชื่อบัญชีไม่ตรง' });

    const [approval, ...others] = await auditRows('deposit', deposit);
    expect(others).toEqual([]);
    expect(approval).toEqual({
      actor_id: expect.any(Number),
      action: 'deposit.approve',
      before: { status: 'pending', member_id: member.id, amount: 250.5 },
      after: { status: 'success', member_id: member.id, amount: 250.5, reason: null },
    });
    expect([staff.id, otherStaff.id]).toContain(approval!.actor_id);
    expect(await auditRows('withdrawal', withdrawal)).toEqual([
      {
        actor_id: otherStaff.id,
        action: 'withdrawal.reject',
        before: { status: 'pending', member_id: member.id, amount: 60 },
        after: { status: 'reject', member_id: member.id, amount: 60, reason: 'ชื่อบัญชีไม่ตรง' },
      },
    ]);
  });

  it("lists one member's deposits and withdrawals with member_id", async () => {
    const member = await memberWith(100);
    const other = await memberWith(100);
    const mine = [await pendingDeposit(member, 10), await pendingDeposit(member, 20)];
    await pendingDeposit(other, 30);
    const withdrawal = await pendingWithdrawal(member, 50);
    await pendingWithdrawal(other, 50);

    const deposits = (await get(`/admin-api/deposits?member_id=${member.id}`, staff)).json().payload;
    expect(deposits.data.map((row: { id: number }) => row.id)).toEqual([...mine].reverse());
    expect(deposits.total).toBe(2);
    const withdrawals = (await get(`/admin-api/withdrawals?member_id=${member.id}&status=pending`, staff)).json().payload;
    expect(withdrawals).toMatchObject({ total: 1, data: [{ id: withdrawal, member_id: member.id }] });
  });
});

describe('who may call', () => {
  it.each([
    ['GET', '/admin-api/deposits?status=pending'],
    ['GET', '/admin-api/withdrawals'],
    ['POST', '/admin-api/deposits/1/approve'],
    ['POST', '/admin-api/deposits/1/reject'],
    ['POST', '/admin-api/withdrawals/1/approve'],
    ['POST', '/admin-api/withdrawals/1/reject'],
    ['POST', '/admin-api/withdrawals/1/paid'],
  ] as const)('%s %s: 403 for a member, 401 for a guest', async (method, url) => {
    const member = await memberWith(0);

    const asMember = await app.inject({
      method,
      url,
      headers: { authorization: member.bearer },
      payload: method === 'POST' ? { reason: 'x' } : undefined,
    });
    const asGuest = await app.inject({ method, url });

    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์ทำรายการนี้' });
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json().code).toBe('UNAUTHORIZED');
  });
});
