import type { CompiledQuery } from 'kysely';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../testing/testDb';
import { createTestRound } from '../../testing/lotto';
import { createFundedMember } from '../../testing/members';
import { numberKeyText, type NumberKey } from '../rates/repository';
import { findNumberTerms } from './termsRepository';

let database: Database;
let roundId: number;
let memberId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  roundId = await createTestRound(db, { code: 'government' });
  ({ id: memberId } = await createFundedMember(db));
  await db
    .insertInto('limited_numbers')
    .values({
      lottery_code: 'government',
      round_id: roundId,
      bet_type: 'top_three',
      number: '123',
      rate_x100: null,
      closed: true,
      stake_cap: null,
    })
    .execute();
  await db
    .insertInto('round_number_totals')
    .values([
      { round_id: roundId, bet_type: 'top_three', number: '123', total: 500n },
      { round_id: roundId, bet_type: 'top_two', number: '45', total: 700n },
      { round_id: roundId, bet_type: 'top_two', number: '46', total: 900n },
    ])
    .execute();
  await db
    .insertInto('member_number_totals')
    .values({ round_id: roundId, member_id: memberId, bet_type: 'top_two', number: '45', total: 300n })
    .execute();
});

afterAll(() => database.close());

/** What findNumberTerms read for `keys`, and the statements it sent. */
async function readTerms(keys: NumberKey[]) {
  const executeQuery = jest.spyOn(database.db.getExecutor(), 'executeQuery');
  try {
    const read = await findNumberTerms(database.db, { roundId, keys, memberId });
    return { read, sent: executeQuery.mock.calls.map(([query]) => query as CompiledQuery) };
  } finally {
    executeQuery.mockRestore();
  }
}

describe('findNumberTerms', () => {
  it("reads each key's rules and round and member totals, and none of a key not named", async () => {
    const { read } = await readTerms([
      { type: 'top_three', number: '123' },
      { type: 'top_two', number: '45' },
    ]);
    expect(read!.rules.get(numberKeyText({ type: 'top_three', number: '123' }))).toEqual([
      { round_id: roundId, rate_x100: null, closed: true, stake_cap: null },
    ]);
    expect(read!.roundTotals).toEqual(
      new Map([
        ['top_three:123', 500n],
        ['top_two:45', 700n],
      ]),
    );
    expect(read!.memberTotals).toEqual(new Map([['top_two:45', 300n]]));
  });

  // One text for every count of numbers, so that it is prepared once (server/src/db/preparedStatements.ts).
  it('sends the same statement for a slip of one number and of three', async () => {
    const one = await readTerms([{ type: 'top_two', number: '46' }]);
    const three = await readTerms([
      { type: 'top_two', number: '46' },
      { type: 'top_three', number: '123' },
      { type: 'top_two', number: '45' },
    ]);
    expect(one.sent).toHaveLength(1);
    expect(three.sent).toHaveLength(1);
    expect(three.sent[0]!.sql).toBe(one.sent[0]!.sql);
    expect(one.read!.roundTotals).toEqual(new Map([['top_two:46', 900n]]));
    expect(three.read!.roundTotals.size).toBe(3);
  });
});
