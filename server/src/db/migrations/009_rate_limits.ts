import { sql, type Kysely } from 'kysely';

/**
 * Per-address request counters of the rate-limited routes, in the database so that every server
 * process on it counts the same requests. One row per address and route: the hits of the current
 * window and when that window ends; expired rows are swept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('rate_limit_hits_window_idx').on('rate_limit_hits').column('window_ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
