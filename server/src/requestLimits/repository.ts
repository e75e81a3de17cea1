import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export interface HitCount {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttlMs: number;
}

/**
 * Counts one request under `key` in one statement, so that servers counting at once never lose a
 * hit: a key seen for the first time, or whose window has ended, starts a new window of
 * `windowMs`. The database's clock decides, so that every server agrees on when windows end.
 */
export async function countHit(db: Kysely<Schema>, key: string, windowMs: number): Promise<HitCount> {
  const windowEnd = sql<Date>`now() + make_interval(secs => ${windowMs / 1000}::float8)`;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_ends_at: windowEnd })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql`case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end`,
        window_ends_at: sql`case when rate_limit_hits.window_ends_at <= now() then excluded.window_ends_at else rate_limit_hits.window_ends_at end`,
      }),
    )
    .returning(['hits', sql<number>`greatest(0, extract(epoch from (window_ends_at - now())) * 1000)::float8`.as('ttl_ms')])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, ttlMs: Math.ceil(row.ttl_ms) };
}

/** Removes the counters whose window ended before `before`; answers how many. */
export async function deleteExpiredHits(db: Kysely<Schema>, before: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
