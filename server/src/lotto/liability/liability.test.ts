import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { BET_TYPES, BET_TYPE_INFO, DEFAULT_RATES, type BetType } from '@lotto/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { bruteForceRisk, comparable, keptRisk, worstLoss } from '../../testing/liability';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

/** PGlite runs one query at a time, so many requests only queue there; PostgreSQL gets the real race. */
const ON_POSTGRES = process.env.DATABASE_URL !== undefined;

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

interface Line {
  type: BetType;
  number: string;
  amount: number;
  rate?: number;
}

const slipPayload = (roundId: number, lines: readonly Line[]) => ({
  round_id: String(roundId),
  place_bet: lines.map((line) => ({
    round_id: String(roundId),
    type: line.type,
    number: line.number,
    amount: line.amount,
    rate: line.rate ?? DEFAULT_RATES[line.type],
  })),
});

const placeBet = (who: TestMember, roundId: number, lines: readonly Line[]) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: who.bearer },
    payload: slipPayload(roundId, lines),
  });

/** place_bet at the rates it answers with when they changed: what the pad does after RATE_CHANGED. */
async function placeAtCurrentRates(who: TestMember, roundId: number, lines: readonly Line[]) {
  const first = await placeBet(who, roundId, lines);
  if (first.json().code !== 'RATE_CHANGED') return first;
  const rates: { rate: number }[] = first.json().payload;
  return placeBet(
    who,
    roundId,
    lines.map((line, index) => ({ ...line, rate: rates[index]!.rate })),
  );
}

const cancel = (who: TestMember, slipId: string) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/cancel_order',
    headers: { authorization: who.bearer },
    payload: { slip_id: slipId },
  });

const numbersPaid = (who: TestMember, roundId: number, items: { type: BetType; number: string }[]) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/numbers_paid',
    headers: { authorization: who.bearer },
    payload: { round_id: String(roundId), items },
  });

