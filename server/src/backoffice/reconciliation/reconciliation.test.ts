import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { StatementLineStatus } from '@lotto/shared';
import { insertWithdrawal } from '../../money/repository';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount } from '../../testing/money';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;
let member: TestMember;
let accountA: number;
let accountB: number;

setUpTestApp((started) => ({ app, database } = started));

/** 2026-03-01 in Bangkok is 2026-02-28T17:00Z to 2026-03-01T17:00Z. */
const DAY = '2026-03-01';
const FIRST_INSTANT = new Date('2026-02-28T17:00:00Z');
const LAST_INSTANT = new Date('2026-03-01T16:59:59Z');
const DAY_BEFORE = new Date('2026-02-28T16:59:59Z');
const DAY_AFTER = new Date('2026-03-01T17:00:00Z');
const NOON = new Date('2026-03-01T05:00:00Z');

let serial = 0;
async function line(
  accountId: number,
  {
    direction = 'in',
    baht,
    at,
    status = 'unmatched',
    depositId = null,
    withdrawalId = null,
  }: {
    direction?: 'in' | 'out';
    baht: number;
    at: Date;
    status?: StatementLineStatus;
    depositId?: number | null;
    withdrawalId?: number | null;
  },
): Promise<number> {
  serial += 1;
  const { id } = await database.db
    .insertInto('statement_lines')
    .values({
      site_bank_account_id: accountId,
      bank_ref: `REC-${serial}`,
      direction,
      amount: BigInt(baht * 100),
      at,
      ref1: null,
      sender_name: direction === 'in' ? 'นาย สมชาย ใจดี' : null,
      sender_bank: null,
      sender_account: null,
      source: 'csv',
      status,
      waiting_reason: status === 'unmatched' ? 'no_candidate' : null,
      deposit_id: depositId,
      withdrawal_id: withdrawalId,
      return_reason: status === 'returned' ? 'โอนผิดบัญชี' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A deposit into the account decided at `decidedAt` (success unless told). */
async function deposit(
  accountId: number,
  baht: number,
  decidedAt: Date,
  status: 'success' | 'reject' | 'pending' = 'success',
): Promise<number> {
  const { id } = await database.db
    .insertInto('deposits')
    .values({
      member_id: member.id,
      amount: BigInt(baht * 100),
      site_bank_account_id: accountId,
      transfer_time: '12:00',
      slip_id: null,
      status,
      decided_at: status === 'pending' ? null : decidedAt,
      decided_by: status === 'pending' ? null : staff.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An approved withdrawal, paid at `paidAt`. */
async function paidWithdrawal(baht: number, paidAt: Date): Promise<number> {
  const account = await database.db
    .selectFrom('member_bank_accounts')
    .select('id')
    .where('member_id', '=', member.id)
    .executeTakeFirstOrThrow();
  const id = await insertWithdrawal(database.db, { memberId: member.id, amount: BigInt(baht * 100), memberBankAccountId: account.id });
  await database.db
    .updateTable('withdrawals')
    .set({ status: 'success', decided_at: paidAt, decided_by: staff.id, paid_at: paidAt, bank_ref: `PAY-${id}` })
    .where('id', '=', id)
    .execute();
  return id;
}

const reconciliation = (accountId: number, query: string, who: TestMember = staff) =>
  app.inject({
    method: 'GET',
    url: `/admin-api/bank-accounts/${accountId}/reconciliation${query}`,
    headers: { authorization: who.bearer },
  });

let unmatchedIn: number;
let unmatchedOut: number;

beforeAll(async () => {
  staff = await createTestMember(app, database.db, { role: 'staff' });
  member = await createTestMember(app, database.db);
  await addMemberBankAccount(database.db, member.id);
  accountA = await createSiteBankAccount(database.db);
  accountB = await createSiteBankAccount(database.db);

  // Money in on A: a line credited to its deposit, one unmatched, one returned; a deposit approved without a line.
  const credited = await deposit(accountA, 1_000, NOON);
  await line(accountA, { baht: 1_000, at: FIRST_INSTANT, status: 'credited', depositId: credited });
  unmatchedIn = await line(accountA, { baht: 500.5, at: NOON });
  await line(accountA, { baht: 250, at: LAST_INSTANT, status: 'returned' });
  await deposit(accountA, 300, NOON);
  // Not of A's day: other days, another account, undecided or rejected deposits.
  await line(accountA, { baht: 99, at: DAY_BEFORE });
  await line(accountA, { baht: 98, at: DAY_AFTER });
  await line(accountB, { baht: 777, at: NOON });
  await deposit(accountA, 5_000, DAY_BEFORE);
  await deposit(accountB, 4_000, NOON);
  await deposit(accountA, 3_000, NOON, 'reject');
  await deposit(accountA, 2_000, NOON, 'pending');

  // Money out: a withdrawal paid with A's line, one paid without any line, one paid with B's line, one unmatched line of A.
  const paidWithLine = await paidWithdrawal(300, NOON);
  await line(accountA, { direction: 'out', baht: 300, at: NOON, status: 'paid', withdrawalId: paidWithLine });
  await paidWithdrawal(200, NOON);
  const paidFromB = await paidWithdrawal(400, NOON);
  await line(accountB, { direction: 'out', baht: 400, at: NOON, status: 'paid', withdrawalId: paidFromB });
  unmatchedOut = await line(accountA, { direction: 'out', baht: 150, at: LAST_INSTANT });
  await paidWithdrawal(600, DAY_AFTER);
});

describe('reconciliation', () => {
  it("sets one account's statement against the site's money for one Bangkok day", async () => {
    const response = await reconciliation(accountA, `?date=${DAY}`);

    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(payload.account_id).toBe(accountA);
    expect(payload.date).toBe(DAY);
    expect(payload.incoming).toEqual({
      statement: 1_750.5,
      statement_lines: 3,
      matched: 1_000,
      unmatched: 500.5,
      unmatched_lines: 1,
      site: 1_300,
      site_without_line: 300,
      site_without_line_count: 1,
    });
    expect(payload.outgoing).toEqual({
      statement: 450,
      statement_lines: 2,
      matched: 300,
      unmatched: 150,
      unmatched_lines: 1,
      site: 500,
      site_without_line: 200,
      site_without_line_count: 1,
    });
    expect(payload.unmatched.map((item: { id: number }) => item.id)).toEqual([unmatchedIn, unmatchedOut]);
    expect(payload.unmatched[0]).toEqual({
      id: unmatchedIn,
      account_id: accountA,
      bank_ref: expect.stringMatching(/^REC-/),
      direction: 'in',
      amount: 500.5,
      at: NOON.toISOString(),
      ref1: null,
      sender_name: 'นาย สมชาย ใจดี',
      sender_bank: null,
      sender_account: null,
      source: 'csv',
      status: 'unmatched',
      waiting_reason: 'no_candidate',
      deposit_id: null,
      withdrawal_id: null,
      return_reason: null,
      decided_by: null,
      created_at: expect.any(String),
      suggestions: [],
    });
  });

  it("counts a withdrawal paid without a line on every account's page, and one paid with a line on that line's account", async () => {
    const payload = (await reconciliation(accountB, `?date=${DAY}`)).json().payload;

    expect(payload.incoming).toMatchObject({ statement: 777, unmatched: 777, site: 4_000, site_without_line: 4_000 });
    expect(payload.outgoing).toEqual({
      statement: 400,
      statement_lines: 1,
      matched: 400,
      unmatched: 0,
      unmatched_lines: 0,
      site: 600,
      site_without_line: 200,
      site_without_line_count: 1,
    });
  });

  it('is all zeros on a day without money', async () => {
    const payload = (await reconciliation(accountA, '?date=2026-01-15')).json().payload;
    const zero = {
      statement: 0,
      statement_lines: 0,
      matched: 0,
      unmatched: 0,
      unmatched_lines: 0,
      site: 0,
      site_without_line: 0,
      site_without_line_count: 0,
    };
    expect(payload).toEqual({ account_id: accountA, date: '2026-01-15', incoming: zero, outgoing: zero, unmatched: [] });
  });

  it.each(['', '?date=2026-02-30', '?date=1-3-2026', '?date=1999-12-31'])('refuses the date in %s', async (query) => {
    const response = await reconciliation(accountA, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'วันที่ไม่ถูกต้อง (ปี-เดือน-วัน)' });
  });

  it('is 404 for an account that does not exist', async () => {
    const response = await reconciliation(999_999, `?date=${DAY}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบบัญชีรับเงินนี้' });
  });
});
