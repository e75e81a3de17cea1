import { bangkokDayOf, REPORT_GROUPINGS, type Report } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount, uploadSlip, TEST_PIN } from '../../testing/money';
import { setUpTestApp } from '../../testing/testApp';
import { reportCsv } from './routes';

/**
 * Reports (docs/money.md#reports) after a day of mixed traffic: deposits and withdrawals approved (and one
 * rejected), bets, a cancel, a settlement with prizes and its correction. Every total, in every
 * grouping, equals what the house and bank accounts of the ledger say, summed on their own.
 */
let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

let staff: TestMember;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
  alice = await createTestMember(app, database.db, { credit: 100_000n });
  bob = await createTestMember(app, database.db, { credit: 100_000n });
  for (const member of [alice, bob]) await addMemberBankAccount(database.db, member.id);
});

const as = (who: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: who.bearer }, ...(payload && { payload }) });

/** What the ledger's own accounts moved in the interval, in satang: the house's side of play, the bank's of money. */
async function ledgerSums(from: Date, to: Date) {
  const { rows } = await sql<{ account: string; kind: string; amount: string }>`
    select account.kind as account, transfer.kind, sum(entry.amount)::text as amount
    from ledger_transfers transfer join ledger_entries entry on entry.transfer_id = transfer.id
    join ledger_accounts account on account.id = entry.account_id
    where account.kind in ('house', 'bank') and transfer.created_at >= ${from} and transfer.created_at < ${to}
    group by account.kind, transfer.kind`.execute(database.db);
  const sum = (account: string, kinds: string[]) =>
    rows.filter((row) => row.account === account && kinds.includes(row.kind)).reduce((total, row) => total + BigInt(row.amount), 0n);
  const baht = (satang: bigint) => Number(satang) / 100;
  return {
    stakes: baht(sum('house', ['bet'])),
    cancelled: baht(-sum('house', ['bet_refund'])),
    prizes: baht(-sum('house', ['prize', 'prize_reversal', 'prize_reversal_debt'])),
    net: baht(sum('house', ['bet', 'bet_refund', 'prize', 'prize_reversal', 'prize_reversal_debt'])),
    deposits: baht(-sum('bank', ['deposit'])),
    withdrawals: baht(sum('bank', ['withdraw_payout'])),
  };
}

test('a day of mixed traffic: every figure of every grouping equals the ledger, and the CSV says the same in Thai', async () => {
  const day = bangkokDayOf(new Date());

  const deposit = async (who: TestMember, amount: number) => {
    const answer = await as(who, 'POST', '/lto-public-api/deposit', {
      amount,
      bank_id: 4,
      time: '09:30',
      file_url: await uploadSlip(app, who),
    });
    return Number((answer.json().payload._id as string).replace('deposit-', ''));
  };
  expect((await as(staff, 'POST', `/admin-api/deposits/${await deposit(alice, 500)}/approve`)).statusCode).toBe(200);
  expect((await as(staff, 'POST', `/admin-api/deposits/${await deposit(bob, 300)}/reject`, { reason: 'สลิปไม่ชัด' })).statusCode).toBe(200);
  const withdrawal = await as(alice, 'POST', '/lto-public-api/withdraw', { amount: 100, pin: TEST_PIN });
  const withdrawalId = (withdrawal.json().payload._id as string).replace('withdraw-', '');
  expect((await as(staff, 'POST', `/admin-api/withdrawals/${withdrawalId}/approve`)).statusCode).toBe(200);

  const roundId = await createTestRound(database.db, { code: 'hanoi' });
  const place = async (who: TestMember, type: string, number: string, amount: number) => {
    const placed = await as(who, 'POST', '/lto-public-api/lotto/place_bet', {
      round_id: String(roundId),
      place_bet: [{ type, number, amount, rate: 90, round_id: String(roundId) }],
    });
    expect(placed.statusCode).toBe(200);
    return placed.json().payload.slip_id as string;
  };
  await place(alice, 'top_two', '23', 10);
  await place(bob, 'bottom_two', '45', 20);
  const cancelled = await place(alice, 'top_two', '99', 40);
  expect((await as(alice, 'POST', '/lto-public-api/lotto/cancel_order', { slip_id: cancelled })).statusCode).toBe(200);

  await database.db
    .updateTable('rounds')
    .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', roundId)
    .execute();
  const result = (top: string) =>
    as(staff, 'POST', `/admin-api/rounds/${roundId}/result`, { '3top': `1${top}`, '2top': top, '2bottom': '45' });
  expect((await result('23')).statusCode).toBe(200);
  // The correction takes Alice's 900 back; Bob's 1,800 is taken back and paid again.
  expect((await result('24')).json().payload).toMatchObject({ corrected: true, prize: 1800 });

  const ledger = await ledgerSums(day.from, day.to);
  expect(ledger).toEqual({ stakes: 70, cancelled: 40, prizes: 1800, net: -1770, deposits: 500, withdrawals: 100 });

  const report = async (by: string) => {
    const answer = await as(staff, 'GET', `/admin-api/reports?from=${day.date}&to=${day.date}&by=${by}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().payload as Report;
  };
  for (const by of REPORT_GROUPINGS) expect((await report(by)).totals).toEqual(ledger);

  expect((await report('day')).rows).toEqual([{ key: day.date, label: day.date, ...ledger }]);
  const byMember = await report('member');
  expect(byMember.rows).toEqual(
    expect.arrayContaining([
      { key: String(alice.id), label: alice.username, stakes: 50, cancelled: 40, prizes: 0, net: 10, deposits: 500, withdrawals: 100 },
      { key: String(bob.id), label: bob.username, stakes: 20, cancelled: 0, prizes: 1800, net: -1780, deposits: 0, withdrawals: 0 },
    ]),
  );
  const { deposits: _deposits, withdrawals: _withdrawals, ...play } = ledger;
  expect((await report('lottery')).rows).toEqual([{ key: 'hanoi', label: 'หวยฮานอย', ...play, deposits: null, withdrawals: null }]);
  expect((await report('round')).rows).toEqual([
    {
      key: String(roundId),
      label: expect.stringMatching(new RegExp(`^หวยฮานอย \\d{4}-\\d{2}-\\d{2} #${roundId}$`)),
      ...play,
      deposits: null,
      withdrawals: null,
    },
  ]);

  const csv = await as(staff, 'GET', `/admin-api/reports?from=${day.date}&to=${day.date}&by=day&format=csv`);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toBe(`attachment; filename="report-day-${day.date}-${day.date}.csv"`);
  expect(csv.body).toBe(
    '\uFEFFวัน,ยอดแทงทั้งหมด (รวมที่ยกเลิก),ยอดยกเลิก,ยอดจ่ายรางวัล,กำไรสุทธิ,ยอดฝากที่อนุมัติ,ยอดถอนที่อนุมัติ\n' +
      `${day.date},70.00,40.00,1800.00,-1770.00,500.00,100.00\n` +
      'รวม,70.00,40.00,1800.00,-1770.00,500.00,100.00\n',
  );
});

