import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { findStoredAnswer, insertStoredAnswer, type AnswerKey, type StoredAnswer } from './repository';
import { DomainError } from '../errors/errors';

export interface Answer {
  statusCode: number;
  body: unknown;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * The Idempotency-Key of a money-moving request (docs/api-conventions.md), or null when it has none.
 * Call it after authentication: keys belong to the member who sent them.
 */
export function idempotencyScope(request: FastifyRequest): AnswerKey | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  // Its length is checked by the route's header schema (idempotencyKeyHeaderSchema); a repeated header is not one key.
  if (typeof key !== 'string') throw new DomainError('idempotencyKeyInvalid');
  return { memberId: request.member.id, key, requestHash: requestHash(request.method, request.url, request.body) };
}

/** sha256 of the method, URL and body; the body's keys are sorted, so their order does not matter. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Runs `work` (which moves money and returns the success body) in one transaction, at most once
 * per Idempotency-Key: the answer is stored with the key in that same transaction, so a retry
 * gets the stored answer and the money and the key commit together or not at all. A failure is
 * not stored; a retry after one runs again, which is safe as the failure moved nothing.
 *
 * Two concurrent requests with one key may both find no stored answer; the one that commits
 * second then fails, on the key's primary key or earlier on what the first one changed (a lock,
 * a guarded UPDATE), and its transaction rolls back. Whatever it failed on, if the key now has an
 * answer, that answer is the answer.
 */
export async function answerOnce(
  db: Kysely<Schema>,
  scope: AnswerKey | null,
  work: (trx: Transaction<Schema>) => Promise<unknown>,
): Promise<Answer> {
  if (!scope) return { statusCode: 200, body: await db.transaction().execute(work), replayed: false };
  try {
    return await db.transaction().execute(async (trx) => {
      const stored = await findStoredAnswer(trx, scope.memberId, scope.key);
      if (stored) return replay(stored, scope);
      const body = await work(trx);
      await insertStoredAnswer(trx, { ...scope, statusCode: 200, response: body });
      return { statusCode: 200, body, replayed: false };
    });
  } catch (error) {
    const stored = await findStoredAnswer(db, scope.memberId, scope.key);
    if (stored) return replay(stored, scope);
    throw error;
  }
}

/**
 * `answerOnce` for a work that stores its success answer itself, under the key it is given (null
 * without one), in its last statement (storedAnswerSql): a slip's, whose answer then goes with
 * its writes and the COMMIT in one round trip. It does not look for a stored answer first, which
 * would cost every call a statement for the rare retry: a retry runs the work, which fails on the
 * key's primary key if not before, and then gets the stored answer as a concurrent one does.
 */
export async function answerOnceStoredByWork(
  db: Kysely<Schema>,
  scope: AnswerKey | null,
  work: (trx: Transaction<Schema>, key: AnswerKey | null) => Promise<unknown>,
): Promise<Answer> {
  try {
    return { statusCode: 200, body: await db.transaction().execute((trx) => work(trx, scope)), replayed: false };
  } catch (error) {
    const stored = scope && (await findStoredAnswer(db, scope.memberId, scope.key));
    if (stored) return replay(stored, scope);
    throw error;
  }
}

function replay(stored: StoredAnswer, scope: AnswerKey): Answer {
  if (stored.request_hash !== scope.requestHash) throw new DomainError('idempotencyKeyReused');
  return { statusCode: stored.status_code, body: stored.response, replayed: true };
}

/** Sends an answer of `answerOnce`, marking a stored one so that a client can tell it was a retry. */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  if (answer.replayed) reply.header('Idempotency-Replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
