import { sql } from 'kysely';
import type { Database } from '../db/database';
import { DomainError } from '../errors/errors';
import { memberCredit } from '../members/repository';
import { setUpTestDatabase } from '../testing/testApp';
import { createFundedMember } from '../testing/members';
import { ledgerProblems } from './invariants';
import { creditWallets, takeBackCredits, transfer } from './ledger';

let database: Database;

setUpTestDatabase((created) => (database = created), { checkLedger: true });

const bet = (memberId: number, reference: string, amount: bigint) =>
  database.db.transaction().execute((trx) => transfer(trx, { kind: 'bet', reference, from: { wallet: memberId }, to: 'house', amount }));

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
    await expect(refused).rejects.toEqual(new DomainError('insufficientCredit', { message: undefined }));
    expect(await memberCredit(database.db, member.id)).toBe(1_000n);
    const transfers = await database.db.selectFrom('ledger_transfers').select('id').where('reference', '=', `b:${member.id}`).execute();
    expect(transfers).toEqual([]);
  });

  it('transfers a kind and reference once only', async () => {
    const member = await createFundedMember(database.db, { credit: 1_000n });
    await bet(member.id, `c:${member.id}`, 100n);
    await expect(bet(member.id, `c:${member.id}`, 100n)).rejects.toEqual(new DomainError('alreadyDone'));
    expect(await memberCredit(database.db, member.id)).toBe(900n);
  });

  it('never overdraws under concurrent debits', async () => {
    const member = await createFundedMember(database.db, { credit: 1_000n });
    const attempts = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => bet(member.id, `d:${member.id}:${i}`, 100n)));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(10);
    expect(await memberCredit(database.db, member.id)).toBe(0n);
  });

  it('refuses a transfer of nothing', async () => {
    const member = await createFundedMember(database.db, { credit: 1_000n });
    await expect(bet(member.id, `e:${member.id}`, 0n)).rejects.toThrow('positive amount');
  });
});

const balances = async (memberId: number) =>
  database.db.selectFrom('members').select(['credit', 'debt']).where('id', '=', memberId).executeTakeFirstOrThrow();

const transfersOf = (reference: string) =>
  database.db
    .selectFrom('ledger_transfers')
    .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
    .select(['ledger_transfers.kind', 'ledger_entries.amount'])
    .where('ledger_transfers.reference', '=', reference)
    .where('ledger_entries.amount', '>', 0n)
    .orderBy('ledger_transfers.id')
    .execute();

