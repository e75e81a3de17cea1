import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { down, up } from '../db/migrations/004_slip_reference';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started));

/** A deposit as it was made before migration 004: a slip row and a deposit row, nothing read. */
async function legacyDeposit(memberId: number, accountId: number, slipId: string, bytes: Buffer): Promise<number> {
  await sql`insert into slips (id, member_id, content_type, size, data) values (${slipId}, ${memberId}, 'image/png', ${bytes.length}, ${bytes})`.execute(
    database.db,
  );
  const { rows } = await sql<{ id: number }>`
    insert into deposits (member_id, amount, site_bank_account_id, transfer_time, slip_id)
    values (${memberId}, 10000, ${accountId}, '08:00', ${slipId}) returning id
  `.execute(database.db);
  return rows[0]!.id;
}

describe('migration 004 on deposits made before it', () => {
  it('keeps the image hash of the first use of some bytes and marks later uses duplicates for staff', async () => {
    staff = await createTestMember(app, database.db, { role: 'staff' });
    const member = await createTestMember(app, database.db);
    await addMemberBankAccount(database.db, member.id);
    const accountId = await createSiteBankAccount(database.db, { bankId: 4 });
    await down(database.db);

    const same = Buffer.from('the same slip image, twice');
    const first = await legacyDeposit(member.id, accountId, 'a'.repeat(32), same);
    const second = await legacyDeposit(member.id, accountId, 'b'.repeat(32), same);
    const other = await legacyDeposit(member.id, accountId, 'c'.repeat(32), Buffer.from('another image'));
    await up(database.db);

    const stored = await database.db.selectFrom('deposits').select(['id', 'slip_sha256', 'slip_qr']).orderBy('id').execute();
    expect(stored.map((row) => [row.id, row.slip_sha256 === null, row.slip_qr])).toEqual([
      [first, false, null],
      [second, true, null],
      [other, false, null],
    ]);

    const response = await app.inject({ method: 'GET', url: '/admin-api/deposits', headers: { authorization: staff.bearer } });
    const checks = Object.fromEntries(
      response.json().payload.data.map((row: { id: number; slip_check: unknown }) => [row.id, row.slip_check]),
    );
    const unchecked = { status: 'unchecked', reference: null, sending_bank: null };
    expect(checks).toEqual({
      [first]: { ...unchecked, duplicate: false },
      [second]: { ...unchecked, duplicate: true },
      [other]: { ...unchecked, duplicate: false },
    });
  });
});
