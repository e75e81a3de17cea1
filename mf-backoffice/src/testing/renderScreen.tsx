import type { ReactElement } from 'react';
import type { CurrentUser, MemberRole, SecondFactorState } from '@lotto/shared';
import { renderSignedIn } from '@lotto/shared/testing';

export function staffUser(role: MemberRole = 'staff'): CurrentUser {
  return { id: 90, username: '0800000090', credit: 0, role };
}

/** Renders a back-office screen for a logged-in staff user (or admin) at `route`. */
export function renderAsStaff(
  ui: ReactElement,
  { route = '/backoffice', path = '*', role = 'staff' as MemberRole, secondFactor = 'off' as SecondFactorState } = {},
) {
  return renderSignedIn(ui, { user: { ...staffUser(role), second_factor: secondFactor }, route, path, token: 'staff-token' });
}
