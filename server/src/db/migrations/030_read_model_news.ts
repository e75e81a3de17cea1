import { sql, type Kysely } from 'kysely';

/**
 * The read model's version (migration 010) also NOTIFYs 'read_model_changed' on commit, so that
 * each server process empties its read cache when another process changes lotteries, rates,
 * bands, rounds or limited numbers, instead of reading the version row per request
 * (server/src/lotto/reads/cache.ts). One notification per transaction: PostgreSQL folds equal ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create or replace function raise_read_model_version() returns trigger language plpgsql as $$
    begin
      update read_model_version set version = version + 1;
      perform pg_notify('read_model_changed', '');
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create or replace function raise_read_model_version() returns trigger language plpgsql as $$
    begin
      update read_model_version set version = version + 1;
      return null;
    end $$`.execute(db);
}
