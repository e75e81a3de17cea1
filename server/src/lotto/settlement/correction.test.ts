import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { createTestRound, linesSeenBy } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount, uploadSlip, TEST_PIN } from '../../testing/money';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

const post = (url: string, who: TestMember, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: who.bearer }, ...(payload && { payload }) });

async function placeBet(who: TestMember, roundId: number, number: string): Promise<number> {
  const response = await post('/lto-public-api/lotto/place_bet', who, {
    round_id: String(roundId),
    place_bet: [{ round_id: String(roundId), type: 'top_two', number, amount: 10, rate: 90 }],
  });
  if (response.statusCode !== 200) throw new Error(`bet refused: ${response.body}`);
  return Number(response.json().payload.slip_id);
}

const closeRound = (roundId: number) =>
  database.db
    .updateTable('rounds')
    .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', roundId)
    .execute();

const balances = (memberId: number) =>
  database.db.selectFrom('members').select(['credit', 'debt']).where('id', '=', memberId).executeTakeFirstOrThrow();

/** The member's one line of the round as the slip's page shows it. */
const lineSeenBy = async (who: TestMember, roundId: number) => {
  const [line] = await linesSeenBy(app, who, roundId);
  return { status: line?.status, prize: line?.prize, num_prize: line?.num_prize };
};

/** Each transfer under a reference: its kind and the amount it moved. */
const moved = (references: string[]) =>
  database.db
    .selectFrom('ledger_transfers')
    .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
    .select(['ledger_transfers.kind', 'ledger_transfers.reference', 'ledger_entries.amount'])
    .where('ledger_transfers.reference', 'in', references)
    .where('ledger_entries.amount', '>', 0n)
    .orderBy('ledger_transfers.id')
    .execute();

const auditOf = (roundId: number) =>
  database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'before', 'after'])
    .where('target_type', '=', 'round')
    .where('target_id', '=', String(roundId))
    .orderBy('id')
    .execute();

/** A closed Hanoi round where `first` has 10 baht on 12 and `second` on 34 (2 ตัวบน), each with 100 baht before. */
async function closedRoundOfTwo() {
  const roundId = await createTestRound(database.db, { code: 'hanoi' });
  const first = await createTestMember(app, database.db, { credit: 100_00n });
  const second = await createTestMember(app, database.db, { credit: 100_00n });
  await placeBet(first, roundId, '12');
  await placeBet(second, roundId, '34');
  await closeRound(roundId);
  return { roundId, first, second };
}

const FIRST = { '3top': '312', '2top': '12', '2bottom': '00' };
const CORRECTED = { '3top': '334', '2top': '34', '2bottom': '00' };

