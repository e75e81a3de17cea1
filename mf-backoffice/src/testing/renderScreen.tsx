import type { ReactElement } from 'react';
import {
  everyModuleAt,
  STAFF_ROLE_PERMISSIONS,
  type CurrentUser,
  type MemberRole,
  type ModulePermissions,
  type SecondFactorState,
} from '@lotto/shared';
import { renderSignedIn } from '@lotto/shared/testing';

/** A staff user as /me answers: an admin with every module, staff with the staff role's permissions unless `modules` says otherwise. */
export function staffUser(role: MemberRole = 'staff', modules?: ModulePermissions): CurrentUser {
  const permissions = { modules: modules ?? (role === 'admin' ? everyModuleAt('manage') : STAFF_ROLE_PERMISSIONS), approval_limit: null };
  return { id: 90, username: '0800000090', credit: 0, role, permissions };
}

/** Renders a back-office screen for a logged-in staff user (or admin) at `route`. */
export function renderAsStaff(
  ui: ReactElement,
  {
    route = '/backoffice',
    path = '*',
    role = 'staff' as MemberRole,
    secondFactor = 'off' as SecondFactorState,
    modules = undefined as ModulePermissions | undefined,
  } = {},
) {
  return renderSignedIn(ui, { user: { ...staffUser(role, modules), second_factor: secondFactor }, route, path, token: 'staff-token' });
}
