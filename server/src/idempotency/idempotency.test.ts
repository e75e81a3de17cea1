import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { memberCredit } from '../members/repository';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount, uploadSlip, TEST_PIN } from '../testing/money';
import { requestHash } from './idempotency';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

async function memberWith(baht: number): Promise<TestMember> {
  const member = await createTestMember(app, database.db, { credit: BigInt(baht * 100) });
  await addMemberBankAccount(database.db, member.id);
  return member;
}

const post = (url: string, who: TestMember, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: who.bearer, ...(key !== undefined && { 'idempotency-key': key }) },
    payload,
  });

const withdraw = (member: TestMember, amount: number, key?: string) =>
  post('/lto-public-api/withdraw', member, { amount, pin: TEST_PIN }, key);

const withdrawalCount = async (member: TestMember) =>
  (await database.db.selectFrom('withdrawals').select('id').where('member_id', '=', member.id).execute()).length;

const sameAnswer = (a: LightMyRequestResponse, b: LightMyRequestResponse) => {
  expect(b.statusCode).toBe(a.statusCode);
  expect(b.json()).toEqual(a.json());
};

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and holds the money once', async () => {
    const member = await memberWith(1000);

    const first = await withdraw(member, 100, 'withdraw-1');
    const retry = await withdraw(member, 100, 'withdraw-1');

    expect(first.statusCode).toBe(200);
    sameAnswer(first, retry);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(await withdrawalCount(member)).toBe(1);
    expect(await memberCredit(database.db, member.id)).toBe(90_000n);
  });

  it('gives every concurrent request with one key the same answer, and moves the money once', async () => {
    const member = await memberWith(1000);

    const responses = await Promise.all(Array.from({ length: 5 }, () => withdraw(member, 100, 'same-click')));

    for (const response of responses) sameAnswer(responses[0]!, response);
    expect(responses[0]!.statusCode).toBe(200);
    expect(await withdrawalCount(member)).toBe(1);
    expect(await memberCredit(database.db, member.id)).toBe(90_000n);
  });

  it('gives the stored answer to a concurrent retry even when it spent the whole credit', async () => {
    const member = await memberWith(100);

    const responses = await Promise.all([withdraw(member, 100, 'all-of-it'), withdraw(member, 100, 'all-of-it')]);

    sameAnswer(responses[0], responses[1]);
    expect(responses[0].statusCode).toBe(200);
    expect(await memberCredit(database.db, member.id)).toBe(0n);
  });

  it('refuses the same key with another body', async () => {
    const member = await memberWith(1000);
    expect((await withdraw(member, 100, 'reused')).statusCode).toBe(200);

    const response = await withdraw(member, 200, 'reused');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'Idempotency-Key นี้ถูกใช้กับรายการอื่นแล้ว' });
    expect(await memberCredit(database.db, member.id)).toBe(90_000n);
  });

  it('keeps keys per member', async () => {
    const [one, two] = [await memberWith(1000), await memberWith(1000)];

    const responses = [await withdraw(one, 100, 'k'), await withdraw(two, 100, 'k')];

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses[1]!.json().payload._id).not.toBe(responses[0]!.json().payload._id);
  });

  it('does not store a failure: the retry runs again', async () => {
    const member = await memberWith(1000);
    const refused = await withdraw(member, 10, 'too-small');
    expect(refused.statusCode).toBe(400);

    expect((await withdraw(member, 100, 'too-small')).statusCode).toBe(200);
  });

  it('moves as usual without a key', async () => {
    const member = await memberWith(1000);
    await withdraw(member, 100);
    await withdraw(member, 100);
    expect(await withdrawalCount(member)).toBe(2);
  });

  it('refuses a key longer than 255 characters', async () => {
    const member = await memberWith(1000);
    const response = await withdraw(member, 100, 'k'.repeat(256));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Idempotency-Key ไม่ถูกต้อง');
    expect(await withdrawalCount(member)).toBe(0);
  });

  it('answers a deposit retry with the first answer rather than "slip used"', async () => {
    const member = await memberWith(0);
    const body = { amount: 300, bank_id: 4, time: '08:00', file_url: await uploadSlip(app, member) };

    const first = await post('/lto-public-api/deposit', member, body, 'deposit-1');
    const retry = await post('/lto-public-api/deposit', member, body, 'deposit-1');

    expect(first.statusCode).toBe(200);
    sameAnswer(first, retry);
  });

  it('answers a staff retry of an approval with the first answer and credits once', async () => {
    const member = await memberWith(0);
    const body = { amount: 300, bank_id: 4, time: '08:00', file_url: await uploadSlip(app, member) };
    const id = Number((await post('/lto-public-api/deposit', member, body)).json().payload._id.replace('deposit-', ''));

    const approvals = await Promise.all([
      post(`/admin-api/deposits/${id}/approve`, staff, {}, `approve-${id}`),
      post(`/admin-api/deposits/${id}/approve`, staff, {}, `approve-${id}`),
    ]);
    const retry = await post(`/admin-api/deposits/${id}/approve`, staff, {}, `approve-${id}`);

    expect(approvals[0].statusCode).toBe(200);
    sameAnswer(approvals[0], approvals[1]);
    sameAnswer(approvals[0], retry);
    expect(await memberCredit(database.db, member.id)).toBe(30_000n);
    // Without the key, a second approval is a conflict, not a replay.
    expect((await post(`/admin-api/deposits/${id}/approve`, staff, {})).statusCode).toBe(409);
  });

  it('refuses one staff key reused for another request', async () => {
    const member = await memberWith(1000);
    const held = await withdraw(member, 100);
    const id = Number(held.json().payload._id.replace('withdraw-', ''));
    expect((await post(`/admin-api/withdrawals/${id}/reject`, staff, { reason: 'ทดสอบ' }, 'decision')).statusCode).toBe(200);

    const other = await post(`/admin-api/withdrawals/${id}/approve`, staff, {}, 'decision');

    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Idempotency-Key นี้ถูกใช้กับรายการอื่นแล้ว');
    expect(await memberCredit(database.db, member.id)).toBe(100_000n);
  });
});

describe('requestHash', () => {
  it('ignores the order of body keys', () => {
    expect(requestHash('POST', '/a', { x: 1, y: { b: 2, a: [1, { d: 1, c: 2 }] } })).toBe(
      requestHash('POST', '/a', { y: { a: [1, { c: 2, d: 1 }], b: 2 }, x: 1 }),
    );
  });

  it('tells apart the method, the url and the body', () => {
    const hash = requestHash('POST', '/a', { x: 1 });
    expect(requestHash('PUT', '/a', { x: 1 })).not.toBe(hash);
    expect(requestHash('POST', '/b', { x: 1 })).not.toBe(hash);
    expect(requestHash('POST', '/a', { x: 2 })).not.toBe(hash);
    expect(requestHash('POST', '/a', { x: '1' })).not.toBe(hash);
  });
});
