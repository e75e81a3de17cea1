import { type Kysely } from 'kysely';

/**
 * The page loads that have reported a failure of a remote (docs/canary-health.md): at most one
 * failure per page load and remote counts, whichever server process hears it. Rows are only needed
 * while their page load's id is valid, and are deleted after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_page_load_failures')
    .addColumn('page_load', 'text', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_page_load_failures_pk', ['page_load', 'remote'])
    .execute();
  await db.schema.createIndex('remote_page_load_failures_expires_at').on('remote_page_load_failures').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_page_load_failures').execute();
}
