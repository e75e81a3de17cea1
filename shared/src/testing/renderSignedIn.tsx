import type { ReactElement } from 'react';
import type { CurrentUser } from '../contracts/auth';
import { api } from '../client/api';
import { tokensReceived } from '../client/session';
import { answer, ok } from '../../../tooling/testing/fakeApi';
import { renderWithStore } from './renderWithStore';

/**
 * Renders a screen for a signed-in user, member or staff: the session holds a token pair, the
 * fake server answers /me with `user` and the cache already has it, as after the shell's login.
 */
export async function renderSignedIn(
  ui: ReactElement,
  {
    user,
    route = '/',
    path = '*',
    token = 'access-token',
    config,
  }: {
    user: CurrentUser;
    route?: string;
    path?: string;
    token?: string;
    config?: NonNullable<Parameters<typeof renderWithStore>[1]>['config'];
  },
) {
  answer('GET /cl-api/auth/me', () => ok(user));
  return renderWithStore(ui, {
    route,
    path,
    config,
    seed: async (store) => {
      store.dispatch(tokensReceived({ token, refresh_token: `${token}-refresh` }));
      await store.dispatch(api.util.upsertQueryData('getMe', undefined, user));
    },
  });
}
