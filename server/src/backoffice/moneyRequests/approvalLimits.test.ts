import { everyModuleAt } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { auditRowsOf } from '../../testing/audit';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount } from '../../testing/money';
import { insertPendingDeposit, insertPendingWithdrawal } from '../../testing/staffMoney';
import { setUpTestApp } from '../../testing/testApp';

/**
 * Approval limits (docs/screens.md#permissions): a staff user's approval of an amount above their
 * own limit leaves the request awaiting a second approver; a different staff user whose limit
 * covers the amount completes it, and the audit names both.
 */

let database: Database;
let app: FastifyInstance;
let siteAccountId: number;
let cashier: TestMember;
let supervisor: TestMember;
let juniorCashier: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

const post = (url: string, who: TestMember) => app.inject({ method: 'POST', url, headers: { authorization: who.bearer } });

/** A staff user with money managed and this approval limit in baht (null: none), set by an admin through the API. */
async function cashierWithLimit(admin: TestMember, limit: number | null): Promise<TestMember> {
  const staff = await createTestMember(app, database.db, { role: 'staff' });
  const saved = await app.inject({
    method: 'PUT',
    url: `/admin-api/staff/${staff.id}/permissions`,
    headers: { authorization: admin.bearer },
    payload: { modules: { ...everyModuleAt('none'), money: 'manage' }, approval_limit: limit },
  });
  expect(saved.statusCode).toBe(200);
  return staff;
}

beforeAll(async () => {
  siteAccountId = await createSiteBankAccount(database.db, { bankId: 4 });
  const admin = await createTestMember(app, database.db, { role: 'admin' });
  cashier = await cashierWithLimit(admin, 1_000);
  supervisor = await cashierWithLimit(admin, null);
  juniorCashier = await cashierWithLimit(admin, 500);
});

async function memberWith(baht: number): Promise<TestMember> {
  const member = await createTestMember(app, database.db, { credit: BigInt(baht * 100) });
  await addMemberBankAccount(database.db, member.id, { bankId: 6, accountName: 'สมศักดิ์ ทองดี' });
  return member;
}

describe('deposits', () => {
  it('one approval credits a deposit of the limit or less', async () => {
    const member = await memberWith(0);
    const id = await insertPendingDeposit(database.db, member.id, siteAccountId, 100_000n);
    const approved = await post(`/admin-api/deposits/${id}/approve`, cashier);
    expect(approved.json()).toMatchObject({ message: 'อนุมัติรายการสำเร็จ', payload: { status: 'success', state: 'success' } });
    expect(await memberCredit(database.db, member.id)).toBe(100_000n);
  });

  it('above the limit it awaits a second approver: not the same user, nor one whose limit is below it too; another completes it', async () => {
    const member = await memberWith(0);
    const id = await insertPendingDeposit(database.db, member.id, siteAccountId, 150_000n);

    const first = await post(`/admin-api/deposits/${id}/approve`, cashier);
    expect(first.json()).toMatchObject({
      status: 'success',
      message: 'อนุมัติครั้งแรกแล้ว รอผู้อนุมัติคนที่สอง',
      payload: { id, status: 'pending', state: 'awaiting_second', first_approved_by: cashier.username, decided_by: null },
    });
    expect(await memberCredit(database.db, member.id)).toBe(0n);

    expect((await post(`/admin-api/deposits/${id}/approve`, cashier)).json()).toEqual({
      status: 'error',
      code: 'FORBIDDEN',
      message: 'รายการนี้ต้องอนุมัติโดยพนักงานอีกคนหนึ่ง',
    });
    expect((await post(`/admin-api/deposits/${id}/approve`, juniorCashier)).json()).toEqual({
      status: 'error',
      code: 'FORBIDDEN',
      message: 'ยอดนี้เกินวงเงินอนุมัติของคุณ ต้องให้พนักงานที่มีวงเงินพอเป็นผู้อนุมัติคนที่สอง',
    });
    expect(await memberCredit(database.db, member.id)).toBe(0n);

    const second = await post(`/admin-api/deposits/${id}/approve`, supervisor);
    expect(second.json()).toMatchObject({
      message: 'อนุมัติรายการสำเร็จ',
      payload: { status: 'success', state: 'success', decided_by: supervisor.username, first_approved_by: cashier.username },
    });
    expect(await memberCredit(database.db, member.id)).toBe(150_000n);
    expect(await auditRowsOf(database.db, 'deposit', id)).toEqual([
      {
        actor_id: cashier.id,
        action: 'deposit.first_approve',
        before: { status: 'pending', member_id: member.id, amount: 1_500, first_approved_by: null },
        after: { status: 'pending', member_id: member.id, amount: 1_500, first_approved_by: cashier.id },
      },
      {
        actor_id: supervisor.id,
        action: 'deposit.approve',
        before: { status: 'pending', member_id: member.id, amount: 1_500, first_approved_by: cashier.username },
        after: { status: 'success', member_id: member.id, amount: 1_500, reason: null, first_approved_by: cashier.username },
      },
    ]);
  });

  it('the queue shows the request awaiting its second approver', async () => {
    const member = await memberWith(0);
    const id = await insertPendingDeposit(database.db, member.id, siteAccountId, 200_000n);
    await post(`/admin-api/deposits/${id}/approve`, cashier);
    const listed = await app.inject({
      method: 'GET',
      url: `/admin-api/deposits?member_id=${member.id}`,
      headers: { authorization: supervisor.bearer },
    });
    expect(listed.json().payload.data).toEqual([
      expect.objectContaining({ id, status: 'pending', state: 'awaiting_second', first_approved_by: cashier.username }),
    ]);
  });
});

describe('withdrawals', () => {
  it('above the limit the first approval holds the payout; a different staff user pays it out', async () => {
    const member = await memberWith(5_000);
    const id = await insertPendingWithdrawal(database.db, member.id, 120_000n);

    expect((await post(`/admin-api/withdrawals/${id}/approve`, cashier)).json().payload).toMatchObject({
      state: 'awaiting_second',
      first_approved_by: cashier.username,
      needs_second_approval: true,
    });
    expect((await post(`/admin-api/withdrawals/${id}/approve`, cashier)).statusCode).toBe(403);
    const paidOut = await post(`/admin-api/withdrawals/${id}/approve`, supervisor);
    expect(paidOut.json().payload).toMatchObject({ status: 'success', state: 'success', decided_by: supervisor.username });
    const transfers = await database.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('reference', '=', `withdrawal:${id}`)
      .orderBy('id')
      .execute();
    expect(transfers.map((row) => row.kind)).toEqual(['withdraw_hold', 'withdraw_payout']);
    expect(await memberCredit(database.db, member.id)).toBe(380_000n);
  });

  it('a rejection needs no second approver, at either step', async () => {
    const member = await memberWith(5_000);
    const id = await insertPendingWithdrawal(database.db, member.id, 120_000n);
    await post(`/admin-api/withdrawals/${id}/approve`, cashier);
    const rejected = await app.inject({
      method: 'POST',
      url: `/admin-api/withdrawals/${id}/reject`,
      headers: { authorization: juniorCashier.bearer },
      payload: { reason: 'ชื่อบัญชีไม่ตรง' },
    });
    expect(rejected.json().payload).toMatchObject({ status: 'reject', state: 'reject' });
    expect(await memberCredit(database.db, member.id)).toBe(500_000n);
  });
});
