import { sql, type Kysely } from 'kysely';

/**
 * Release state of the remotes (docs/operations.md#remote-releases), shared by every server process: each remote's pin
 * and canary (their history is the audit log, target `remote`), and the page loads and errors
 * the browsers reported per remote version, which decide whether a canary rolls itself back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_releases')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('pinned_version', 'text')
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer')
    .addColumn('canary_started_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'remote_releases_canary_whole',
      sql`(canary_version is null) = (canary_percent is null) and (canary_version is null) = (canary_started_at is null)`,
    )
    .addCheckConstraint('remote_releases_canary_percent', sql`canary_percent between 1 and 99`)
    .execute();
  await db.schema
    .createTable('remote_version_counts')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('loads', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('load_failures', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('since', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('remote_version_counts_pk', ['remote', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_version_counts').execute();
  await db.schema.dropTable('remote_releases').execute();
}
