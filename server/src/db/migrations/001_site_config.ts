import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema of their own moment, not today's.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_config')
    // One row only: the site has one configuration.
    .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('line_url', 'text', (col) => col.notNull())
    .addColumn('popup_status', 'boolean', (col) => col.notNull())
    .addColumn('popup_link', 'text', (col) => col.notNull())
    .addColumn('popup_url', 'text', (col) => col.notNull())
    .addColumn('banners', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rates', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db
    .insertInto('site_config')
    .values({
      id: 1,
      line_url: 'https://line.me/R/ti/p/@lotto-support',
      popup_status: false,
      popup_link: '',
      popup_url: '',
      banners: '[]',
      rates: JSON.stringify([
        { label: '3 ตัวบน', rate: 900 },
        { label: '3 ตัวโต๊ด', rate: 150 },
        { label: '2 ตัวบน', rate: 90 },
        { label: '2 ตัวล่าง', rate: 90 },
        { label: 'วิ่งบน', rate: 3.2 },
        { label: 'วิ่งล่าง', rate: 4.2 },
      ]),
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_config').execute();
}
