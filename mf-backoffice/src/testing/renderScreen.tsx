import type { ReactElement } from 'react';
import type { CurrentUser, MemberRole, SecondFactorState } from '@lotto/shared';
import { api, tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore } from '@lotto/shared/testing';

export function staffUser(role: MemberRole = 'staff'): CurrentUser {
  return { id: 90, username: '0800000090', credit: 0, role };
}

/** Renders a back-office screen for a logged-in staff user (or admin) at `route`. */
export async function renderAsStaff(
  ui: ReactElement,
  { route = '/backoffice', path = '*', role = 'staff' as MemberRole, secondFactor = 'off' as SecondFactorState } = {},
) {
  const user = { ...staffUser(role), second_factor: secondFactor };
  answer('GET /cl-api/auth/me', () => ok(user));
  return renderWithStore(ui, {
    route,
    path,
    seed: async (store) => {
      store.dispatch(tokensReceived({ token: 'staff-token', refresh_token: 'staff-refresh' }));
      await store.dispatch(api.util.upsertQueryData('getMe', undefined, user));
    },
  });
}
