import { sql, type Kysely } from 'kysely';

/**
 * `refuse(detail)` fails the statement that calls it, with SQLSTATE LT001 and `detail` (JSON text)
 * as the error's detail (server/src/db/refusal.ts): a statement whose writes must not stand when a
 * guard in it did not pass (a slip over a cap) rolls its transaction back by itself, so its COMMIT
 * can go with it in one round trip.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function refuse(detail jsonb) returns boolean language plpgsql as $$
    begin
      raise exception 'refused' using errcode = 'LT001', detail = detail::text;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function refuse(jsonb)`.execute(db);
}
