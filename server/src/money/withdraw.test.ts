import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { memberCredit } from '../members/repository';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, giveTestPin, TEST_PIN } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

/** A member with a bank account and `baht` of credit. */
async function memberWith(baht: number): Promise<TestMember> {
  const member = await createTestMember(app, database.db, { credit: BigInt(baht * 100) });
  await addMemberBankAccount(database.db, member.id, { bankId: 4, accountName: 'สมหญิง รักเรียน' });
  return member;
}

const withdraw = (member: TestMember, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/withdraw',
    headers: { authorization: member.bearer },
    payload: { pin: TEST_PIN, ...(body as object) },
  });

const heldTransfers = (reference: string) =>
  database.db.selectFrom('ledger_transfers').select('kind').where('reference', '=', reference).orderBy('id').execute();

const idOf = (response: { json(): { payload: { _id: string } } }) => Number(response.json().payload._id.replace('withdraw-', ''));

describe('withdraw', () => {
  it('holds the amount at once and answers the pending withdrawal', async () => {
    const member = await memberWith(1000);

    const response = await withdraw(member, { amount: 250.75 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'สร้างรายการถอนสำเร็จ',
      payload: {
        _id: expect.stringMatching(/^withdraw-\d+$/),
        type: 'withdraw',
        status: 'pending',
        amount: 250.75,
        createdAt: expect.any(String),
        user_bank: { short_name: 'SCB', account_name: 'สมหญิง รักเรียน', account_number: expect.any(String) },
        reason: null,
        steps: [{ step: 'requested', at: expect.any(String) }],
      },
    });
    expect(await memberCredit(database.db, member.id)).toBe(74_925n);
    expect(await heldTransfers(`withdrawal:${idOf(response)}`)).toEqual([{ kind: 'withdraw_hold' }]);
  });

  it.each<[string, number, number, string]>([
    ['less than 50 baht', 49.99, 1000, 'จำนวนเงินถอนขึ้นต่ำ 50 บาท'],
    ['more than the credit', 1000.01, 1000, 'จำนวนเงินไม่พอในการถอน'],
    ['more than 200,000 baht', 200_000.01, 300_000, 'ถอนได้สูงสุด 200,000.00 บาทต่อครั้ง'],
    ['three decimals', 60.123, 1000, 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
  ])('refuses %s and holds nothing', async (_case, amount, credit, message) => {
    const member = await memberWith(credit);

    const response = await withdraw(member, { amount });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message });
    expect(await memberCredit(database.db, member.id)).toBe(BigInt(credit * 100));
  });

  it('allows 200,000 baht exactly', async () => {
    const member = await memberWith(300_000);
    expect((await withdraw(member, { amount: 200_000 })).statusCode).toBe(200);
    expect(await memberCredit(database.db, member.id)).toBe(10_000_000n);
  });

  it('refuses a member without a bank account', async () => {
    const member = await createTestMember(app, database.db, { credit: 100_000n });
    await giveTestPin(database.db, member.id);

    const response = await withdraw(member, { amount: 100 });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('กรุณาเพิ่มบัญชีธนาคารก่อนถอนเงิน');
    expect(await memberCredit(database.db, member.id)).toBe(100_000n);
  });

  it("allows 15 withdrawals a Bangkok day; a rejected one and yesterday's do not count", async () => {
    const member = await memberWith(10_000);
    const first = await withdraw(member, { amount: 50 });
    for (let i = 1; i < 15; i += 1) expect((await withdraw(member, { amount: 50 })).statusCode).toBe(200);

    const sixteenth = await withdraw(member, { amount: 50 });
    expect(sixteenth.statusCode).toBe(429);
    expect(sixteenth.json()).toEqual({ status: 'error', code: 'RATE_LIMITED', message: 'ถอนได้สูงสุด 15 ครั้งต่อวัน' });
    expect(await memberCredit(database.db, member.id)).toBe(1_000_000n - 15n * 5_000n);

    const rejected = await app.inject({
      method: 'POST',
      url: `/admin-api/withdrawals/${idOf(first)}/reject`,
      headers: { authorization: staff.bearer },
      payload: { reason: 'บัญชีปลายทางไม่ถูกต้อง' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await withdraw(member, { amount: 50 })).statusCode).toBe(200);
    expect((await withdraw(member, { amount: 50 })).statusCode).toBe(429);

    await sql`update withdrawals set created_at = created_at - interval '1 day' where member_id = ${member.id}`.execute(database.db);
    expect((await withdraw(member, { amount: 50 })).statusCode).toBe(200);
  });

  it('never overdraws under concurrent requests', async () => {
    const member = await memberWith(1000);

    const responses = await Promise.all(Array.from({ length: 20 }, () => withdraw(member, { amount: 100 })));

    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(10);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      // Checked against the credit under the member's lock, so each refusal says why.
      expect(refused.json().message).toBe('จำนวนเงินไม่พอในการถอน');
    }
    expect(await memberCredit(database.db, member.id)).toBe(0n);
    const rows = await database.db.selectFrom('withdrawals').select('id').where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(10);
  });

  it('refuses a guest', async () => {
    const response = await app.inject({ method: 'POST', url: '/lto-public-api/withdraw', payload: { amount: 100 } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' });
  });
});
