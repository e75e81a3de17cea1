import type { CurrentUser } from '@lotto/shared';
import { api, tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore } from '@lotto/shared/testing';
import type { ReactElement } from 'react';

export const member: CurrentUser = { id: 7, username: '0812345678', credit: 1000, role: 'member' };

/** Renders a money screen for a logged-in member whose /me the fake server answers. */
export async function renderAsMember(ui: ReactElement, { route = '/transfer', user = member } = {}) {
  answer('GET /cl-api/auth/me', () => ok(user));
  return renderWithStore(ui, {
    route,
    seed: async (store) => {
      store.dispatch(tokensReceived({ token: 'access-token', refresh_token: 'refresh-token' }));
      await store.dispatch(api.util.upsertQueryData('getMe', undefined, user));
    },
  });
}
