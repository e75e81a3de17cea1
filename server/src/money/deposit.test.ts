import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { memberCredit } from '../members/repository';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount, uploadSlip } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;
let member: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  // Bank 4 (SCB) receives; bank 2's account is closed.
  await createSiteBankAccount(database.db, { bankId: 4 });
  await createSiteBankAccount(database.db, { bankId: 2, active: false });
  member = await createTestMember(app, database.db, { credit: 10_000n });
  await addMemberBankAccount(database.db, member.id);
});

const deposit = (body: unknown, who: TestMember = member) =>
  app.inject({ method: 'POST', url: '/lto-public-api/deposit', headers: { authorization: who.bearer }, payload: body as object });

const validDeposit = async (change: Record<string, unknown> = {}) => ({
  amount: 500,
  bank_id: 4,
  time: '09:30',
  file_url: await uploadSlip(app, member),
  ...change,
});

describe('deposit', () => {
  it('creates a pending deposit and moves no credit', async () => {
    const response = await deposit(await validDeposit({ amount: 1234.5 }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'ฝากเงินสำเร็จ',
      payload: {
        _id: expect.stringMatching(/^deposit-\d+$/),
        type: 'deposit',
        status: 'pending',
        amount: 1234.5,
        createdAt: expect.any(String),
        user_bank: { short_name: 'KBANK', account_name: 'สมชาย ใจดีมาก', account_number: expect.any(String) },
        reason: null,
        steps: [],
      },
    });
    expect(await memberCredit(database.db, member.id)).toBe(10_000n);
    const stored = await database.db.selectFrom('deposits').selectAll().where('member_id', '=', member.id).execute();
    expect(stored).toEqual([expect.objectContaining({ amount: 123_450n, status: 'pending', transfer_time: '09:30' })]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no amount', { amount: undefined }, 'ระบุจำนวนเงินที่โอน'],
    ['an amount that is not a number', { amount: 'lots' }, 'ระบุจำนวนเงินที่โอน'],
    ['less than 1 baht', { amount: 0.5 }, 'กรุณาระบุจำนวนเงินขั้นต่ำ 1 บาท'],
    ['seven characters', { amount: 1_000_000 }, 'กรุณาระบุจำนวนให้ถูกต้อง'],
    ['three decimals', { amount: 10.005 }, 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
    ['no slip', { file_url: '' }, 'กรุณาแนบหลักฐานการโอน'],
    ['a time of 24:00', { time: '24:00' }, 'กรุณาระบุเวลาที่โอนให้ถูกต้อง'],
    ['no bank', { bank_id: undefined }, 'บัญชีรับโอนไม่ถูกต้อง'],
    ['a bank that receives nothing', { bank_id: 1 }, 'บัญชีรับโอนไม่ถูกต้อง'],
    ['a closed receiving account', { bank_id: 2 }, 'บัญชีรับโอนไม่ถูกต้อง'],
    ['a file_url that is no slip', { file_url: 'https://example.com/slip.png' }, 'ไม่พบหลักฐานการโอน กรุณาอัพโหลดใหม่'],
    ['a slip that does not exist', { file_url: '/lto-public-api/slip/abcdefghijklmnopqrstuvwxyz012345' }, 'ไม่พบหลักฐานการโอน กรุณาอัพโหลดใหม่'],
  ])('refuses %s with its Thai message', async (_case, change, message) => {
    const response = await deposit(await validDeposit(change));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message });
  });

  it("gives the first required field's message for a missing body", async () => {
    const response = await app.inject({ method: 'POST', url: '/lto-public-api/deposit', headers: { authorization: member.bearer } });
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ระบุจำนวนเงินที่โอน' });
  });

  it("refuses another member's slip as if it did not exist", async () => {
    const other = await createTestMember(app, database.db);
    const othersSlip = await uploadSlip(app, other);

    const response = await deposit(await validDeposit({ file_url: othersSlip }));

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ไม่พบหลักฐานการโอน กรุณาอัพโหลดใหม่');
  });

  it('refuses a slip that proves another deposit', async () => {
    const body = await validDeposit();
    expect((await deposit(body)).statusCode).toBe(200);

    const again = await deposit({ ...body, amount: 700 });

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', code: 'DUPLICATE', message: 'หลักฐานการโอนนี้ถูกใช้แล้ว' });
  });

  it('lets one of two concurrent deposits with the same slip through', async () => {
    const body = await validDeposit();

    const responses = await Promise.all([deposit(body), deposit({ ...body, amount: 600 })]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const slipId = body.file_url.split('/').pop()!;
    const rows = await database.db.selectFrom('deposits').select('id').where('slip_id', '=', slipId).execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts the file_url made absolute by the client', async () => {
    const body = await validDeposit();
    const response = await deposit({ ...body, file_url: `https://api.example.com${body.file_url}` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a guest', async () => {
    const response = await app.inject({ method: 'POST', url: '/lto-public-api/deposit', payload: await validDeposit() });
    expect(response.statusCode).toBe(401);
  });
});