describe('debts', () => {
  it('takes back what the credit covers and records the rest as a debt, never a negative credit', async () => {
    const [covered, short, empty] = [
      await createFundedMember(database.db, { credit: 5_000n }),
      await createFundedMember(database.db, { credit: 300n }),
      await createFundedMember(database.db),
    ];
    const taken = await database.db.transaction().execute((trx) =>
      takeBackCredits(trx, {
        kind: 'prize_reversal',
        debtKind: 'prize_reversal_debt',
        to: 'house',
        debits: [empty, short, covered].map((member) => ({ memberId: member.id, reference: `x:${member.id}`, amount: 1_000n })),
        createdBy: null,
      }),
    );

    expect(taken).toEqual([
      { memberId: covered.id, fromCredit: 1_000n, owed: 0n },
      { memberId: short.id, fromCredit: 300n, owed: 700n },
      { memberId: empty.id, fromCredit: 0n, owed: 1_000n },
    ]);
    expect(await balances(covered.id)).toEqual({ credit: 4_000n, debt: 0n });
    expect(await balances(short.id)).toEqual({ credit: 0n, debt: 700n });
    expect(await balances(empty.id)).toEqual({ credit: 0n, debt: 1_000n });
    expect(await transfersOf(`x:${short.id}`)).toEqual([
      { kind: 'prize_reversal', amount: 300n },
      { kind: 'prize_reversal_debt', amount: 1_000n - 300n },
    ]);
  });

  it('repays a debt first from the next credits, one at a time or many at once', async () => {
    const [single, many] = [await createFundedMember(database.db), await createFundedMember(database.db)];
    await database.db.transaction().execute((trx) =>
      takeBackCredits(trx, {
        kind: 'prize_reversal',
        debtKind: 'prize_reversal_debt',
        to: 'house',
        debits: [single, many].map((member) => ({ memberId: member.id, reference: `y:${member.id}`, amount: 1_000n })),
        createdBy: null,
      }),
    );

    await database.db
      .transaction()
      .execute((trx) =>
        transfer(trx, { kind: 'adjustment', reference: `y1:${single.id}`, from: 'house', to: { wallet: single.id }, amount: 400n }),
      );
    expect(await balances(single.id)).toEqual({ credit: 0n, debt: 600n });
    await database.db
      .transaction()
      .execute((trx) =>
        transfer(trx, { kind: 'adjustment', reference: `y2:${single.id}`, from: 'house', to: { wallet: single.id }, amount: 900n }),
      );
    expect(await balances(single.id)).toEqual({ credit: 300n, debt: 0n });
    expect(await transfersOf(`adjustment:y2:${single.id}`)).toEqual([{ kind: 'debt_repayment', amount: 600n }]);

    await database.db
      .transaction()
      .execute((trx) =>
        creditWallets(trx, { kind: 'prize', from: 'house', credits: [{ memberId: many.id, reference: `y3:${many.id}`, amount: 2_500n }] }),
      );
    expect(await balances(many.id)).toEqual({ credit: 1_500n, debt: 0n });
    expect(await transfersOf(`prize:y3:${many.id}`)).toEqual([{ kind: 'debt_repayment', amount: 1_000n }]);
  });

  it('credits several transfers to one wallet at once: its credit raised by their sum, its debt repaid once', async () => {
    const [owing, clear] = [await createFundedMember(database.db), await createFundedMember(database.db, { credit: 100n })];
    await database.db.transaction().execute((trx) =>
      takeBackCredits(trx, {
        kind: 'prize_reversal',
        debtKind: 'prize_reversal_debt',
        to: 'house',
        debits: [{ memberId: owing.id, reference: `z:${owing.id}`, amount: 700n }],
        createdBy: null,
      }),
    );

    await database.db.transaction().execute((trx) =>
      creditWallets(trx, {
        kind: 'bet_refund',
        from: 'house',
        credits: [
          { memberId: clear.id, reference: `z1:${clear.id}`, amount: 200n },
          { memberId: owing.id, reference: `z1:${owing.id}`, amount: 500n },
          { memberId: owing.id, reference: `z2:${owing.id}`, amount: 400n },
          { memberId: clear.id, reference: `z2:${clear.id}`, amount: 300n },
        ],
      }),
    );

    expect(await balances(clear.id)).toEqual({ credit: 600n, debt: 0n });
    expect(await balances(owing.id)).toEqual({ credit: 200n, debt: 0n });
    expect(await transfersOf(`bet_refund:z1:${owing.id}`)).toEqual([{ kind: 'debt_repayment', amount: 700n }]);
    expect(await transfersOf(`bet_refund:z2:${owing.id}`)).toEqual([]);
  });

  it('finds a cached debt that disagrees with the receivable, and a debt beside credit', async () => {
    const member = await createFundedMember(database.db, { credit: 500n });
    await database.db.updateTable('members').set({ debt: 200n }).where('id', '=', member.id).execute();

    expect(await ledgerProblems(database.db)).toEqual([
      `member ${member.id} has debt 200 but owes 0 by the entries`,
      `member ${member.id} owes 200 while holding credit 500`,
    ]);
    await database.db.updateTable('members').set({ debt: 0n }).where('id', '=', member.id).execute();
  });

  it('keeps on each transfer row its amount and member, and finds a row that disagrees with its entries', async () => {
    const member = await createFundedMember(database.db, { credit: 1_000n });
    await database.db
      .transaction()
      .execute((trx) =>
        transfer(trx, { kind: 'adjustment', reference: `row:${member.id}`, from: { wallet: member.id }, to: 'house', amount: 300n }),
      );
    const row = () =>
      database.db
        .selectFrom('ledger_transfers')
        .select(['id', 'amount', 'member_id'])
        .where('kind', '=', 'adjustment')
        .where('reference', '=', `row:${member.id}`)
        .executeTakeFirstOrThrow();
    const written = await row();
    expect(written).toMatchObject({ amount: 300n, member_id: member.id });
    expect(await ledgerProblems(database.db)).toEqual([]);

    await sql`update ledger_transfers set amount = 301, member_id = null where id = ${written.id}`.execute(database.db);
    expect(await ledgerProblems(database.db)).toEqual([
      `transfer ${written.id} records 301 for member null but its entries move 300 for member ${member.id}`,
    ]);
    await sql`update ledger_transfers set amount = 300, member_id = ${member.id} where id = ${written.id}`.execute(database.db);
  });
});
