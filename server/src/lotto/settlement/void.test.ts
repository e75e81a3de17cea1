import { formatResultDate } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openPostgres, type Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { memberCredit } from '../../members/repository';
import { auditRowsOf } from '../../testing/audit';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';
import { findDueImports, openDueImports } from '../rounds/resultImport/repository';
import { voidOverdueRounds } from '../rounds/voidDeadlines';
import { settleImportedResult, settleRound } from './settlement';
import { voidRound } from './void';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

const MINUTE = 60_000;

/**
 * The test's database as a second server process sees it: on PostgreSQL a pool of its own on the
 * same database; PGlite serves one process, so there it is the same database.
 */
async function asSecondProcess(): Promise<Database> {
  if (database.engine !== 'postgres') return { ...database, close: async () => undefined };
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return openPostgres(url.toString(), (error) => {
    throw error;
  });
}

async function placeBet(who: TestMember, roundId: number, lines: { type: string; number: string; amount: number; rate: number }[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: who.bearer },
    payload: { round_id: String(roundId), place_bet: lines.map((line) => ({ round_id: String(roundId), ...line })) },
  });
  if (response.statusCode !== 200) throw new Error(`bet refused: ${response.body}`);
  return Number(response.json().payload.slip_id);
}

const topTwo = (number: string, amount: number) => ({ type: 'top_two', number, amount, rate: 90 });

/** Moves an open round's close and draw `drawnMinutesAgo` into the past, as time would. */
async function drawnAgo(roundId: number, drawnMinutesAgo: number, now = Date.now()): Promise<void> {
  const drawAt = new Date(now - drawnMinutesAgo * MINUTE);
  await database.db
    .updateTable('rounds')
    .set({ open_at: new Date(drawAt.getTime() - 60 * MINUTE), close_at: drawAt, draw_at: drawAt })
    .where('id', '=', roundId)
    .execute();
}

const roundRow = (roundId: number) =>
  database.db
    .selectFrom('rounds')
    .select(['voided_at', 'void_reason', 'voided_by', 'settled_at', 'result', 'round_date'])
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();

const slipStatuses = (roundId: number) =>
  database.db.selectFrom('bet_slips').select(['id', 'status']).where('round_id', '=', roundId).orderBy('id').execute();

const lineStatuses = async (roundId: number) =>
  (await database.db.selectFrom('bet_lines').select('status').where('round_id', '=', roundId).execute()).map((line) => line.status);

const refundsOf = (slipIds: readonly number[]) =>
  database.db
    .selectFrom('ledger_transfers')
    .select(['reference', 'amount', 'member_id'])
    .where('kind', '=', 'bet_refund')
    .where(
      'reference',
      'in',
      slipIds.map((id) => `slip:${id}`),
    )
    .orderBy('reference')
    .execute();

