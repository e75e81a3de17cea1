import * as yup from 'yup';
import { oneOfText, shape } from '../../api/replies';
import { hasAtMostTwoDecimals } from '../../money/satang';
import { validationMessages as m } from '../../validation/messages';
import { baht } from './fields';

/**
 * Staff permissions (docs/screens.md#permissions): per staff user a level per module of the back
 * office, and an approval limit above which their approval of a deposit or withdrawal waits for a
 * second approver. Admins have every right and no limit.
 */

/** The back office's modules: every /admin-api/ route and every back-office section belongs to one. */
export const STAFF_MODULES = ['money', 'rounds', 'risk', 'members', 'reports', 'site', 'staff', 'releases'] as const;
export type StaffModule = (typeof STAFF_MODULES)[number];

/** What a staff user may do in a module: nothing, read (GET routes), or everything (the other routes too). */
export const PERMISSION_LEVELS = ['none', 'view', 'manage'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export type ModulePermissions = Record<StaffModule, PermissionLevel>;

/** Whether `level` reaches `needed` (manage includes view). */
export function levelAllows(level: PermissionLevel, needed: Exclude<PermissionLevel, 'none'>): boolean {
  return PERMISSION_LEVELS.indexOf(level) >= PERMISSION_LEVELS.indexOf(needed);
}

/** Every module at one level. */
export function everyModuleAt(level: PermissionLevel): ModulePermissions {
  return Object.fromEntries(STAFF_MODULES.map((module) => [module, level])) as ModulePermissions;
}

/**
 * What the staff role could do before permissions per module, given to every staff account that
 * is created without others: money, rounds, members and reports in full, risk to read, and none of
 * the site's settings, staff accounts or releases (those were for admins only).
 */
export const STAFF_ROLE_PERMISSIONS: ModulePermissions = {
  money: 'manage',
  rounds: 'manage',
  risk: 'view',
  members: 'manage',
  reports: 'manage',
  site: 'none',
  staff: 'none',
  releases: 'none',
};

// --- requests ---

const levelRule = () =>
  yup.string().required(m.backoffice.permissionLevelInvalid).oneOf(PERMISSION_LEVELS, m.backoffice.permissionLevelInvalid);

/** PUT /admin-api/staff/{id}/permissions: every module's level, and the approval limit in baht (null: no limit). */
export const staffPermissionsRequestSchema = yup.object({
  modules: yup
    .object(Object.fromEntries(STAFF_MODULES.map((module) => [module, levelRule()])) as Record<StaffModule, ReturnType<typeof levelRule>>)
    .required(m.backoffice.permissionLevelInvalid)
    .noUnknown(m.backoffice.permissionLevelInvalid),
  approval_limit: yup
    .number()
    .typeError(m.backoffice.approvalLimitInvalid)
    .nullable()
    .defined(m.backoffice.approvalLimitInvalid)
    .min(0, m.backoffice.approvalLimitInvalid)
    .max(10_000_000, m.backoffice.approvalLimitInvalid)
    .test('decimals', m.amountDecimals, (value) => value === null || value === undefined || hasAtMostTwoDecimals(value)),
});

// --- replies ---

/** A staff user's permissions: in the staff list, the PUT's answer and /me. */
export const staffPermissionsSchema = shape({
  modules: shape(
    Object.fromEntries(STAFF_MODULES.map((module) => [module, oneOfText(PERMISSION_LEVELS)])) as Record<
      StaffModule,
      ReturnType<typeof oneOfText<PermissionLevel>>
    >,
  ),
  approval_limit: baht('Baht; above it an approval waits for a second approver. null: no limit.').nullable(),
});

export type StaffPermissionsRequest = yup.InferType<typeof staffPermissionsRequestSchema>;
export type StaffPermissions = yup.InferType<typeof staffPermissionsSchema>;
