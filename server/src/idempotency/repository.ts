import { sql, type Kysely, type RawBuilder } from 'kysely';
import { THEN_COMMIT } from '../db/pipelinedTransaction';
import type { Schema } from '../db/schema';

export interface StoredAnswer {
  request_hash: string;
  status_code: number;
  response: unknown;
}

/** The key an answer is stored under: the member's key, and the hash of the request it was first used for. */
export interface AnswerKey {
  memberId: number;
  key: string;
  requestHash: string;
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

/**
 * A common table expression (`stored_answer`) of a work's own statement that stores its success
 * answer (200, `response`: jsonb SQL) under `answer`'s key, for each row of `from` (a CTE of the
 * statement: its one row when the work was done). Like insertStoredAnswer, it fails on the
 * table's primary key when the member already used the key.
 */
export function storedAnswerSql(answer: AnswerKey, response: RawBuilder<unknown>, from: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`stored_answer as (
    insert into idempotency_keys (member_id, key, request_hash, status_code, response)
    select ${answer.memberId}, ${answer.key}, ${answer.requestHash}, 200, ${response} from ${from}
  )`;
}
