import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths, th } from '@lotto/shared';
import { useSession } from '@lotto/shared/client';
import { Panel } from '../remotes/RemoteFallback';

function SessionLoading() {
  return (
    <Panel aria-busy="true" role="status">
      {th.remote.sessionLoading}
    </Panel>
  );
}

/**
 * Member-only routes (docs/screens.md#screens-and-routes): wait until the session has finished loading (stored
 * token read back, first /me answered), then send a guest to / replacing history.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'guest') return <Navigate to={paths.home} replace />;
  return children;
}

/** Roles that may open the back office (docs/screens.md#back-office). */
export function isStaff(role: string | undefined): boolean {
  return role === 'staff' || role === 'admin';
}

/**
 * The back office: once the session is known, anyone but staff or admin goes to / replacing
 * history. Its remote is mounted only inside, so a member or a guest never downloads its code.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (!isStaff(user?.role)) return <Navigate to={paths.home} replace />;
  return children;
}

/**
 * Registration is shown only when not logged in (docs/screens.md#screens-and-routes). A page
 * opened by a guest stays while that guest becomes a member on it: registration logs the new
 * member in and then offers play limits on the same page.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [openedAsGuest, setOpenedAsGuest] = useState(false);
  if (status === 'guest' && !openedAsGuest) setOpenedAsGuest(true);
  if (openedAsGuest || status === 'guest') return children;
  if (status === 'loading') return <SessionLoading />;
  if (status === 'member') return <Navigate to={paths.home} replace />;
  return children;
}
