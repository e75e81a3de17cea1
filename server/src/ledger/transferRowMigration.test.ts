import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { down, up } from '../db/migrations/021_transfer_amount_member';
import { createTestMember } from '../testing/members';
import { addMemberBankAccount, TEST_PIN } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';
import { ledgerProblems } from './invariants';

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started));

const transferRows = () =>
  database.db.selectFrom('ledger_transfers').select(['kind', 'reference', 'amount', 'member_id']).orderBy('id').execute();

test('migration 021 fills in the amount and member of transfers made before it, a paid-out withdrawal by its member', async () => {
  const staff = await createTestMember(app, database.db, { role: 'staff' });
  const member = await createTestMember(app, database.db, { credit: 50_000n });
  await addMemberBankAccount(database.db, member.id);
  const asked = await app.inject({
    method: 'POST',
    url: '/lto-public-api/withdraw',
    headers: { authorization: member.bearer },
    payload: { amount: 120, pin: TEST_PIN },
  });
  const withdrawalId = (asked.json().payload._id as string).replace('withdraw-', '');
  const approved = await app.inject({
    method: 'POST',
    url: `/admin-api/withdrawals/${withdrawalId}/approve`,
    headers: { authorization: staff.bearer },
  });
  expect(approved.statusCode).toBe(200);

  const written = await transferRows();
  expect(written).toEqual(
    expect.arrayContaining([
      { kind: 'withdraw_hold', reference: `withdrawal:${withdrawalId}`, amount: 12_000n, member_id: member.id },
      { kind: 'withdraw_payout', reference: `withdrawal:${withdrawalId}`, amount: 12_000n, member_id: member.id },
    ]),
  );

  await down(database.db);
  await up(database.db);

  expect(await transferRows()).toEqual(written);
  expect(await ledgerProblems(database.db)).toEqual([]);
});
