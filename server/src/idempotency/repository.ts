import { sql, type Kysely } from 'kysely';
import { THEN_COMMIT } from '../db/pipelinedTransaction';
import type { Schema } from '../db/schema';

export interface StoredAnswer {
  request_hash: string;
  status_code: number;
  response: unknown;
}

export function findStoredAnswer(db: Kysely<Schema>, memberId: number, key: string): Promise<StoredAnswer | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('member_id', '=', memberId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Fails with a unique violation when the member already used `key`: the table's primary key.
 * The last statement of its transaction (answerOnce), so it goes with the COMMIT (THEN_COMMIT).
 */
export async function insertStoredAnswer(
  db: Kysely<Schema>,
  answer: { memberId: number; key: string; requestHash: string; statusCode: number; response: unknown },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      member_id: answer.memberId,
      key: answer.key,
      request_hash: answer.requestHash,
      status_code: answer.statusCode,
      response: JSON.stringify(answer.response),
    })
    .modifyEnd(sql.raw(THEN_COMMIT))
    .execute();
}
