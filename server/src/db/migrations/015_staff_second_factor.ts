import { sql, type Kysely } from 'kysely';

/**
 * Staff two-factor sign-in (TOTP with one-time backup codes). `site_config.second_factor_for` says
 * who must have one: a new site starts with admins (the demo seed sets nobody, so that the demo
 * admin works at once). A second factor's secret is stored sealed with a key derived from the
 * server secret; `confirmed_at` is null while enrolment waits for its first code, and
 * `last_used_step` is the TOTP time step last accepted, so a code is never accepted twice.
 * Backup codes are stored as hashes; each is used once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_config')
    .addColumn('second_factor_for', 'text', (col) =>
      col
        .notNull()
        .defaultTo('admins')
        .check(sql`second_factor_for in ('nobody', 'admins', 'staff')`),
    )
    .execute();

  await db.schema
    .createTable('staff_second_factors')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id'))
    .addColumn('sealed_secret', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_backup_codes')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('staff_backup_codes_pkey', ['member_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_backup_codes').execute();
  await db.schema.dropTable('staff_second_factors').execute();
  await db.schema.alterTable('site_config').dropColumn('second_factor_for').execute();
}
