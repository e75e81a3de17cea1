import type { ReactElement } from 'react';
import type { CurrentUser } from '@lotto/shared';
import { renderSignedIn } from '@lotto/shared/testing';

export const member: CurrentUser = { id: 7, username: '0812345678', credit: 1000, role: 'member' };

/** Renders a member's page for a logged-in member whose /me the fake server answers. */
export function renderAsMember(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  return renderSignedIn(ui, { user: member, route, path });
}
