import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { memberCredit } from '../../members/repository';
import { createTestRound, linesSeenBy } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { settleRound } from './settlement';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

interface Line {
  type: string;
  number: string;
  amount: number;
  rate: number;
}

async function placeBet(who: TestMember, roundId: number, lines: Line[]): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: who.bearer },
    payload: { round_id: String(roundId), place_bet: lines.map((line) => ({ round_id: String(roundId), ...line })) },
  });
  if (response.statusCode !== 200) throw new Error(`bet refused: ${response.body}`);
  return Number(response.json().payload.slip_id);
}

/** Closes a round now, as time would: bets are over and it can be settled. */
async function closeRound(roundId: number): Promise<void> {
  await database.db
    .updateTable('rounds')
    .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', roundId)
    .execute();
}

/** The member's slips in the history, newest first, with `status` as the filter. */
async function slipsSeenBy(who: TestMember, status = '') {
  const response = await app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/history',
    headers: { authorization: who.bearer },
    payload: { name: '', status, page: 1, limit: 25 },
  });
  return (response.json().payload.result as { status: string; prize: number }[]).map(({ status, prize }) => ({ status, prize }));
}

/** How many of the round's lines settlement wrote: only the winners are. */
const linesMarkedWon = async (roundId: number) =>
  (await database.db.selectFrom('bet_lines').select('status').where('round_id', '=', roundId).execute()).filter(
    (line) => line.status !== 'running',
  ).length;

const prizeTransfers = (roundId: number) =>
  database.db
    .selectFrom('ledger_transfers')
    .select(['reference'])
    .where('kind', '=', 'prize')
    .where('reference', 'like', `round:${roundId}:%`)
    .execute();

