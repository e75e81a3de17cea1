import { DEFAULT_RATES, type PlaceBetInput } from '@lotto/shared';
import { DefaultQueryExecutor, type CompiledQuery } from 'kysely';
import type { Database } from '../../db/database';
import { THEN_COMMIT } from '../../db/pipelinedTransaction';
import { DomainError } from '../../errors/errors';
import { answerOnceStoredByWork, requestHash } from '../../idempotency/idempotency';
import { memberCredit } from '../../members/repository';
import { createTestDatabase } from '../../testing/testDb';
import { createTestRound } from '../../testing/lotto';
import { createFundedMember } from '../../testing/members';
import { placeBet, SlipRefused } from './betting';

let database: Database;
let roundId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  roundId = await createTestRound(database.db, { code: 'government' });
  await database.db
    .insertInto('limited_numbers')
    .values({
      lottery_code: 'government',
      round_id: roundId,
      bet_type: 'top_two',
      number: '45',
      rate_x100: null,
      closed: false,
      stake_cap: 1_000n,
    })
    .execute();
  await database.db
    .insertInto('round_number_totals')
    .values({ round_id: roundId, bet_type: 'top_two', number: '45', total: 900n })
    .execute();
});

afterAll(() => database.close());

const slip = (number: string, amount: number): PlaceBetInput => ({
  round_id: String(roundId),
  place_bet: [{ round_id: String(roundId), type: 'top_two', number, amount, rate: DEFAULT_RATES.top_two }],
});

const reply = { status: 'success', message: 'แทงสำเร็จ', payload: null };

/** place_bet under an Idempotency-Key as the route places it, and the statements it sent. */
async function placeKeyed(memberId: number, input: PlaceBetInput, key: string) {
  const executeQuery = jest.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
  const scope = { memberId, key, requestHash: requestHash('POST', '/place_bet', input) };
  try {
    const answer = await answerOnceStoredByWork(database.db, scope, async (trx, storeUnder) => ({
      ...reply,
      payload: await placeBet(trx, memberId, input, { storeAnswer: storeUnder && { key: storeUnder, reply } }),
    })).catch((error: unknown) => error);
    return { answer, sent: executeQuery.mock.calls.map(([query]) => (query as CompiledQuery).sql) };
  } finally {
    executeQuery.mockRestore();
  }
}

const storedAnswers = (memberId: number) =>
  database.db.selectFrom('idempotency_keys').select(['key', 'status_code', 'response']).where('member_id', '=', memberId).execute();

describe("a slip's statement", () => {
  it('writes the slip, stores its answer under the key and ends the transaction in one statement', async () => {
    const member = await createFundedMember(database.db, { credit: 100_00n });

    const { answer, sent } = await placeKeyed(member.id, slip('12', 10), 'slip-1');

    // The round's terms (the BEGIN goes with them), then the writes with the answer, sent with the COMMIT.
    expect(sent).toHaveLength(2);
    expect(sent[1]!.endsWith(THEN_COMMIT)).toBe(true);
    expect(answer).toMatchObject({
      statusCode: 200,
      replayed: false,
      body: { ...reply, payload: { total: 10, credit: 90 } },
    });
    const { payload } = (answer as { body: { payload: { slip_id: string; createdAt: string } } }).body;
    const written = await database.db
      .selectFrom('bet_slips')
      .select(['id', 'created_at'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(payload.slip_id).toBe(String(written.id));
    expect(payload.createdAt).toBe(written.created_at.toISOString());
    expect(await storedAnswers(member.id)).toEqual([{ key: 'slip-1', status_code: 200, response: (answer as { body: unknown }).body }]);
  });

  it('leaves nothing written when a total would pass its cap, and says what is left under it once rolled back', async () => {
    const member = await createFundedMember(database.db, { credit: 100_00n });

    // 900 of 45's 1,000 satang are staked: 2 baht alone is within the cap, not on top of them.
    const { answer } = await placeKeyed(member.id, slip('45', 2), 'slip-2');

    expect(answer).toBeInstanceOf(SlipRefused);
    const reason = await (answer as SlipRefused).reason(database.db);
    expect(reason).toBeInstanceOf(DomainError);
    expect(reason).toMatchObject({ kind: 'stakeLimit', details: { number: '45', left: '1.00' } });
    expect(await memberCredit(database.db, member.id)).toBe(100_00n);
    expect(await database.db.selectFrom('bet_slips').select('id').where('member_id', '=', member.id).execute()).toEqual([]);
    expect(await storedAnswers(member.id)).toEqual([]);
    const total = await database.db
      .selectFrom('round_number_totals')
      .select('total')
      .where('round_id', '=', roundId)
      .where('number', '=', '45')
      .executeTakeFirstOrThrow();
    expect(total.total).toBe(900n);
  });

  it('answers a retry with the stored answer, though the first spent the credit it would need, and a key reused for another slip with IDEMPOTENCY_KEY_REUSED', async () => {
    const member = await createFundedMember(database.db, { credit: 10_00n });
    const first = await placeKeyed(member.id, slip('14', 10), 'slip-4');

    const retry = await placeKeyed(member.id, slip('14', 10), 'slip-4');
    const reused = await placeKeyed(member.id, slip('15', 10), 'slip-4');

    expect(retry.answer).toEqual({ ...(first.answer as object), replayed: true });
    expect(reused.answer).toMatchObject({ kind: 'idempotencyKeyReused' });
    expect(await memberCredit(database.db, member.id)).toBe(0n);
    expect(await database.db.selectFrom('bet_slips').select('id').where('member_id', '=', member.id).execute()).toHaveLength(1);
  });

  it('places one slip for two requests with one key at once, and gives both its answer', async () => {
    const member = await createFundedMember(database.db, { credit: 50_00n });
    const input = slip('16', 10);
    const scope = { memberId: member.id, key: 'slip-5', requestHash: requestHash('POST', '/place_bet', input) };
    const place = () =>
      answerOnceStoredByWork(database.db, scope, async (trx, storeUnder) => ({
        ...reply,
        payload: await placeBet(trx, member.id, input, { storeAnswer: storeUnder && { key: storeUnder, reply } }),
      }));

    const [one, other] = await Promise.all([place(), place()]);

    expect([one!.replayed, other!.replayed].sort()).toEqual([false, true]);
    expect(other!.body).toEqual(one!.body);
    expect(await memberCredit(database.db, member.id)).toBe(40_00n);
  });

  it('refuses a slip over the credit with nothing written', async () => {
    const member = await createFundedMember(database.db, { credit: 5_00n });

    const { answer } = await placeKeyed(member.id, slip('13', 10), 'slip-3');

    expect(await (answer as SlipRefused).reason(database.db)).toMatchObject({ kind: 'insufficientCredit' });
    expect(await memberCredit(database.db, member.id)).toBe(5_00n);
    expect(await storedAnswers(member.id)).toEqual([]);
  });
});
