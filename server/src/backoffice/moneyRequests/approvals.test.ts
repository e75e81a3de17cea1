import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { creditLine, ingestStatementLines } from '../../money/statement/ingest';
import { auditRowsOf } from '../../testing/audit';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount } from '../../testing/money';
import { insertPendingDeposit, insertPendingWithdrawal } from '../../testing/staffMoney';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;
let otherStaff: TestMember;
let admin: TestMember;
let siteAccountId: number;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

/** Withdrawals above 1,000 baht take two approvers. */
const SECOND_APPROVAL_OVER = 1_000;

beforeAll(async () => {
  siteAccountId = await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
  otherStaff = await createTestMember(app, database.db, { role: 'staff' });
  admin = await createTestMember(app, database.db, { role: 'admin' });
  const settings = (await get('/admin-api/site-config/money', admin)).json().payload;
  const saved = await put('/admin-api/site-config/money', admin, {
    ...settings,
    auto_credit_max: 50_000,
    second_approval_over: SECOND_APPROVAL_OVER,
  });
  expect(saved.statusCode).toBe(200);
});

const post = (url: string, who: TestMember, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: who.bearer }, ...(payload && { payload }) });
const put = (url: string, who: TestMember, payload: object) =>
  app.inject({ method: 'PUT', url, headers: { authorization: who.bearer }, payload });
const get = (url: string, who: TestMember) => app.inject({ method: 'GET', url, headers: { authorization: who.bearer } });

async function memberWith(baht: number): Promise<TestMember> {
  const member = await createTestMember(app, database.db, { credit: BigInt(baht * 100) });
  await addMemberBankAccount(database.db, member.id, { bankId: 6, accountName: 'สมศักดิ์ ทองดี' });
  return member;
}

const pendingWithdrawal = (member: TestMember, baht: number) => insertPendingWithdrawal(database.db, member.id, BigInt(baht * 100));

const transferKinds = async (reference: string) =>
  (
    await database.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'created_by'])
      .where('reference', '=', reference)
      .orderBy('id')
      .execute()
  ).map((row) => `${row.kind} by ${row.created_by ?? 'nobody'}`);

async function listedWithdrawal(id: number) {
  const { data } = (await get('/admin-api/withdrawals', staff)).json().payload;
  return data.find((row: { id: number }) => row.id === id);
}

