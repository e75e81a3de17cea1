import { sql, type Kysely } from 'kysely';

/**
 * Results imported from sources (docs/result-import.md). `result_sources`: per lottery at most two
 * URLs with the format each answers in. `result_imports`: per due round what its sources last
 * answered, the result they agree on (staged for staff), where the import stands, and when to fetch
 * next; `claimed_until` lets one server process at a time fetch a round.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('result_sources')
    .addColumn('lottery_code', 'text', (col) => col.notNull().references('lotteries.code'))
    .addColumn('position', 'smallint', (col) => col.notNull().check(sql`position in (1, 2)`))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull().check(sql`format in ('glo', 'site')`))
    .addPrimaryKeyConstraint('result_sources_pkey', ['lottery_code', 'position'])
    .execute();
  await db.schema
    .createTable('result_imports')
    .addColumn('round_id', 'integer', (col) => col.primaryKey().references('rounds.id'))
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('fetching')
        .check(sql`state in ('fetching', 'staged', 'disagreement', 'failing', 'settled')`),
    )
    .addColumn('result', 'jsonb')
    .addColumn('sources', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fetched_at', 'timestamptz')
    .addColumn('first_failure_at', 'timestamptz')
    .addColumn('alert_at', 'timestamptz')
    .addColumn('next_fetch_at', 'timestamptz', (col) => col.defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('result_imports_alerts')
    .on('result_imports')
    .column('alert_at')
    .where(sql.ref('alert_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('result_imports').execute();
  await db.schema.dropTable('result_sources').execute();
}
