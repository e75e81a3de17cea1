import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { alertRoundsNearBudget } from '../lotto/liability/alerts';
import { ingestStatementLines } from '../money/statement/ingest';
import { createTestRound } from '../testing/lotto';
import { createTestMember, type TestMember } from '../testing/members';
import { createSiteBankAccount, uploadSlip } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';
import { syncStaffAlertChannels } from './outbox';

let database: Database;
let app: FastifyInstance;
let admin: TestMember;
let accountId: number;

setUpTestApp((started) => ({ app, database } = started));

beforeAll(async () => {
  accountId = await createSiteBankAccount(database.db, { bankId: 4 });
  admin = await createTestMember(app, database.db, { role: 'admin' });
  await syncStaffAlertChannels(database.db, [
    { channel: 'line', destination: 'Cstaff' },
    { channel: 'telegram', destination: '-1001' },
  ]);
});

beforeEach(async () => {
  await database.db.deleteFrom('outbox').execute();
});

/** The alerts queued, one text per alert (each goes to both staff channels). */
async function alerts(): Promise<string[]> {
  const rows = await database.db.selectFrom('outbox').select(['channel', 'destination', 'text']).orderBy('id').execute();
  const line = rows.filter((row) => row.channel === 'line').map((row) => row.text);
  expect(rows.filter((row) => row.channel === 'telegram').map((row) => row.text)).toEqual(line);
  expect(new Set(rows.map((row) => row.destination))).toEqual(new Set(rows.length ? ['Cstaff', '-1001'] : []));
  return line;
}

describe('staff alerts', () => {
  it('a deposit to check', async () => {
    const member = await createTestMember(app, database.db);
    const reply = await app.inject({
      method: 'POST',
      url: '/lto-public-api/deposit',
      headers: { authorization: member.bearer },
      payload: { amount: 300, bank_id: 4, time: '09:30', file_url: await uploadSlip(app, member) },
    });
    expect(reply.statusCode).toBe(200);

    expect(await alerts()).toEqual([`มีรายการฝาก 300.00 บาท ของ ${member.username} รอตรวจสอบ`]);
  });

  it('a statement line nothing matches, once however often the bank sends it', async () => {
    const line = { bank_ref: 'BNK-UNMATCHED-1', amount: 777.77, direction: 'in' as const, at: new Date().toISOString() };
    await ingestStatementLines(database.db, { accountId, lines: [line], source: 'feed' });
    await ingestStatementLines(database.db, { accountId, lines: [line], source: 'feed' });

    expect(await alerts()).toEqual(['รายการเข้าบัญชี 777.77 บาท เลขอ้างอิง BNK-UNMATCHED-1 ยังจับคู่กับรายการฝากไม่ได้ รอพนักงานจับคู่']);
  });

  it('a round whose worst outcome reaches 80 % of its budget, once a round', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    await app.inject({
      method: 'PUT',
      url: `/admin-api/rounds/${roundId}/risk`,
      headers: { authorization: admin.bearer },
      payload: { budget: 1000 },
    });
    const member = await createTestMember(app, database.db, { credit: 1_000_00n });
    const bet = (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/lto-public-api/lotto/place_bet',
        headers: { authorization: member.bearer },
        payload: { round_id: String(roundId), place_bet: [{ round_id: String(roundId), type: 'top_two', number: '12', amount, rate: 90 }] },
      });
    // 5 baht at 90: 450 paid on 12 against 5 staked, a loss of 445: 44 % of 1,000.
    expect((await bet(5)).statusCode).toBe(200);
    await alertRoundsNearBudget(database.db);
    expect(await alerts()).toEqual([]);

    // 5 more: a loss of 890, 89 %.
    expect((await bet(5)).statusCode).toBe(200);
    await alertRoundsNearBudget(database.db);
    await alertRoundsNearBudget(database.db);
    const { round_date, slot } = await database.db
      .selectFrom('rounds')
      .select(['round_date', 'slot'])
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(await alerts()).toEqual([`หวยฮานอย งวด ${round_date} รอบ ${slot}: ยอดเสียสูงสุดถึง 89% ของงบความเสี่ยง`]);
  });
});
