import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount, uploadSlip, TEST_PIN } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

const post = (url: string, member: TestMember, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: member.bearer }, ...(payload && { payload }) });

describe('bank_deposit', () => {
  it('is 404 with a Thai message while the site has no active receiving account', async () => {
    const member = await createTestMember(app, database.db);
    await createSiteBankAccount(database.db, { bankId: 2, active: false });

    const response = await post('/lto-public-api/bank_deposit', member);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'ยังไม่มีบัญชีรับโอนของเว็บไซต์ กรุณาติดต่อเจ้าหน้าที่',
    });
  });

  it('answers the active receiving account with its bank', async () => {
    const member = await createTestMember(app, database.db);
    await createSiteBankAccount(database.db, { bankId: 4, accountName: 'บริษัท ลอตโต้ จำกัด' });
    await createSiteBankAccount(database.db, { bankId: 1 });

    const response = await post('/lto-public-api/bank_deposit', member);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: '',
      payload: {
        bank_id: 4,
        short_name: 'SCB',
        name: 'ไทยพาณิชย์',
        account_name: 'บริษัท ลอตโต้ จำกัด',
        account_number: expect.stringMatching(/^\d{10}$/),
      },
    });
  });

  it('refuses a guest', async () => {
    expect((await app.inject({ method: 'POST', url: '/lto-public-api/bank_deposit' })).statusCode).toBe(401);
  });
});

describe('transaction', () => {
  let member: TestMember;
  const DEPOSITS = 45;
  const WITHDRAWALS = 10;

  beforeAll(async () => {
    member = await createTestMember(app, database.db, { credit: 1_000_000n });
    await addMemberBankAccount(database.db, member.id, { bankId: 3, accountName: 'สมปอง มีทรัพย์' });
    await createSiteBankAccount(database.db, { bankId: 4 });
    // Deposits and withdrawals interleaved, so that newest-first mixes the two kinds.
    for (let i = 1; i <= DEPOSITS; i += 1) {
      const file_url = await uploadSlip(app, member);
      expect((await post('/lto-public-api/deposit', member, { amount: i, bank_id: 4, time: '10:00', file_url })).statusCode).toBe(200);
      if (i % 4 === 0 && i / 4 <= WITHDRAWALS) {
        expect((await post('/lto-public-api/withdraw', member, { amount: 50 + i, pin: TEST_PIN })).statusCode).toBe(200);
      }
    }
    // Another member's rows never show.
    const other = await createTestMember(app, database.db, { credit: 100_000n });
    await addMemberBankAccount(database.db, other.id);
    expect((await post('/lto-public-api/withdraw', other, { amount: 60, pin: TEST_PIN })).statusCode).toBe(200);
    // Sixty requests of set-up, each reading a slip: on a machine busy with other jobs, longer than a test may take.
  }, 120_000);

  const statement = async (body: object) => {
    const response = await post('/lto-public-api/transaction', member, body);
    expect(response.statusCode).toBe(200);
    return response.json().payload;
  };

  it('lists both kinds newest first, 50 a page', async () => {
    const first = await statement({ type: '' });
    const second = await statement({ type: '', page: 2 });

    expect(first).toMatchObject({ limit: 50, paging: { page: 1, pages: 2 }, total: DEPOSITS + WITHDRAWALS });
    expect(first.data).toHaveLength(50);
    expect(second).toMatchObject({ paging: { page: 2, pages: 2 }, total: DEPOSITS + WITHDRAWALS });
    expect(second.data).toHaveLength(5);

    const rows = [...first.data, ...second.data];
    const times = rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(rows.map((row: { _id: string }) => row._id)).size).toBe(rows.length);
    // The newest row is the last deposit (45 baht), whose deposit came after the last withdrawal (90 baht).
    expect(rows[0]).toMatchObject({ type: 'deposit', amount: 45 });
    expect(rows.find((row: { type: string }) => row.type === 'withdraw')).toMatchObject({ amount: 90 });
    expect(rows.at(-1)).toMatchObject({ type: 'deposit', amount: 1 });
  });

  it('answers each row in the shape of docs/api-conventions.md#payloads', async () => {
    const { data } = await statement({ type: 'withdraw' });

    expect(data[0]).toEqual({
      _id: expect.stringMatching(/^withdraw-\d+$/),
      type: 'withdraw',
      status: 'pending',
      amount: 90,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      user_bank: { short_name: 'KTB', account_name: 'สมปอง มีทรัพย์', account_number: expect.stringMatching(/^\d{10}$/) },
      reason: null,
      steps: [{ step: 'requested', at: data[0].createdAt }],
    });
  });

  it('filters by kind', async () => {
    const deposits = await statement({ type: 'deposit' });
    const withdrawals = await statement({ type: 'withdraw' });

    expect(deposits).toMatchObject({ total: DEPOSITS, paging: { page: 1, pages: 1 } });
    expect(deposits.data.every((row: { type: string }) => row.type === 'deposit')).toBe(true);
    expect(deposits.data[0].user_bank.short_name).toBe('KTB');
    expect(withdrawals).toMatchObject({ total: WITHDRAWALS });
    expect(withdrawals.data.map((row: { amount: number }) => row.amount)).toEqual([90, 86, 82, 78, 74, 70, 66, 62, 58, 54]);
  });

  it('answers an empty page past the end, and page 1 of 1 for nothing', async () => {
    expect(await statement({ type: 'deposit', page: 3 })).toMatchObject({ data: [], paging: { page: 3, pages: 1 } });
    const newcomer = await createTestMember(app, database.db);
    const response = await post('/lto-public-api/transaction', newcomer, { type: '' });
    expect(response.json().payload).toEqual({ data: [], limit: 50, paging: { page: 1, pages: 1 }, total: 0 });
  });

  it.each([
    [{ type: 'bets' }, 'type'],
    [{ type: '', page: 0 }, 'page'],
    [{ type: '', page: 'first' }, 'page'],
  ])('refuses %p, naming %s', async (body, field) => {
    const response = await post('/lto-public-api/transaction', member, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: `ข้อมูลไม่ถูกต้อง: ${field}` });
  });

  it('refuses a guest', async () => {
    expect((await app.inject({ method: 'POST', url: '/lto-public-api/transaction', payload: { type: '' } })).statusCode).toBe(401);
  });
});

describe('a refused request', () => {
  it("carries staff's reason to the member", async () => {
    const member = await createTestMember(app, database.db, { credit: 10_000n });
    await addMemberBankAccount(database.db, member.id);
    const staff = await createTestMember(app, database.db, { role: 'staff' });
    const withdrawn = await app.inject({
      method: 'POST',
      url: '/lto-public-api/withdraw',
      headers: { authorization: member.bearer },
      payload: { amount: 60, pin: TEST_PIN },
    });
    const id = withdrawn.json().payload._id.replace('withdraw-', '');
    await app.inject({
      method: 'POST',
      url: `/admin-api/withdrawals/${id}/reject`,
      headers: { authorization: staff.bearer },
      payload: { reason: 'บัญชีปลายทางปิดแล้ว' },
    });

    const response = await app.inject({
      method: 'POST',
      url: '/lto-public-api/transaction',
      headers: { authorization: member.bearer },
      payload: { type: 'withdraw' },
    });

    expect(response.json().payload.data[0]).toMatchObject({ status: 'reject', reason: 'บัญชีปลายทางปิดแล้ว' });
  });
});