test('a range that ends before it starts, or is longer than a year, is refused in Thai', async () => {
  const backwards = await as(staff, 'GET', '/admin-api/reports?from=2026-11-20&to=2026-11-19&by=day');
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json().message).toBe('ช่วงวันที่ไม่ถูกต้อง: วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มและห่างกันไม่เกิน 366 วัน');
  expect((await as(staff, 'GET', '/admin-api/reports?from=2025-01-01&to=2026-01-02&by=day')).statusCode).toBe(400);
  const member = await createTestMember(app, database.db);
  expect((await as(member, 'GET', '/admin-api/reports?from=2026-11-20&to=2026-11-20')).statusCode).toBe(403);
});

test('CSV: a label that a spreadsheet would take for a formula is written as text; figures, negative ones too, stay numbers', () => {
  const figures = { stakes: 10, cancelled: 0, prizes: 22.5, net: -12.5, deposits: -0.5, withdrawals: 0 };
  const labels = ['=HYPERLINK("http://x","y")', '+66812345678', '-1+2', '@SUM(A1)', '\tindent', '\rreturn', 'หวยฮานอย', '0812345678'];
  const csv = reportCsv({
    from: '2026-11-20',
    to: '2026-11-20',
    by: 'member',
    rows: labels.map((label, index) => ({ key: String(index + 1), label, ...figures })),
    totals: { ...figures, net: -100 },
  });
  expect(csv.split('\n').slice(1, -1)).toEqual([
    `"'=HYPERLINK(""http://x"",""y"")",10.00,0.00,22.50,-12.50,-0.50,0.00`,
    "'+66812345678,10.00,0.00,22.50,-12.50,-0.50,0.00",
    "'-1+2,10.00,0.00,22.50,-12.50,-0.50,0.00",
    "'@SUM(A1),10.00,0.00,22.50,-12.50,-0.50,0.00",
    "'\tindent,10.00,0.00,22.50,-12.50,-0.50,0.00",
    `"'\rreturn",10.00,0.00,22.50,-12.50,-0.50,0.00`,
    'หวยฮานอย,10.00,0.00,22.50,-12.50,-0.50,0.00',
    '0812345678,10.00,0.00,22.50,-12.50,-0.50,0.00',
    'รวม,10.00,0.00,22.50,-100.00,-0.50,0.00',
  ]);
});