describe('two approvers above the threshold', () => {
  it('one approval decides a withdrawal of the threshold or less', async () => {
    const member = await memberWith(5_000);
    const id = await pendingWithdrawal(member, SECOND_APPROVAL_OVER);
    expect(await listedWithdrawal(id)).toMatchObject({ needs_second_approval: false });

    const approved = await post(`/admin-api/withdrawals/${id}/approve`, staff);

    expect(approved.json()).toMatchObject({
      message: 'อนุมัติรายการสำเร็จ',
      payload: {
        id,
        status: 'success',
        decided_by: staff.username,
        needs_second_approval: false,
        first_approved_by: null,
        steps: [
          { step: 'requested', at: expect.any(String) },
          { step: 'approved', at: approved.json().payload.decided_at },
        ],
      },
    });
    expect(await transferKinds(`withdrawal:${id}`)).toEqual(['withdraw_hold by nobody', `withdraw_payout by ${staff.id}`]);
  });

  it('above it, the first approval keeps the withdrawal pending, the same staff member cannot be the second, another one pays it out', async () => {
    const member = await memberWith(5_000);
    const id = await pendingWithdrawal(member, 1_500);
    expect(await listedWithdrawal(id)).toMatchObject({ status: 'pending', needs_second_approval: true, first_approved_by: null });

    const first = await post(`/admin-api/withdrawals/${id}/approve`, staff);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'success',
      message: 'อนุมัติครั้งแรกแล้ว รอผู้อนุมัติคนที่สอง',
      payload: expect.objectContaining({
        id,
        status: 'pending',
        state: 'awaiting_second',
        decided_at: null,
        decided_by: null,
        needs_second_approval: true,
        first_approved_by: staff.username,
        steps: [{ step: 'requested', at: expect.any(String) }],
      }),
    });
    expect(await transferKinds(`withdrawal:${id}`)).toEqual(['withdraw_hold by nobody']);
    expect(await memberCredit(database.db, member.id)).toBe(350_000n);

    const same = await post(`/admin-api/withdrawals/${id}/approve`, staff);
    expect(same.statusCode).toBe(403);
    expect(same.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'รายการนี้ต้องอนุมัติโดยพนักงานอีกคนหนึ่ง' });

    const second = await post(`/admin-api/withdrawals/${id}/approve`, otherStaff);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      message: 'อนุมัติรายการสำเร็จ',
      payload: {
        status: 'success',
        state: 'success',
        decided_by: otherStaff.username,
        first_approved_by: staff.username,
        needs_second_approval: true,
      },
    });
    expect(await transferKinds(`withdrawal:${id}`)).toEqual(['withdraw_hold by nobody', `withdraw_payout by ${otherStaff.id}`]);
    expect(await memberCredit(database.db, member.id)).toBe(350_000n);
    expect(await auditRowsOf(database.db, 'withdrawal', id)).toEqual([
      {
        actor_id: staff.id,
        action: 'withdrawal.first_approve',
        before: { status: 'pending', member_id: member.id, amount: 1_500, first_approved_by: null },
        after: { status: 'pending', member_id: member.id, amount: 1_500, first_approved_by: staff.id },
      },
      {
        actor_id: otherStaff.id,
        action: 'withdrawal.approve',
        before: { status: 'pending', member_id: member.id, amount: 1_500, first_approved_by: staff.username },
        after: { status: 'success', member_id: member.id, amount: 1_500, reason: null, first_approved_by: staff.username },
      },
    ]);
    expect((await post(`/admin-api/withdrawals/${id}/approve`, admin)).statusCode).toBe(409);
  });

  it('lets a withdrawal be rejected after its first approval: the held amount returns', async () => {
    const member = await memberWith(5_000);
    const id = await pendingWithdrawal(member, 2_000);
    expect((await post(`/admin-api/withdrawals/${id}/approve`, staff)).json().payload.status).toBe('pending');

    const rejected = await post(`/admin-api/withdrawals/${id}/reject`, staff, { reason: 'ยอดสูงผิดปกติ' });

    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().payload).toMatchObject({ status: 'reject', decided_by: staff.username, reason: 'ยอดสูงผิดปกติ' });
    expect(await memberCredit(database.db, member.id)).toBe(500_000n);
    expect((await post(`/admin-api/withdrawals/${id}/approve`, otherStaff)).statusCode).toBe(409);
  });

  it("refuses staff's own withdrawal at the first approval too", async () => {
    const self = await createTestMember(app, database.db, { role: 'staff', credit: 500_000n });
    await addMemberBankAccount(database.db, self.id);
    const id = await pendingWithdrawal(self, 2_000);

    const response = await post(`/admin-api/withdrawals/${id}/approve`, self);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ไม่สามารถอนุมัติรายการของตนเองได้' });
    expect(await auditRowsOf(database.db, 'withdrawal', id)).toEqual([]);
  });
});