/** Waits until `count` statements of this database wait for a lock (PostgreSQL). */
async function waitForLockWaits(count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db);
    if (rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${count} statements did not come to wait for a lock`);
}

const outcomeOf = (response: { statusCode: number; json(): { code?: string } }) =>
  response.statusCode === 200 ? 'OK' : (response.json().code ?? String(response.statusCode));

async function setRisk(code: string, roundId: number, budget: bigint, steps: { from_percent: number; rate_percent: number }[] = []) {
  await database.db
    .updateTable('lotteries')
    .set({ risk_steps: JSON.stringify(steps) })
    .where('code', '=', code)
    .execute();
  await database.db.updateTable('rounds').set({ risk_budget: budget }).where('id', '=', roundId).execute();
}

/** The kept liability equals the brute force, every four_max is right, and no outcome has lost more than the budget. */
async function expectKeptRiskHolds(roundId: number, budget: bigint) {
  const brute = await bruteForceRisk(database.db, roundId);
  const kept = await keptRisk(database.db, roundId);
  expect(comparable(kept)).toEqual(comparable(brute));
  expect(kept.fourMaxProblems).toEqual([]);
  expect(worstLoss(brute) <= budget).toBe(true);
  return brute;
}

describe('risk by liability', () => {
  let members: TestMember[];

  beforeAll(async () => {
    members = await Promise.all(Array.from({ length: 4 }, () => createTestMember(app, database.db, { credit: 10_000_000_00n })));
  });

  it('keeps every outcome equal to the brute force over the matcher, and within the budget, after random bets, bursts and cancels', async () => {
    const types = BET_TYPES;
    // Few digits, so that lines share outcomes: the budget binds and steps are reached.
    const line = fc
      .record({
        type: fc.constantFrom(...types),
        digits: fc.array(fc.constantFrom('1', '2', '3'), { minLength: 4, maxLength: 4 }),
        amount: fc.integer({ min: 1, max: 20 }),
      })
      .map(({ type, digits, amount }): Line => ({ type, number: digits.slice(-BET_TYPE_INFO[type].digits).join(''), amount }));
    const bet = fc.record({ member: fc.nat(members.length - 1), lines: fc.array(line, { minLength: 1, maxLength: 4 }) });
    const step = fc.oneof(
      bet.map((slip) => ({ kind: 'bet' as const, slips: [slip] })),
      fc.array(bet, { minLength: 2, maxLength: 5 }).map((slips) => ({ kind: 'bet' as const, slips })),
      fc.nat().map((pick) => ({ kind: 'cancel' as const, pick })),
    );
    const budget = 30_000_00n;

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const roundId = await createTestRound(database.db, { code: 'government' });
        await setRisk('government', roundId, budget, [
          { from_percent: 50, rate_percent: 80 },
          { from_percent: 80, rate_percent: 50 },
        ]);
        const placed: { who: TestMember; slipId: string }[] = [];
        for (const { kind, ...rest } of steps) {
          if (kind === 'cancel') {
            if (placed.length === 0) continue;
            const { who, slipId } = placed[(rest as { pick: number }).pick % placed.length]!;
            expect(['OK', 'CONFLICT']).toContain(outcomeOf(await cancel(who, slipId)));
            continue;
          }
          const { slips } = rest as { slips: { member: number; lines: Line[] }[] };
          const responses = await Promise.all(slips.map((slip) => placeAtCurrentRates(members[slip.member]!, roundId, slip.lines)));
          for (const [index, response] of responses.entries()) {
            expect(['OK', 'NUMBER_CLOSED', 'STAKE_LIMIT', 'RATE_CHANGED']).toContain(outcomeOf(response));
            if (response.statusCode === 200) placed.push({ who: members[slips[index]!.member]!, slipId: response.json().payload.slip_id });
          }
        }
        await expectKeptRiskHolds(roundId, budget);
      }),
      { numRuns: ON_POSTGRES ? 25 : 10 },
    );
  });

  it('never lets 50 members betting at once on correlated numbers take an outcome past the budget', async () => {
    const roundId = await createTestRound(database.db, { code: 'lao' });
    const budget = 300_000_00n;
    await setRisk('lao', roundId, budget);
    const bettors = await Promise.all(Array.from({ length: 50 }, () => createTestMember(app, database.db, { credit: 1_000_00n })));
    // Every slip wins on 0123 or 5123; they differ in how.
    const slips: Line[][] = [
      [
        { type: 'top_three', number: '123', amount: 10 },
        { type: 'top_two', number: '23', amount: 50 },
      ],
      [
        { type: 'top_four', number: '0123', amount: 2 },
        { type: 'top_one', number: '3', amount: 200 },
      ],
      [
        { type: 'todd_three', number: '321', amount: 20 },
        { type: 'todd_four', number: '3210', amount: 10 },
      ],
      [
        { type: 'top_four', number: '5123', amount: 3 },
        { type: 'top_three', number: '123', amount: 5 },
      ],
    ];

    const responses = await Promise.all(bettors.map((who, index) => placeBet(who, roundId, slips[index % slips.length]!)));

    const outcomes = responses.map(outcomeOf);
    expect(outcomes.filter((outcome) => !['OK', 'NUMBER_CLOSED', 'STAKE_LIMIT'].includes(outcome))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 'OK').length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome !== 'OK').length).toBeGreaterThan(0);
    const brute = await expectKeptRiskHolds(roundId, budget);
    // The budget binds: what stands is close to it, not merely under.
    expect(worstLoss(brute) > budget / 2n).toBe(true);
    // A refused slip moved no money.
    const refused = bettors.filter((_, index) => outcomes[index] !== 'OK');
    expect(await Promise.all(refused.map((who) => memberCredit(database.db, who.id)))).toEqual(refused.map(() => 1_000_00n));
  });

  it('re-prices by the step the worst outcome has reached, keeps each line at its rate, then limits the stake and closes the number', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    await setRisk('hanoi', roundId, 10_000_00n, [{ from_percent: 50, rate_percent: 50 }]);
    const [first, second] = members;

    // 6 baht at 900 on 123: 5,400 paid less 6 staked is 53.9 % of 10,000.
    expect(outcomeOf(await placeBet(first!, roundId, [{ type: 'top_three', number: '123', amount: 6 }]))).toBe('OK');

    const paid = await numbersPaid(second!, roundId, [
      { type: 'top_three', number: '123' },
      { type: 'top_two', number: '23' },
      { type: 'top_two', number: '45' },
    ]);
    expect(paid.json().payload.map(({ rate, status }: { rate: number; status: string }) => ({ rate, status }))).toEqual([
      { rate: 450, status: 'limited' },
      { rate: 45, status: 'limited' },
      { rate: 90, status: 'open' },
    ]);

    const stale = await placeBet(second!, roundId, [{ type: 'top_three', number: '123', amount: 2 }]);
    expect(stale.json()).toMatchObject({
      code: 'RATE_CHANGED',
      message: 'อัตราจ่ายมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง',
      payload: [{ type: 'top_three', number: '123', rate: 450, status: 'limited' }],
    });
    expect(outcomeOf(await placeBet(second!, roundId, [{ type: 'top_three', number: '123', amount: 2, rate: 450 }]))).toBe('OK');
    const rates = await database.db
      .selectFrom('bet_lines')
      .select(['member_id', 'rate_x100'])
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
    expect(rates).toEqual([
      { member_id: first!.id, rate_x100: 90_000 },
      { member_id: second!.id, rate_x100: 45_000 },
    ]);

    // Lost so far: 5,400 + 900 - 8 = 6,292; at 450 a baht loses 449 more, so 3,708 / 449 = 8.25 baht fits.
    const over = await placeBet(second!, roundId, [{ type: 'top_three', number: '123', amount: 9, rate: 450 }]);
    expect(over.json()).toMatchObject({ code: 'STAKE_LIMIT', message: 'เลข 123 รับแทงได้อีกไม่เกิน 8.25 บาท' });
    const [limited] = (await numbersPaid(second!, roundId, [{ type: 'top_three', number: '123' }])).json().payload;
    expect(limited).toMatchObject({ rate: 450, status: 'limited', remaining: 8.25 });
    expect(outcomeOf(await placeBet(second!, roundId, [{ type: 'top_three', number: '123', amount: 8.25, rate: 450 }]))).toBe('OK');

    const closed = await placeBet(first!, roundId, [{ type: 'todd_three', number: '312', amount: 1 }]);
    expect(closed.json()).toMatchObject({ code: 'NUMBER_CLOSED', message: 'เลข 312 ปิดรับแทงแล้ว' });
    const [shut] = (await numbersPaid(second!, roundId, [{ type: 'top_two', number: '23' }])).json().payload;
    expect(shut).toMatchObject({ status: 'closed', remaining: 0 });
    await expectKeptRiskHolds(roundId, 10_000_00n);
  });

  it('prices a slip again when a bet lands between its pricing and its write', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi_special' });
    await setRisk('hanoi_special', roundId, 10_000_00n, [{ from_percent: 50, rate_percent: 50 }]);
    const [first, second] = members;
    // 4,500 paid less 5 staked: 44.95 % of the budget, below the step.
    expect(outcomeOf(await placeBet(first!, roundId, [{ type: 'top_three', number: '123', amount: 5 }]))).toBe('OK');

    // One more baht at 900 takes 123 to 53.9 %. On PostgreSQL the round's liability rows are held
    // while that slip is priced and waits for them, and then while the second member's slip reads
    // 123 below the step, prices it at 900 and waits too; then they are let go, the first slip
    // lands, and the second, priced too high, is priced again with the rows locked. PGlite runs
    // one transaction at a time: the first slip lands first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockedYet = new Promise<void>((resolve) => (locked = resolve));
    const holding = ON_POSTGRES
      ? database.db.transaction().execute(async (trx) => {
          await sql`select 1 from round_liability where round_id = ${roundId} for update`.execute(trx);
          locked();
          await held;
        })
      : Promise.resolve();
    if (ON_POSTGRES) await lockedYet;
    const landing = placeBet(first!, roundId, [{ type: 'top_three', number: '123', amount: 1 }]);
    if (ON_POSTGRES) await waitForLockWaits(1);
    else expect(outcomeOf(await landing)).toBe('OK');
    const late = placeBet(second!, roundId, [{ type: 'top_three', number: '123', amount: 1 }]);
    if (ON_POSTGRES) {
      await waitForLockWaits(2);
      release();
      await holding;
      expect(outcomeOf(await landing)).toBe('OK');
    }

    expect((await late).json()).toMatchObject({ code: 'RATE_CHANGED', payload: [{ number: '123', rate: 450, status: 'limited' }] });
    await expectKeptRiskHolds(roundId, 10_000_00n);
  });

  it('takes a cancelled slip back out, and refuses a cancel whose stakes another outcome is paid from', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    await setRisk('hanoi', roundId, 1_000_00n);
    const [spread, single] = members;
    // 10 baht on every bottom two: each outcome pays 900 of the 1,000 staked.
    const everyNumber = Array.from({ length: 100 }, (_, index): Line => ({
      type: 'bottom_two',
      number: String(index).padStart(2, '0'),
      amount: 10,
    }));
    const spreadSlip = (await placeBet(spread!, roundId, everyNumber)).json().payload.slip_id;
    // 55 then pays 1,980 of 1,012 staked: 968 lost, within 1,000.
    const singleSlip = (await placeBet(single!, roundId, [{ type: 'bottom_two', number: '55', amount: 12 }])).json().payload.slip_id;
    const before = await expectKeptRiskHolds(roundId, 1_000_00n);
    expect(before.liability.get('bottom2')!.get('55')).toBe(1_980_00n);

    // Without the spread's 1,000 baht, 55 would lose 1,068.
    const refused = await cancel(spread!, spreadSlip);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: 'คืนโพยนี้ไม่ได้ เพราะงวดนี้รับแทงเต็มแล้ว โพยยังอยู่ในสถานะรับแทง' });
    expect(comparable(await keptRisk(database.db, roundId))).toEqual(comparable(before));

    expect(outcomeOf(await cancel(single!, singleSlip))).toBe('OK');
    expect(outcomeOf(await cancel(spread!, spreadSlip))).toBe('OK');
    const kept = await keptRisk(database.db, roundId);
    expect(comparable(kept)).toEqual({ liability: { top3: {}, bottom2: {} }, stakes: {} });
  });
});
