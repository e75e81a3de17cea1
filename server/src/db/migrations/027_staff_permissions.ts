import { sql, type Kysely } from 'kysely';

/**
 * Staff permissions (docs/screens.md#permissions): per staff user a level (none, view, manage) of
 * each back-office module, and an approval limit in satang (null: none) above which a deposit or
 * withdrawal they approve waits for a different staff user's approval; deposits keep that first
 * approver as withdrawals already did. Existing staff keep what the staff role reached before:
 * the modules of its routes managed, risk read (its admin-only routes were changes), and none of
 * the site's settings, staff accounts and releases, which were for admins only. Admins get every
 * module managed (an admin passes every check whatever is stored).
 */
const MODULES = ['money', 'rounds', 'risk', 'members', 'reports', 'site', 'staff', 'releases'];
const STAFF_ROLE: Record<string, string> = {
  money: 'manage',
  rounds: 'manage',
  risk: 'view',
  members: 'manage',
  reports: 'manage',
  site: 'none',
  staff: 'none',
  releases: 'none',
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_permissions')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('module', 'text', (col) => col.notNull().check(sql`module in (${sql.join(MODULES.map((module) => sql.lit(module)))})`))
    .addColumn('level', 'text', (col) => col.notNull().check(sql`level in ('none', 'view', 'manage')`))
    .addPrimaryKeyConstraint('staff_permissions_pkey', ['member_id', 'module'])
    .execute();
  await db.schema
    .alterTable('members')
    .addColumn('approval_limit', 'bigint', (col) => col.check(sql`approval_limit >= 0`))
    .execute();
  await db.schema
    .alterTable('deposits')
    .addColumn('first_approved_by', 'integer', (col) => col.references('members.id'))
    .addColumn('first_approved_at', 'timestamptz')
    .execute();

  const staff = await db.selectFrom('members').select(['id', 'role']).where('role', 'in', ['staff', 'admin']).execute();
  const rows = staff.flatMap(({ id, role }) =>
    MODULES.map((module) => ({ member_id: id, module, level: role === 'admin' ? 'manage' : STAFF_ROLE[module] })),
  );
  if (rows.length > 0) await db.insertInto('staff_permissions').values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deposits').dropColumn('first_approved_at').dropColumn('first_approved_by').execute();
  await db.schema.alterTable('members').dropColumn('approval_limit').execute();
  await db.schema.dropTable('staff_permissions').execute();
}
