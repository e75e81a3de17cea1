import { sql, type Kysely } from 'kysely';

/**
 * Void deadlines (docs/lottery-rules.md#void-deadlines): each lottery's minutes after the draw
 * time at which a round without a result is voided (two hours; a day for the government draws),
 * and on a round when, why and by whom it was voided (null: by the server, at its deadline).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lotteries')
    .addColumn('void_after_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(120)
        .check(sql`void_after_minutes > 0`),
    )
    .execute();
  await db.updateTable('lotteries').set({ void_after_minutes: 1440 }).where('result_kind', '=', 'government').execute();

  await db.schema
    .alterTable('rounds')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('void_reason', 'text')
    .addColumn('voided_by', 'integer', (col) => col.references('members.id'))
    .execute();
  await db.schema
    .alterTable('rounds')
    .addCheckConstraint('rounds_void_reason', sql`(voided_at is null) = (void_reason is null)`)
    .execute();
  // A round ends settled or voided, never both.
  await db.schema
    .alterTable('rounds')
    .addCheckConstraint('rounds_settled_or_voided', sql`voided_at is null or settled_at is null`)
    .execute();
  // The deadline job's rounds: neither settled nor voided, by draw time.
  await db.schema
    .createIndex('rounds_unfinished_draw_at')
    .on('rounds')
    .column('draw_at')
    .where(sql.ref('settled_at'), 'is', null)
    .where(sql.ref('voided_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('rounds_unfinished_draw_at').execute();
  await db.schema.alterTable('rounds').dropConstraint('rounds_settled_or_voided').execute();
  await db.schema.alterTable('rounds').dropConstraint('rounds_void_reason').execute();
  await db.schema.alterTable('rounds').dropColumn('voided_by').dropColumn('void_reason').dropColumn('voided_at').execute();
  await db.schema.alterTable('lotteries').dropColumn('void_after_minutes').execute();
}
