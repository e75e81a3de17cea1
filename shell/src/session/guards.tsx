import type { ReactNode } from 'react';
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
 * Member-only routes (SPEC.md section 2): wait until the session has finished loading (stored
 * token read back, first /me answered), then send a guest to / replacing history.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'guest') return <Navigate to={paths.home} replace />;
  return children;
}

/** Registration is shown only when not logged in (SPEC.md sections 2 and 6). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'member') return <Navigate to={paths.home} replace />;
  return children;
}
