import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { startSession } from '../auth/sessions';
import type { Role, Schema } from '../db/schema';
import { transfer } from '../ledger/ledger';
import { insertMember } from '../members/repository';

let serial = 0;

/** A unique 10-digit phone number for a test member. */
export function testPhone(): string {
  serial += 1;
  return `09${String(process.pid % 10000).padStart(4, '0')}${String(serial).padStart(4, '0')}`;
}

export interface TestMember {
  id: number;
  username: string;
  /** Authorization header value for this member on `app`. */
  bearer: string;
}

/**
 * A member with `credit` satang in their wallet, funded through the ledger like a real deposit,
 * and a Bearer token of a new session from the app's own signer. The password hash is a
 * placeholder: tests that log in by password register through the API instead.
 */
export async function createTestMember(
  app: FastifyInstance,
  db: Kysely<Schema>,
  { credit = 0n, role = 'member' as Role } = {},
): Promise<TestMember> {
  const { id, username } = await createFundedMember(db, { credit, role });
  const { token } = await startSession(db, app.accessTokens, { memberId: id, role });
  return { id, username, bearer: `Bearer ${token}` };
}

/** A member row and wallet holding `credit` satang, without a token. */
export async function createFundedMember(
  db: Kysely<Schema>,
  { credit = 0n, role = 'member' as Role } = {},
): Promise<{ id: number; username: string }> {
  const username = testPhone();
  const id = await db.transaction().execute(async (trx) => {
    const memberId = await insertMember(trx, { username, passwordHash: 'not-a-password-hash', role });
    if (credit > 0n) {
      await transfer(trx, {
        kind: 'adjustment',
        reference: `member:${memberId}`,
        from: 'bank',
        to: { wallet: memberId },
        amount: credit,
      });
    }
    return memberId;
  });
  return { id, username };
}
