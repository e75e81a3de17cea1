import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { memberCredit } from '../members/repository';
import { createTestDatabase } from '../testing/testDb';
import { createFundedMember } from '../testing/members';
import { ledgerProblems } from './invariants';
import { transfer } from './ledger';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

afterEach(async () => {
  expect(await ledgerProblems(database.db)).toEqual([]);
});

const bet = (memberId: number, reference: string, amount: bigint) =>
  database.db.transaction().execute((trx) =>
    transfer(trx, { kind: 'test_bet', reference, from: { wallet: memberId }, to: 'house', amount }),
  );

describe('ledger transfers', () => {
  it('moves credit as two entries and changes the cached credit with them', async () => {
    const member = await createFundedMember(database.db, { credit: 10_000n });
    await bet(member.id, `a:${member.id}`, 2_500n);
    expect(await memberCredit(database.db, member.id)).toBe(7_500n);
    const entries = await database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
      .select('ledger_entries.amount')
      .where('ledger_transfers.reference', '=', `a:${member.id}`)
      .orderBy('ledger_entries.amount')
      .execute();
    expect(entries.map((entry) => entry.amount)).toEqual([-2_500n, 2_500n]);
  });

  it('refuses to overdraw a wallet and moves nothing', async () => {
    const member = await createFundedMember(database.db, { credit: 1_000n });
    const refused = bet(member.id, `b:${member.id}`, 1_001n);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDIT', message: 'เครดิตไม่เพียงพอ' });
    expect(await memberCredit(database.db, member.id)).toBe(1_000n);
    const transfers = await database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reference', '=', `b:${member.id}`)
      .execute();
    expect(transfers).toEqual([]);
  });

  it('transfers a kind and reference once only', async () => {
    const member = await createFundedMember(database.db, { credit: 1_000n });
    await bet(member.id, `c:${member.id}`, 100n);
    await expect(bet(member.id, `c:${member.id}`, 100n)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await memberCredit(database.db, member.id)).toBe(900n);
  });

  it('never overdraws under concurrent debits', async () => {
    const member = await createFundedMember(database.db, { credit: 1_000n });
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => bet(member.id, `d:${member.id}:${i}`, 100n)),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(10);
    expect(await memberCredit(database.db, member.id)).toBe(0n);
  });

  it('refuses a transfer of nothing', async () => {
    const member = await createFundedMember(database.db, { credit: 1_000n });
    await expect(bet(member.id, `e:${member.id}`, 0n)).rejects.toThrow('positive amount');
  });
});
