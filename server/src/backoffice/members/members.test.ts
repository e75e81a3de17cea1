import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { takeBackCredits } from '../../ledger/ledger';
import { createTestMember, type TestMember } from '../../testing/members';
import { registerMember, type RegisteredMember } from '../../testing/authApp';
import { setUpTestApp } from '../../testing/testApp';

let app: FastifyInstance;
let database: Database;
// Every test here that moves money is followed by the ledger invariants of docs/money.md.
setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

let staff: TestMember;
let admin: TestMember;
beforeAll(async () => {
  staff = await createTestMember(app, database.db, { role: 'staff' });
  admin = await createTestMember(app, database.db, { role: 'admin' });
});

const call = (bearer: string, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { authorization: bearer, ...headers }, ...(payload && { payload }) });

async function auditOf(targetId: number) {
  const response = await call(staff.bearer, 'GET', `/admin-api/audit?target=member:${targetId}`);
  expect(response.statusCode).toBe(200);
  return response.json().payload.data as { action: string; actor_id: number; actor_username: string; before: unknown; after: unknown }[];
}

describe('suspend and reactivate', () => {
  let member: RegisteredMember;
  let memberId: number;
  beforeEach(async () => {
    member = await registerMember(app);
    const me = await app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: `Bearer ${member.token}` } });
    memberId = me.json().payload.id;
  });

  test('suspending ends every session of the member at once: access tokens and refresh tokens are refused', async () => {
    // A second session (another device) besides the one registration opened.
    const login = await app.inject({
      method: 'POST',
      url: '/cl-api/auth/login',
      payload: { username: member.username, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    const second = login.json().payload as { token: string; refresh_token: string };

    const suspended = await call(staff.bearer, 'POST', `/admin-api/members/${memberId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      status: 'success',
      message: 'ระงับการใช้งานสมาชิกสำเร็จ',
      payload: { id: memberId, status: 'suspended' },
    });

    for (const token of [member.token, second.token]) {
      const me = await app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' });
    }
    for (const refreshToken of [member.refresh_token, second.refresh_token]) {
      const refreshed = await app.inject({ method: 'POST', url: '/cl-api/auth/refresh', payload: { refresh_token: refreshToken } });
      expect(refreshed.statusCode).toBe(401);
    }
    const live = await database.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    const [entry] = await auditOf(memberId);
    expect(entry).toMatchObject({
      action: 'member.suspend',
      actor_id: staff.id,
      actor_username: staff.username,
      before: { status: 'active' },
      after: { status: 'suspended', sessions: 'revoked' },
    });
  });

  test('a suspended member cannot log in until reactivated; suspending twice is a conflict', async () => {
    expect((await call(staff.bearer, 'POST', `/admin-api/members/${memberId}/suspend`)).statusCode).toBe(200);
    const again = await call(staff.bearer, 'POST', `/admin-api/members/${memberId}/suspend`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'สมาชิกนี้ถูกระงับการใช้งานอยู่แล้ว' });
    const login = () =>
      app.inject({ method: 'POST', url: '/cl-api/auth/login', payload: { username: member.username, password: member.password } });
    expect((await login()).statusCode).toBe(401);

    const reactivated = await call(staff.bearer, 'POST', `/admin-api/members/${memberId}/reactivate`);
    expect(reactivated.json()).toMatchObject({ message: 'เปิดการใช้งานสมาชิกสำเร็จ', payload: { status: 'active' } });
    expect((await login()).statusCode).toBe(200);
    const [entry] = await auditOf(memberId);
    expect(entry).toMatchObject({ action: 'member.reactivate', before: { status: 'suspended' }, after: { status: 'active' } });
  });

  test('staff cannot suspend a staff account or themselves; an admin can suspend staff', async () => {
    const colleague = await createTestMember(app, database.db, { role: 'staff' });
    const byStaff = await call(staff.bearer, 'POST', `/admin-api/members/${colleague.id}/suspend`);
    expect(byStaff.statusCode).toBe(403);
    const self = await call(admin.bearer, 'POST', `/admin-api/members/${admin.id}/suspend`);
    expect(self.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ไม่สามารถระงับบัญชีของตนเองได้' });
    expect((await call(admin.bearer, 'POST', `/admin-api/members/${colleague.id}/suspend`)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/dashboard', headers: { authorization: colleague.bearer } })).statusCode,
    ).toBe(401);
  });

  test('an unknown member is 404', async () => {
    const response = await call(staff.bearer, 'POST', '/admin-api/members/2147483647/suspend');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบสมาชิก' });
  });
});

describe('credit adjustments', () => {
  const adjust = (memberId: number, payload: object, headers?: Record<string, string>) =>
    call(admin.bearer, 'POST', `/admin-api/members/${memberId}/credit-adjustments`, payload, headers);

  test('a positive adjustment moves credit from the house to the wallet, as one transfer, with its audit row', async () => {
    const member = await createTestMember(app, database.db, { credit: 10_000n });
    const houseBefore = await houseBalance();
    const response = await adjust(member.id, { amount: 150.5, reason: 'โบนัสสมาชิกใหม่' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'ปรับเครดิตสำเร็จ', payload: { credit: 250.5, debt: 0 } });
    expect((await houseBalance()) - houseBefore).toBe(-15_050n);

    const ledger = await call(staff.bearer, 'GET', `/admin-api/members/${member.id}/ledger`);
    expect(ledger.json().payload.data[0]).toMatchObject({ kind: 'adjustment', amount: 150.5 });
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'member.adjust',
      actor_id: admin.id,
      before: { credit: 100, debt: 0 },
      after: { credit: 250.5, debt: 0, amount: 150.5, reason: 'โบนัสสมาชิกใหม่' },
    });
  });

  test('a negative adjustment takes credit back, never below zero', async () => {
    const member = await createTestMember(app, database.db, { credit: 10_000n });
    const taken = await adjust(member.id, { amount: -40, reason: 'ปรับยอดผิด' });
    expect(taken.json().payload).toEqual({ credit: 60, debt: 0 });
    const tooMuch = await adjust(member.id, { amount: -60.01, reason: 'ปรับยอดผิด' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ status: 'error', code: 'INSUFFICIENT_CREDIT', message: 'เครดิตของสมาชิกไม่พอสำหรับการปรับลด' });
    const detail = await call(staff.bearer, 'GET', `/admin-api/members/${member.id}`);
    expect(detail.json().payload).toMatchObject({ credit: 60, debt: 0 });
  });

  test('credit given to a member who owes repays the debt first', async () => {
    const member = await createTestMember(app, database.db, { credit: 1_000n });
    await database.db.transaction().execute((trx) =>
      takeBackCredits(trx, {
        kind: 'prize_reversal',
        debtKind: 'prize_reversal_debt',
        to: 'house',
        debits: [{ memberId: member.id, reference: `test:${member.id}`, amount: 5_000n }],
        createdBy: null,
      }),
    );
    expect((await call(staff.bearer, 'GET', `/admin-api/members/${member.id}`)).json().payload).toMatchObject({ credit: 0, debt: 40 });
    const response = await adjust(member.id, { amount: 100, reason: 'คืนเงิน' });
    expect(response.json().payload).toEqual({ credit: 60, debt: 0 });
  });

  test('a retry with the same Idempotency-Key adjusts once', async () => {
    const member = await createTestMember(app, database.db);
    const headers = { 'idempotency-key': `adjust-${member.id}` };
    const first = await adjust(member.id, { amount: 20, reason: 'ชดเชย' }, headers);
    const retry = await adjust(member.id, { amount: 20, reason: 'ชดเชย' }, headers);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect((await call(staff.bearer, 'GET', `/admin-api/members/${member.id}`)).json().payload.credit).toBe(20);
  });

  test('the amount must be non-zero with at most 2 decimals, and a reason is required', async () => {
    const member = await createTestMember(app, database.db);
    const cases: [object, string][] = [
      [{ amount: 0, reason: 'x' }, 'จำนวนเงินที่ปรับต้องไม่เป็น 0'],
      [{ amount: 1.005, reason: 'x' }, 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
      [{ amount: 10 }, 'กรุณาระบุเหตุผล'],
      [{ amount: 10, reason: 'x'.repeat(501) }, 'เหตุผลยาวได้ไม่เกิน 500 ตัวอักษร'],
    ];
    for (const [payload, message] of cases) {
      const response = await adjust(member.id, payload);
      expect([response.statusCode, response.json()]).toEqual([400, { status: 'error', code: 'VALIDATION', message }]);
    }
  });

  async function houseBalance(): Promise<bigint> {
    const row = await database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select((eb) => eb.fn.sum<string>('ledger_entries.amount').as('sum'))
      .where('ledger_accounts.kind', '=', 'house')
      .executeTakeFirstOrThrow();
    return BigInt(row.sum ?? 0);
  }
});

describe('search and profile', () => {
  test('members are found by the start of their phone number, with credit in baht', async () => {
    const member = await createTestMember(app, database.db, { credit: 12_345n });
    const response = await call(staff.bearer, 'GET', `/admin-api/members?phone=${member.username}`);
    expect(response.json().payload).toEqual({
      data: [
        { id: member.id, username: member.username, role: 'member', status: 'active', credit: 123.45, created_at: expect.any(String) },
      ],
      limit: 25,
      paging: { page: 1, pages: 1 },
      total: 1,
    });
    const prefix = await call(staff.bearer, 'GET', `/admin-api/members?phone=${member.username.slice(0, 6)}`);
    expect(prefix.json().payload.data.map((row: { id: number }) => row.id)).toContain(member.id);
    const notDigits = await call(staff.bearer, 'GET', '/admin-api/members?phone=08%25');
    expect(notDigits.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'เฉพาะตัวเลขเท่านั้น' });
  });

  test('the profile shows the bank accounts and the slips list is empty for a new member', async () => {
    const registered = await registerMember(app);
    const found = await call(staff.bearer, 'GET', `/admin-api/members?phone=${registered.username}`);
    const id = found.json().payload.data[0].id as number;
    const detail = await call(staff.bearer, 'GET', `/admin-api/members/${id}`);
    expect(detail.json().payload).toEqual({
      id,
      username: registered.username,
      role: 'member',
      status: 'active',
      credit: 0,
      debt: 0,
      created_at: expect.any(String),
      bank_accounts: [{ bank_id: 4, short_name: 'SCB', account_name: 'สมชาย ใจดีมาก', account_number: `7${registered.username}` }],
    });
    const slips = await call(staff.bearer, 'GET', `/admin-api/members/${id}/slips`);
    expect(slips.json().payload).toEqual({ data: [], limit: 25, paging: { page: 1, pages: 1 }, total: 0 });
  });
});
