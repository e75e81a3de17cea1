import {
  everyModuleAt,
  STAFF_MODULES,
  STAFF_ROLE_PERMISSIONS,
  type ModulePermissions,
  type PermissionLevel,
  type StaffModule,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Role, Schema } from '../db/schema';

/** A staff user's levels per module and approval limit in satang (null: no limit), as the server checks them. */
export interface StaffPermissionSet {
  modules: ModulePermissions;
  approvalLimit: bigint | null;
}

/** Every right and no limit: what an admin has, whatever is stored. */
export const ADMIN_PERMISSIONS: StaffPermissionSet = { modules: everyModuleAt('manage'), approvalLimit: null };

/**
 * A staff user's permissions (docs/screens.md#permissions): an admin's are every right; a staff
 * user's the stored levels, `none` for a module without a row; a member's none.
 */
export async function findStaffPermissions(db: Kysely<Schema>, memberId: number): Promise<StaffPermissionSet> {
  const member = await db.selectFrom('members').select(['role', 'approval_limit']).where('id', '=', memberId).executeTakeFirst();
  if (member?.role === 'admin') return ADMIN_PERMISSIONS;
  const modules = everyModuleAt('none');
  if (member?.role !== 'staff') return { modules, approvalLimit: null };
  const rows = await db.selectFrom('staff_permissions').select(['module', 'level']).where('member_id', '=', memberId).execute();
  for (const { module, level } of rows) modules[module] = level;
  return { modules, approvalLimit: member.approval_limit === null ? null : BigInt(member.approval_limit) };
}

/** The level of one module (the back office's guard reads only the route's module). */
export async function findModuleLevel(db: Kysely<Schema>, memberId: number, module: StaffModule): Promise<PermissionLevel> {
  const row = await db
    .selectFrom('staff_permissions')
    .select('level')
    .where('member_id', '=', memberId)
    .where('module', '=', module)
    .executeTakeFirst();
  return row?.level ?? 'none';
}

/** Stores every module's level and the approval limit of a staff user, replacing what was there. */
export async function storeStaffPermissions(trx: Transaction<Schema>, memberId: number, permissions: StaffPermissionSet): Promise<void> {
  await trx
    .insertInto('staff_permissions')
    .values(STAFF_MODULES.map((module) => ({ member_id: memberId, module, level: permissions.modules[module] })))
    .onConflict((conflict) => conflict.columns(['member_id', 'module']).doUpdateSet((eb) => ({ level: eb.ref('excluded.level') })))
    .execute();
  await trx.updateTable('members').set({ approval_limit: permissions.approvalLimit }).where('id', '=', memberId).execute();
}

/** A new staff account starts with what the staff role had before permissions per module; an admin with every module. */
export async function grantRolePermissions(trx: Transaction<Schema>, memberId: number, role: Role): Promise<void> {
  if (role === 'member') return;
  await storeStaffPermissions(trx, memberId, {
    modules: role === 'admin' ? ADMIN_PERMISSIONS.modules : STAFF_ROLE_PERMISSIONS,
    approvalLimit: null,
  });
}

/** Active admins other than `memberId`, locked for the transaction: the last admin keeps every right. */
export async function countOtherActiveAdmins(trx: Transaction<Schema>, memberId: number): Promise<number> {
  const rows = await trx
    .selectFrom('members')
    .select('id')
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('id', '!=', memberId)
    .forUpdate()
    .execute();
  return rows.length;
}