const refundNews = (memberId: number) =>
  database.db
    .selectFrom('inbox_items')
    .select(['event_key', 'title', 'body', 'link'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'slip_refunded')
    .execute();

const liabilityRows = async (roundId: number) => {
  const cells = await database.db.selectFrom('round_liability').select('cell').where('round_id', '=', roundId).execute();
  const stakes = await database.db.selectFrom('round_part_stakes').select('part').where('round_id', '=', roundId).execute();
  return cells.length + stakes.length;
};

describe('voidOverdueRounds', () => {
  it('voids a round past its deadline once, however often it runs and from two processes at once: exact refunds, slips ยกเลิก, each member told once', async () => {
    const [first, second] = [
      await createTestMember(app, database.db, { credit: 100_00n }),
      await createTestMember(app, database.db, { credit: 100_00n }),
    ];
    const overdue = await createTestRound(database.db, { code: 'hanoi' });
    const a1 = await placeBet(first, overdue, [topTwo('12', 10), topTwo('34', 2.25)]);
    const a2 = await placeBet(first, overdue, [topTwo('56', 3.25)]);
    const cancelled = await placeBet(first, overdue, [topTwo('78', 7)]);
    const b1 = await placeBet(second, overdue, [topTwo('12', 20)]);
    const cancel = await app.inject({
      method: 'POST',
      url: '/lto-public-api/lotto/cancel_order',
      headers: { authorization: first.bearer },
      payload: { slip_id: String(cancelled) },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await liabilityRows(overdue)).toBeGreaterThan(0);
    // hanoi's deadline is two hours after its draw.
    await drawnAgo(overdue, 121);
    const beforeDeadline = await createTestRound(database.db, { code: 'hanoi' });
    const waiting = await placeBet(second, beforeDeadline, [topTwo('90', 5)]);
    await drawnAgo(beforeDeadline, 119);
    const yeekee = await createTestRound(database.db, { code: 'yeekee' });
    await drawnAgo(yeekee, 600);
    const [firstBefore, secondBefore] = [await memberCredit(database.db, first.id), await memberCredit(database.db, second.id)];

    const now = new Date();
    const otherProcess = await asSecondProcess();
    try {
      await Promise.all([
        voidOverdueRounds(database.db, now),
        voidOverdueRounds(otherProcess.db, now),
        voidOverdueRounds(database.db, now),
      ]);
      await voidOverdueRounds(otherProcess.db, now);
    } finally {
      await otherProcess.close();
    }

    expect(await roundRow(overdue)).toMatchObject({
      voided_at: expect.any(Date),
      void_reason: 'ไม่มีผลรางวัลภายในเวลาที่กำหนด',
      voided_by: null,
      settled_at: null,
      result: null,
    });
    expect(await memberCredit(database.db, first.id)).toBe(firstBefore + 12_25n + 3_25n);
    expect(await memberCredit(database.db, second.id)).toBe(secondBefore + 20_00n);
    expect(await slipStatuses(overdue)).toEqual(
      [a1, a2, cancelled, b1].map((id) => ({ id, status: 'reject' })).sort((x, y) => x.id - y.id),
    );
    expect(await lineStatuses(overdue)).toEqual(['reject', 'reject', 'reject', 'reject', 'reject']);
    // One refund per slip: the cancelled slip keeps its cancel's refund alone.
    expect(await refundsOf([a1, a2, cancelled, b1])).toEqual(
      [
        { reference: `slip:${a1}`, amount: 12_25n, member_id: first.id },
        { reference: `slip:${a2}`, amount: 3_25n, member_id: first.id },
        { reference: `slip:${cancelled}`, amount: 7_00n, member_id: first.id },
        { reference: `slip:${b1}`, amount: 20_00n, member_id: second.id },
      ].sort((x, y) => x.reference.localeCompare(y.reference)),
    );
    const date = formatResultDate((await roundRow(overdue)).round_date);
    expect(await refundNews(first.id)).toEqual([
      {
        event_key: `round:${overdue}:void`,
        title: 'คืนเงินโพย',
        body: `หวยฮานอย งวด ${date}: คืนเงิน 2 โพย รวม 15.50 บาท เข้าเครดิตแล้ว`,
        link: '/lotto/transaction',
      },
    ]);
    expect(await refundNews(second.id)).toEqual([
      {
        event_key: `round:${overdue}:void`,
        title: 'คืนเงินโพย',
        body: `หวยฮานอย งวด ${date}: คืนเงิน 1 โพย รวม 20.00 บาท เข้าเครดิตแล้ว`,
        link: '/lotto/transaction',
      },
    ]);
    expect(await liabilityRows(overdue)).toBe(0);
    expect(await auditRowsOf(database.db, 'round', overdue)).toEqual([
      {
        actor_id: null,
        action: 'round.void_overdue',
        before: { voided: false },
        after: { voided: true, reason: 'ไม่มีผลรางวัลภายในเวลาที่กำหนด', slips: 3, members: 2, refunded: 35.5 },
      },
    ]);

    // A round before its deadline, and a yeekee round, are left alone.
    expect(await roundRow(beforeDeadline)).toMatchObject({ voided_at: null, void_reason: null });
    expect(await slipStatuses(beforeDeadline)).toEqual([{ id: waiting, status: 'running' }]);
    expect(await roundRow(yeekee)).toMatchObject({ voided_at: null });
  });

  it("follows the lottery's own deadline: a day for the government draw", async () => {
    const member = await createTestMember(app, database.db, { credit: 100_00n });
    const government = await createTestRound(database.db, { code: 'government' });
    await placeBet(member, government, [topTwo('11', 10)]);
    await drawnAgo(government, 23 * 60);
    const now = Date.now();

    await voidOverdueRounds(database.db, new Date(now));
    expect(await roundRow(government)).toMatchObject({ voided_at: null });

    await voidOverdueRounds(database.db, new Date(now + 61 * MINUTE));
    expect(await roundRow(government)).toMatchObject({ voided_at: expect.any(Date) });
    expect(await memberCredit(database.db, member.id)).toBe(100_00n);
  });

  it('leaves a settled round settled, and a voided round takes no result, neither settled nor imported', async () => {
    const member = await createTestMember(app, database.db, { credit: 100_00n });
    const settled = await createTestRound(database.db, { code: 'hanoi' });
    const voided = await createTestRound(database.db, { code: 'hanoi' });
    await placeBet(member, settled, [topTwo('12', 10)]);
    const slip = await placeBet(member, voided, [topTwo('12', 10)]);
    await drawnAgo(settled, 200);
    await drawnAgo(voided, 200);
    const result = { '3top': '112', '2top': '12', '2bottom': '44' };
    await settleRound(database.db, settled, result, { actorId: null, action: 'recorded' });
    await database.db
      .insertInto('result_sources')
      .values({ lottery_code: 'hanoi', position: 1, url: 'https://a.test/r', format: 'site' })
      .execute();

    await voidOverdueRounds(database.db, new Date());

    expect(await roundRow(settled)).toMatchObject({ voided_at: null, settled_at: expect.any(Date) });
    expect(await roundRow(voided)).toMatchObject({ voided_at: expect.any(Date) });
    expect(await slipStatuses(voided)).toEqual([{ id: slip, status: 'reject' }]);
    await expect(settleRound(database.db, voided, result, { actorId: null, action: 'recorded' })).rejects.toEqual(
      new DomainError('roundVoided'),
    );
    await expect(
      settleImportedResult(database.db, voided, null, { resultOf: async () => result, andThen: async () => undefined }),
    ).rejects.toEqual(new DomainError('roundVoided'));
    const now = new Date();
    await openDueImports(database.db, now, 24 * 60 * MINUTE);
    expect(await findDueImports(database.db, now, 24 * 60 * MINUTE)).not.toContain(voided);
    expect(await roundRow(voided)).toMatchObject({ result: null, settled_at: null });
    await database.db.deleteFrom('result_sources').where('lottery_code', '=', 'hanoi').execute();
  });
});

describe('voidRound', () => {
  it('refuses a settled round, a voided one and a yeekee round, and moves nothing', async () => {
    const staff = await createTestMember(app, database.db, { role: 'admin' });
    const settled = await createTestRound(database.db, { code: 'hanoi' });
    await drawnAgo(settled, 5);
    await settleRound(database.db, settled, { '3top': '112', '2top': '12', '2bottom': '44' }, { actorId: null, action: 'recorded' });
    const yeekee = await createTestRound(database.db, { code: 'yeekee' });
    const open = await createTestRound(database.db, { code: 'lao_star' });
    const voidIt = (roundId: number) =>
      database.db.transaction().execute((trx) => voidRound(trx, roundId, { reason: 'ตลาดปิด', actorId: staff.id }));

    await expect(voidIt(settled)).rejects.toEqual(new DomainError('roundSettled'));
    await expect(voidIt(yeekee)).rejects.toEqual(new DomainError('yeekeeDrawnOnly'));
    expect(await voidIt(open)).toEqual({ round_id: open, slips: 0, members: 0, refunded: 0n });
    await expect(voidIt(open)).rejects.toEqual(new DomainError('roundVoided'));
    await expect(voidIt(2_000_000_000)).rejects.toEqual(new DomainError('roundNotFound'));
    expect(await roundRow(settled)).toMatchObject({ voided_at: null });
    expect(await roundRow(open)).toMatchObject({ void_reason: 'ตลาดปิด', voided_by: staff.id });
  });
});
