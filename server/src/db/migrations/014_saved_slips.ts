import { sql, type Kysely } from 'kysely';

/**
 * Saved slips (โพยที่บันทึก, docs/lottery-rules.md#live-terms-and-saved-slips): a member's cart kept under a name, to load into any open
 * round later. The lines are one document (type, number, stake in satang), read and written whole;
 * a member keeps at most 50, listed newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_slips')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('saved_slips_member').on('saved_slips').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_slips').execute();
}
