import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount, uploadSlip, TEST_PIN } from '../../testing/money';
import { setUpTestApp } from '../../testing/testApp';
import { bangkokDayOf } from '@lotto/shared';

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

let staff: TestMember;
let member: TestMember;
beforeAll(async () => {
  await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
  member = await createTestMember(app, database.db, { credit: 100_000n });
  await addMemberBankAccount(database.db, member.id);
});

const as = (who: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: who.bearer }, ...(payload && { payload }) });

const dashboard = async () => (await as(staff, 'GET', '/admin-api/dashboard')).json().payload as Record<string, number | string>;

test('the Bangkok day runs from 17:00 UTC to 17:00 UTC', () => {
  expect(bangkokDayOf(new Date('2026-11-23T16:59:59Z'))).toEqual({
    date: '2026-11-23',
    from: new Date('2026-11-22T17:00:00Z'),
    to: new Date('2026-11-23T17:00:00Z'),
  });
  expect(bangkokDayOf(new Date('2026-11-23T17:00:00Z')).date).toBe('2026-11-24');
});

test("today's approved money, stakes, prizes and house result, and the pending queues", async () => {
  const start = await dashboard();
  expect(start.date).toBe(bangkokDayOf(new Date()).date);

  const deposit = await as(member, 'POST', '/lto-public-api/deposit', {
    amount: 500,
    bank_id: 4,
    time: '09:30',
    file_url: await uploadSlip(app, member),
  });
  const depositId = Number((deposit.json().payload._id as string).replace('deposit-', ''));
  const withdrawal = await as(member, 'POST', '/lto-public-api/withdraw', { amount: 100, pin: TEST_PIN });
  const withdrawalId = Number((withdrawal.json().payload._id as string).replace('withdraw-', ''));
  expect(await dashboard()).toMatchObject({
    pending_deposits: Number(start.pending_deposits) + 1,
    pending_withdrawals: Number(start.pending_withdrawals) + 1,
  });

  expect((await as(staff, 'POST', `/admin-api/deposits/${depositId}/approve`)).statusCode).toBe(200);
  expect((await as(staff, 'POST', `/admin-api/withdrawals/${withdrawalId}/approve`)).statusCode).toBe(200);

  const roundId = await createTestRound(database.db, { code: 'hanoi' });
  const rates = (await as(member, 'POST', '/lto-public-api/lotto/pay_rate', { name: 'hanoi' })).json().payload as {
    type: string;
    rate: number;
  }[];
  const topTwo = rates.find((rate) => rate.type === 'top_two')!.rate;
  const place = (number: string, amount: number) =>
    as(member, 'POST', '/lto-public-api/lotto/place_bet', {
      round_id: String(roundId),
      place_bet: [{ type: 'top_two', number, amount, rate: topTwo, round_id: String(roundId) }],
    });
  expect((await place('23', 10)).statusCode).toBe(200);
  const cancelled = await place('99', 40);
  const cancelledSlip = cancelled.json().payload.slip_id as string;
  expect((await as(member, 'POST', '/lto-public-api/lotto/cancel_order', { slip_id: cancelledSlip })).statusCode).toBe(200);

  await database.db
    .updateTable('rounds')
    .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', roundId)
    .execute();
  expect(
    (await as(staff, 'POST', `/admin-api/rounds/${roundId}/result`, { '3top': '123', '2top': '23', '2bottom': '45' })).statusCode,
  ).toBe(200);

  const prize = 10 * topTwo;
  const end = await dashboard();
  expect(end).toEqual({
    date: start.date,
    deposits: Number(start.deposits) + 500,
    withdrawals: Number(start.withdrawals) + 100,
    stakes: Number(start.stakes) + 10,
    prizes: Number(start.prizes) + prize,
    house_result: Number(start.house_result) + 10 - prize,
    pending_deposits: start.pending_deposits,
    pending_withdrawals: start.pending_withdrawals,
  });
});