describe('result correction', () => {
  it('moves the prize to the new winner; a spent payout leaves a debt that the next deposit repays first', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const first = await createTestMember(app, database.db, { credit: 100_00n });
    const second = await createTestMember(app, database.db, { credit: 100_00n });
    await addMemberBankAccount(database.db, first.id);
    const firstSlip = await placeBet(first, roundId, '12');
    const secondSlip = await placeBet(second, roundId, '34');
    await closeRound(roundId);

    const recorded = await post(`/admin-api/rounds/${roundId}/result`, staff, FIRST);
    expect(recorded.json()).toEqual({
      status: 'success',
      message: 'บันทึกผลรางวัลสำเร็จ',
      payload: {
        round_id: roundId,
        settlement_version: 1,
        lines: 2,
        winning_lines: 1,
        winners: 1,
        prize: 900,
        corrected: false,
        reversed_prize: 0,
        debts: 0,
      },
    });
    // The winner withdraws most of the prize before the result is found wrong.
    expect((await post('/lto-public-api/withdraw', first, { amount: 950, pin: TEST_PIN })).statusCode).toBe(200);
    expect(await balances(first.id)).toEqual({ credit: 40_00n, debt: 0n });

    const corrected = await post(`/admin-api/rounds/${roundId}/result`, staff, CORRECTED);

    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toEqual({
      status: 'success',
      message: 'แก้ไขผลรางวัลสำเร็จ',
      payload: {
        round_id: roundId,
        settlement_version: 2,
        lines: 2,
        winning_lines: 1,
        winners: 1,
        prize: 900,
        corrected: true,
        reversed_prize: 900,
        debts: 1,
      },
    });
    expect(await balances(first.id)).toEqual({ credit: 0n, debt: 860_00n });
    expect(await balances(second.id)).toEqual({ credit: 990_00n, debt: 0n });
    expect(await lineSeenBy(first, roundId)).toEqual({ status: 'no_prize', prize: 0, num_prize: '34' });
    expect(await lineSeenBy(second, roundId)).toEqual({ status: 'prize', prize: 900, num_prize: '34' });
    const [v1, v2] = [`round:${roundId}:v1:member:${first.id}`, `round:${roundId}:v2:member:${second.id}`];
    expect(await moved([v1, v2])).toEqual([
      { kind: 'prize', reference: v1, amount: 900_00n },
      { kind: 'prize_reversal', reference: v1, amount: 40_00n },
      { kind: 'prize_reversal_debt', reference: v1, amount: 860_00n },
      { kind: 'prize', reference: v2, amount: 900_00n },
    ]);
    const log = await database.db
      .selectFrom('round_result_log')
      .select(['action', 'result', 'actor_id'])
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'recorded', result: FIRST, actor_id: staff.id },
      { action: 'corrected', result: CORRECTED, actor_id: staff.id },
    ]);
    expect(await auditOf(roundId)).toEqual([
      {
        actor_id: staff.id,
        action: 'round.result',
        before: { result: null, settlement_version: 0 },
        after: { result: FIRST, settlement_version: 1, winners: 1, prize: 900 },
      },
      {
        actor_id: staff.id,
        action: 'round.correct',
        before: { result: FIRST, settlement_version: 1, winners: 1, prize: 900 },
        after: {
          result: CORRECTED,
          settlement_version: 2,
          winners: 1,
          prize: 900,
          reversed_prize: 900,
          taken_from_credit: 40,
          owed: [{ member_id: first.id, amount: 860 }],
        },
      },
    ]);

    // The member's slip shows the final state.
    const history = await post('/lto-public-api/lotto/history_detail', first, { round_id: roundId });
    expect(history.json().payload).toEqual([
      { type: 'top_two', place_bet: [expect.objectContaining({ number: '12', num_prize: '34', prize: 0, status: 'no_prize' })] },
    ]);
    // The history reads the outcome kept on each slip: the correction wrote it again.
    const historyOf = async (who: TestMember, status: string) =>
      (await post('/lto-public-api/lotto/history', who, { name: '', status, page: 1, limit: 25 })).json().payload;
    expect((await historyOf(first, '')).result).toEqual([
      expect.objectContaining({ slip_id: String(firstSlip), status: 'no_prize', prize: 0 }),
    ]);
    expect((await historyOf(second, '')).result).toEqual([
      expect.objectContaining({ slip_id: String(secondSlip), status: 'prize', prize: 900 }),
    ]);
    expect((await historyOf(first, 'prize')).total).toBe(0);
    expect((await historyOf(second, 'prize')).total).toBe(1);

    // The next deposit repays the debt first; only the rest is credit.
    const file_url = await uploadSlip(app, first);
    const deposit = await post('/lto-public-api/deposit', first, { amount: 1_000, bank_id: 4, time: '10:30', file_url });
    const depositId = Number(deposit.json().payload._id.replace('deposit-', ''));
    expect((await post(`/admin-api/deposits/${depositId}/approve`, staff)).statusCode).toBe(200);
    expect(await balances(first.id)).toEqual({ credit: 140_00n, debt: 0n });
    expect(await moved([`deposit:${depositId}`, `deposit:deposit:${depositId}`])).toEqual([
      { kind: 'deposit', reference: `deposit:${depositId}`, amount: 1_000_00n },
      { kind: 'debt_repayment', reference: `deposit:deposit:${depositId}`, amount: 860_00n },
    ]);
  });

  it('refuses the same result again (409) and moves nothing', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const member = await createTestMember(app, database.db, { credit: 100_00n });
    await placeBet(member, roundId, '12');
    await closeRound(roundId);
    expect((await post(`/admin-api/rounds/${roundId}/result`, staff, FIRST)).statusCode).toBe(200);
    const before = await balances(member.id);

    // The same digits in another key order are the same result.
    const again = await post(`/admin-api/rounds/${roundId}/result`, staff, { '2bottom': '00', '2top': '12', '3top': '312' });

    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'ผลรางวัลนี้ตรงกับผลที่บันทึกไว้แล้ว' });
    expect(await balances(member.id)).toEqual(before);
    const round = await database.db.selectFrom('rounds').select('settlement_version').where('id', '=', roundId).executeTakeFirstOrThrow();
    expect(round.settlement_version).toBe(1);
    expect((await auditOf(roundId)).map((row) => row.action)).toEqual(['round.result']);
  });

  it('corrects twice: back to the first result, each settlement paid once under its own version', async () => {
    const { roundId, first, second } = await closedRoundOfTwo();

    await post(`/admin-api/rounds/${roundId}/result`, staff, FIRST);
    await post(`/admin-api/rounds/${roundId}/result`, staff, CORRECTED);
    const back = await post(`/admin-api/rounds/${roundId}/result`, staff, FIRST);

    expect(back.json().payload).toMatchObject({ settlement_version: 3, corrected: true, reversed_prize: 900, debts: 0 });
    expect(await balances(first.id)).toEqual({ credit: 990_00n, debt: 0n });
    expect(await balances(second.id)).toEqual({ credit: 90_00n, debt: 0n });
    const prizes = await database.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'reference'])
      .where('reference', 'like', `round:${roundId}:%`)
      .orderBy('id')
      .execute();
    expect(prizes).toEqual([
      { kind: 'prize', reference: `round:${roundId}:v1:member:${first.id}` },
      { kind: 'prize_reversal', reference: `round:${roundId}:v1:member:${first.id}` },
      { kind: 'prize', reference: `round:${roundId}:v2:member:${second.id}` },
      { kind: 'prize_reversal', reference: `round:${roundId}:v2:member:${second.id}` },
      { kind: 'prize', reference: `round:${roundId}:v3:member:${first.id}` },
    ]);
  });

  it('corrects a round settled before settlement wrote only winners: its lost lines were marked no_prize', async () => {
    const { roundId, first, second } = await closedRoundOfTwo();
    await post(`/admin-api/rounds/${roundId}/result`, staff, FIRST);
    // As settlements before migration 031 left them.
    await database.db
      .updateTable('bet_lines')
      .set({ status: 'no_prize' })
      .where('round_id', '=', roundId)
      .where('status', '=', 'running')
      .execute();
    expect(await lineSeenBy(second, roundId)).toEqual({ status: 'no_prize', prize: 0, num_prize: '12' });

    const corrected = await post(`/admin-api/rounds/${roundId}/result`, staff, CORRECTED);

    expect(corrected.json().payload).toMatchObject({ lines: 2, winning_lines: 1, winners: 1, prize: 900, reversed_prize: 900 });
    expect(await lineSeenBy(first, roundId)).toEqual({ status: 'no_prize', prize: 0, num_prize: '34' });
    expect(await lineSeenBy(second, roundId)).toEqual({ status: 'prize', prize: 900, num_prize: '34' });
    expect(await balances(second.id)).toEqual({ credit: 990_00n, debt: 0n });
  });

  it('corrects once when two staff send the same correction at once', async () => {
    const { roundId, first, second } = await closedRoundOfTwo();
    await post(`/admin-api/rounds/${roundId}/result`, staff, FIRST);
    const otherStaff = await createTestMember(app, database.db, { role: 'admin' });

    const responses = await Promise.all([
      post(`/admin-api/rounds/${roundId}/result`, staff, CORRECTED),
      post(`/admin-api/rounds/${roundId}/result`, otherStaff, CORRECTED),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await balances(first.id)).toEqual({ credit: 90_00n, debt: 0n });
    expect(await balances(second.id)).toEqual({ credit: 990_00n, debt: 0n });
    expect((await auditOf(roundId)).map((row) => row.action)).toEqual(['round.result', 'round.correct']);
  });
});

describe('yeekee rounds', () => {
  it('refuses staff a result or a time change: only the draw decides them', async () => {
    const open = await createTestRound(database.db, { code: 'yeekee' });
    const closed = await createTestRound(database.db, { code: 'yeekee' });
    await closeRound(closed);
    const before = await database.db
      .selectFrom('rounds')
      .select(['id', 'close_at', 'result'])
      .where('id', 'in', [open, closed])
      .orderBy('id')
      .execute();

    const result = await post(`/admin-api/rounds/${closed}/result`, staff, { '3top': '123', '2top': '23', '2bottom': '45' });
    const moved = await app.inject({
      method: 'PATCH',
      url: `/admin-api/rounds/${open}`,
      headers: { authorization: staff.bearer },
      payload: { close_at: new Date(Date.now() + 1_000).toISOString() },
    });

    for (const response of [result, moved]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'หวยยี่กีออกผลโดยระบบเท่านั้น' });
    }
    expect(
      await database.db.selectFrom('rounds').select(['id', 'close_at', 'result']).where('id', 'in', [open, closed]).orderBy('id').execute(),
    ).toEqual(before);
    expect([...(await auditOf(open)), ...(await auditOf(closed))]).toEqual([]);
  });
});