describe('recording the payout', () => {
  it('records the bank reference of an approved withdrawal once, as its last step', async () => {
    const member = await memberWith(1_000);
    const id = await pendingWithdrawal(member, 300);
    const early = await post(`/admin-api/withdrawals/${id}/paid`, staff, { bank_ref: 'TX-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'รายการนี้ยังไม่ได้อนุมัติ' });
    await post(`/admin-api/withdrawals/${id}/approve`, staff);

    const paid = await post(`/admin-api/withdrawals/${id}/paid`, otherStaff, { bank_ref: '  TX-2026-0001  ' });

    expect(paid.statusCode).toBe(200);
    const payload = paid.json().payload;
    expect(paid.json()).toMatchObject({ message: 'บันทึกการโอนเงินสำเร็จ', payload: { id, status: 'success', bank_ref: 'TX-2026-0001' } });
    expect(payload.steps).toEqual([
      { step: 'requested', at: payload.created_at },
      { step: 'approved', at: payload.decided_at },
      { step: 'paid', at: payload.paid_at },
    ]);
    expect(Date.parse(payload.paid_at)).toBeGreaterThanOrEqual(Date.parse(payload.decided_at));
    const row = await database.db.selectFrom('withdrawals').select(['paid_by', 'bank_ref']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ paid_by: otherStaff.id, bank_ref: 'TX-2026-0001' });
    const [, audit] = await auditRowsOf(database.db, 'withdrawal', id);
    expect(audit).toEqual({
      actor_id: otherStaff.id,
      action: 'withdrawal.paid',
      before: { member_id: member.id, amount: 300, bank_ref: null, paid_at: null },
      after: { member_id: member.id, amount: 300, bank_ref: 'TX-2026-0001', paid_at: payload.paid_at },
    });

    const again = await post(`/admin-api/withdrawals/${id}/paid`, staff, { bank_ref: 'TX-OTHER' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'รายการนี้บันทึกการโอนแล้ว' });
    expect(await listedWithdrawal(id)).toMatchObject({ bank_ref: 'TX-2026-0001', paid_at: payload.paid_at });
  });

  it('refuses a rejected withdrawal, one that does not exist, and no reference', async () => {
    const member = await memberWith(1_000);
    const id = await pendingWithdrawal(member, 300);
    await post(`/admin-api/withdrawals/${id}/reject`, staff, { reason: 'ทดสอบ' });

    const rejected = await post(`/admin-api/withdrawals/${id}/paid`, staff, { bank_ref: 'TX-1' });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe('รายการนี้ยังไม่ได้อนุมัติ');

    const missing = await post('/admin-api/withdrawals/999999/paid', staff, { bank_ref: 'TX-1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' });

    const blank = await post(`/admin-api/withdrawals/${id}/paid`, staff, { bank_ref: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ระบุเลขอ้างอิงของธนาคาร' });
  });

  it("names 'auto' for a withdrawal approved without staff", async () => {
    const member = await memberWith(1_000);
    const id = await pendingWithdrawal(member, 100);
    await database.db.updateTable('withdrawals').set({ status: 'success', decided_at: new Date() }).where('id', '=', id).execute();

    expect(await listedWithdrawal(id)).toMatchObject({ status: 'success', decided_by: 'auto', needs_second_approval: false });
  });
});

describe('deposits as staff see them', () => {
  const listedDeposit = async (id: number) => {
    const { data } = (await get('/admin-api/deposits', staff)).json().payload;
    return data.find((row: { id: number }) => row.id === id);
  };

  it('names the line that credited a deposit by itself, and its decider auto', async () => {
    const member = await memberWith(0);
    const id = await insertPendingDeposit(database.db, member.id, siteAccountId, 70_000n, {
      status: 'read',
      reference: 'AUTO-REF-1',
      sendingBank: '004',
    });

    const reply = await ingestStatementLines(database.db, {
      accountId: siteAccountId,
      lines: [{ bank_ref: 'AUTO-REF-1', amount: 700, direction: 'in', at: new Date().toISOString() }],
      source: 'feed',
    });

    expect(reply).toMatchObject({ credited: 1 });
    const line = await database.db
      .selectFrom('statement_lines')
      .select('id')
      .where('bank_ref', '=', 'AUTO-REF-1')
      .executeTakeFirstOrThrow();
    expect(await listedDeposit(id)).toMatchObject({
      id,
      status: 'success',
      source: 'slip',
      slip_url: expect.stringMatching(/^\/lto-public-api\/slip\//),
      decided_by: 'auto',
      statement_line_id: line.id,
    });
  });

  it('shows a deposit staff made from a statement line without a slip', async () => {
    const member = await memberWith(0);
    await ingestStatementLines(database.db, {
      accountId: siteAccountId,
      lines: [{ bank_ref: 'NO-SLIP-1', amount: 321, direction: 'in', at: new Date().toISOString() }],
      source: 'feed',
    });
    const line = await database.db
      .selectFrom('statement_lines')
      .select(['id', 'amount', 'at', 'bank_ref', 'source'])
      .where('bank_ref', '=', 'NO-SLIP-1')
      .executeTakeFirstOrThrow();
    const depositId = await database.db
      .transaction()
      .execute((trx) =>
        creditLine(
          trx,
          { id: line.id, accountId: siteAccountId, amount: BigInt(line.amount), at: line.at, bankRef: line.bank_ref, source: line.source },
          { kind: 'member', memberId: member.id },
          staff.id,
        ),
      );

    expect(await listedDeposit(depositId)).toMatchObject({
      id: depositId,
      amount: 321,
      status: 'success',
      source: 'statement',
      slip_url: null,
      decided_by: staff.username,
      statement_line_id: line.id,
      slip_check: { status: 'unchecked', reference: null, sending_bank: null, duplicate: false },
    });
  });
});