describe('settleRound', () => {
  it('pays exactly stake × rate on a digits lottery: todd of 112 and วิ่ง on a repeated digit', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const winner = await createTestMember(app, database.db, { credit: 1000_00n });
    const loser = await createTestMember(app, database.db, { credit: 1000_00n });
    await placeBet(winner, roundId, [
      { type: 'top_three', number: '112', amount: 10, rate: 900 },
      { type: 'todd_three', number: '121', amount: 10, rate: 150 },
      { type: 'todd_three', number: '122', amount: 10, rate: 150 },
      { type: 'top_two', number: '12', amount: 10, rate: 90 },
      { type: 'top_two', number: '21', amount: 10, rate: 90 },
      { type: 'bottom_two', number: '44', amount: 1.5, rate: 90 },
      { type: 'top_one', number: '1', amount: 10, rate: 3.2 },
      { type: 'top_one', number: '3', amount: 10, rate: 3.2 },
      { type: 'bottom_one', number: '4', amount: 1, rate: 4.2 },
    ]);
    await placeBet(loser, roundId, [{ type: 'top_two', number: '99', amount: 50, rate: 90 }]);
    await closeRound(roundId);
    const [winnerBefore, loserBefore] = [await memberCredit(database.db, winner.id), await memberCredit(database.db, loser.id)];

    const summary = await settleRound(
      database.db,
      roundId,
      { '3top': '112', '2top': '12', '2bottom': '44' },
      { actorId: null, action: 'recorded' },
    );

    // 9000 + 1500 + 900 + 135 + 32 (วิ่งบน 1 paid once though 112 has two) + 4.2 (วิ่งล่าง 4 paid once) baht.
    const paid = 900_000n + 150_000n + 90_000n + 13_500n + 3_200n + 420n;
    expect(summary).toEqual({ round_id: roundId, settlement_version: 1, lines: 10, winning_lines: 6, winners: 1, prize: paid });
    expect(await memberCredit(database.db, winner.id)).toBe(winnerBefore + paid);
    expect(await memberCredit(database.db, loser.id)).toBe(loserBefore);
    expect(await linesSeenBy(app, winner, roundId)).toEqual([
      { type: 'top_three', number: '112', status: 'prize', prize: 9000, num_prize: '112' },
      { type: 'todd_three', number: '121', status: 'prize', prize: 1500, num_prize: '112' },
      { type: 'todd_three', number: '122', status: 'no_prize', prize: 0, num_prize: '112' },
      { type: 'top_two', number: '12', status: 'prize', prize: 900, num_prize: '12' },
      { type: 'top_two', number: '21', status: 'no_prize', prize: 0, num_prize: '12' },
      { type: 'bottom_two', number: '44', status: 'prize', prize: 135, num_prize: '44' },
      { type: 'top_one', number: '1', status: 'prize', prize: 32, num_prize: '112' },
      { type: 'top_one', number: '3', status: 'no_prize', prize: 0, num_prize: '112' },
      { type: 'bottom_one', number: '4', status: 'prize', prize: 4.2, num_prize: '44' },
    ]);
    expect(await linesSeenBy(app, loser, roundId)).toEqual([
      { type: 'top_two', number: '99', status: 'no_prize', prize: 0, num_prize: '12' },
    ]);
    expect(await linesMarkedWon(roundId)).toBe(6);
    // Only the winning slip is written; the member sees each slip's outcome, and the lost one cannot be cancelled.
    const slips = await database.db
      .selectFrom('bet_slips')
      .select(['id', 'status'])
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
    expect(slips.map((slip) => slip.status)).toEqual(['settled', 'running']);
    expect(await slipsSeenBy(winner)).toEqual([{ status: 'prize', prize: 9000 + 1500 + 900 + 135 + 32 + 4.2 }]);
    expect(await slipsSeenBy(loser)).toEqual([{ status: 'no_prize', prize: 0 }]);
    expect(await slipsSeenBy(loser, 'no_prize')).toEqual([{ status: 'no_prize', prize: 0 }]);
    expect(await slipsSeenBy(loser, 'running')).toEqual([]);
    const cancel = await app.inject({
      method: 'POST',
      url: '/lto-public-api/lotto/cancel_order',
      headers: { authorization: loser.bearer },
      payload: { slip_id: String(slips[1]!.id) },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'โพยนี้ไม่อยู่ในสถานะรับแทง คืนโพยไม่ได้' });
    expect(await memberCredit(database.db, loser.id)).toBe(loserBefore);
    expect(await prizeTransfers(roundId)).toEqual([{ reference: `round:${roundId}:v1:member:${winner.id}` }]);
    const round = await database.db
      .selectFrom('rounds')
      .select(['result', 'settled_at', 'settlement_version'])
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({
      result: { '3top': '112', '2top': '12', '2bottom': '44' },
      settled_at: expect.any(Date),
      settlement_version: 1,
    });
    const log = await database.db.selectFrom('round_result_log').select(['action', 'actor_id']).where('round_id', '=', roundId).execute();
    expect(log).toEqual([{ action: 'recorded', actor_id: null }]);
  });

  it('pays the government types: 4 top, todd 4, front and back three', async () => {
    const roundId = await createTestRound(database.db, { code: 'government' });
    const members = [
      await createTestMember(app, database.db, { credit: 100_00n }),
      await createTestMember(app, database.db, { credit: 100_00n }),
    ];
    await placeBet(members[0]!, roundId, [
      { type: 'top_four', number: '3456', amount: 1, rate: 6000 },
      { type: 'todd_four', number: '6543', amount: 2, rate: 250 },
      { type: 'first_three', number: '789', amount: 3, rate: 450 },
    ]);
    await placeBet(members[1]!, roundId, [
      { type: 'last_three', number: '345', amount: 4, rate: 450 },
      { type: 'last_three', number: '999', amount: 4, rate: 450 },
      { type: 'top_three', number: '456', amount: 1, rate: 900 },
    ]);
    await closeRound(roundId);
    const before = await Promise.all(members.map((who) => memberCredit(database.db, who.id)));

    const result = { first_prize: '123456', '3front': ['123', '789'], '3back': ['012', '345'], '2bottom': '11' };
    const summary = await settleRound(database.db, roundId, result, { actorId: null, action: 'recorded' });

    const paid = [600_000n + 50_000n + 135_000n, 180_000n + 90_000n];
    expect(summary).toMatchObject({ lines: 6, winning_lines: 5, winners: 2, prize: paid[0]! + paid[1]! });
    expect(await memberCredit(database.db, members[0]!.id)).toBe(before[0]! + paid[0]!);
    expect(await memberCredit(database.db, members[1]!.id)).toBe(before[1]! + paid[1]!);
  });

  it('pays a line at the rate it was accepted at, whatever rates and limits say later', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const who = await createTestMember(app, database.db, { credit: 100_00n });
    await placeBet(who, roundId, [{ type: 'top_two', number: '12', amount: 10, rate: 90 }]);
    await database.db
      .updateTable('lottery_rates')
      .set({ rate_x100: 5000 })
      .where('lottery_code', '=', 'hanoi')
      .where('bet_type', '=', 'top_two')
      .execute();
    await database.db
      .insertInto('limited_numbers')
      .values({ lottery_code: 'hanoi', round_id: roundId, bet_type: 'top_two', number: '12', rate_x100: 1000 })
      .execute();
    await closeRound(roundId);
    const before = await memberCredit(database.db, who.id);

    await settleRound(database.db, roundId, { '3top': '312', '2top': '12', '2bottom': '00' }, { actorId: null, action: 'recorded' });

    expect(await memberCredit(database.db, who.id)).toBe(before + 90_000n);
    await database.db
      .updateTable('lottery_rates')
      .set({ rate_x100: 9000 })
      .where('lottery_code', '=', 'hanoi')
      .where('bet_type', '=', 'top_two')
      .execute();
  });

  it('settles once when triggered twice at the same time', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const who = await createTestMember(app, database.db, { credit: 100_00n });
    await placeBet(who, roundId, [{ type: 'top_two', number: '34', amount: 10, rate: 90 }]);
    await closeRound(roundId);
    const before = await memberCredit(database.db, who.id);
    const result = { '3top': '234', '2top': '34', '2bottom': '56' };

    const outcomes = await Promise.allSettled([
      settleRound(database.db, roundId, result, { actorId: null, action: 'recorded' }),
      settleRound(database.db, roundId, result, { actorId: null, action: 'recorded' }),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected') as PromiseRejectedResult[];
    expect(refused!.reason).toEqual(new DomainError('roundSettled'));
    expect(await memberCredit(database.db, who.id)).toBe(before + 90_000n);
    expect(await prizeTransfers(roundId)).toHaveLength(1);
    const round = await database.db.selectFrom('rounds').select('settlement_version').where('id', '=', roundId).executeTakeFirstOrThrow();
    expect(round.settlement_version).toBe(1);
  });

  it('settles nothing of a cancelled slip', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const who = await createTestMember(app, database.db, { credit: 100_00n });
    const slipId = await placeBet(who, roundId, [{ type: 'top_two', number: '34', amount: 10, rate: 90 }]);
    const cancelled = await app.inject({
      method: 'POST',
      url: '/lto-public-api/lotto/cancel_order',
      headers: { authorization: who.bearer },
      payload: { slip_id: String(slipId) },
    });
    expect(cancelled.statusCode).toBe(200);
    await closeRound(roundId);

    const summary = await settleRound(
      database.db,
      roundId,
      { '3top': '234', '2top': '34', '2bottom': '56' },
      { actorId: null, action: 'recorded' },
    );

    expect(summary).toMatchObject({ lines: 0, winners: 0, prize: 0n });
    expect(await memberCredit(database.db, who.id)).toBe(100_00n);
    expect(await linesSeenBy(app, who, roundId)).toEqual([{ type: 'top_two', number: '34', status: 'reject', prize: 0, num_prize: null }]);
  });

  it.each<[string, object | null, DomainError]>([
    ['an open round', null, new DomainError('roundStillOpen')],
    [
      'a government shape on a digits lottery',
      { first_prize: '123456', '3front': ['123', '456'], '3back': ['789', '012'], '2bottom': '34' },
      new DomainError('resultInvalid'),
    ],
    ['digits that disagree', { '3top': '123', '2top': '24', '2bottom': '56' }, new DomainError('resultInvalid')],
  ])('refuses %s and moves no money', async (_case, result, error) => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const who = await createTestMember(app, database.db, { credit: 100_00n });
    await placeBet(who, roundId, [{ type: 'top_two', number: '23', amount: 10, rate: 90 }]);
    if (result) await closeRound(roundId);
    const before = await memberCredit(database.db, who.id);

    await expect(
      settleRound(database.db, roundId, result ?? { '3top': '123', '2top': '23', '2bottom': '45' }, { actorId: null, action: 'recorded' }),
    ).rejects.toEqual(error);

    expect(await memberCredit(database.db, who.id)).toBe(before);
    const round = await database.db
      .selectFrom('rounds')
      .select(['result', 'settled_at'])
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ result: null, settled_at: null });
  });
});
