import type { CurrentUser } from '@lotto/shared';
import { renderSignedIn } from '@lotto/shared/testing';
import type { ReactElement } from 'react';

export const member: CurrentUser = { id: 7, username: '0812345678', credit: 1000, role: 'member' };

/** Renders a money screen for a logged-in member whose /me the fake server answers. */
export function renderAsMember(
  ui: ReactElement,
  {
    route = '/transfer',
    user = member,
    config,
  }: { route?: string; user?: CurrentUser; config?: Parameters<typeof renderSignedIn>[1]['config'] } = {},
) {
  return renderSignedIn(ui, { user, route, config });
}
