import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { th } from '@lotto/shared';
import { FirstPaintReplaced } from '../layout/firstPaint';
import { reportRemoteFailure } from './clientReports';
import { Panel, RemoteFallback, RemoteSlotContext } from './RemoteFallback';

export type RemoteLoader = (retry: boolean) => Promise<{ default: ComponentType<Record<string, unknown>> }>;

interface BoundaryProps {
  remote: string;
  children: ReactNode;
  fallback: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, so only its own area fails. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`remote ${this.props.remote} failed`, error);
    reportRemoteFailure(this.props.remote, 'boundary', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The place in the shell where one exposed module of a remote is mounted. A retry remounts the
 * boundary and asks the loader again, telling it to drop what failed before.
 */
export function RemoteSlot({
  remote,
  load,
  props = {},
  page = false,
}: {
  remote: string;
  load: RemoteLoader;
  props?: Record<string, unknown>;
  /** The slot is a route's whole page: the HTML's first paint stays until the page (or its fallback) is there. */
  page?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(() => lazy(() => load(attempt > 0)), [load, attempt]);
  const slot = useMemo(() => ({ remote, retry: () => setAttempt((n) => n + 1) }), [remote]);
  const replaced = page && <FirstPaintReplaced />;
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteBoundary
        key={attempt}
        remote={remote}
        fallback={
          <>
            <RemoteFallback />
            {replaced}
          </>
        }
      >
        <Suspense fallback={<Panel aria-busy="true">{th.remote.loading}</Panel>}>
          <Loaded {...props} />
          {replaced}
        </Suspense>
      </RemoteBoundary>
    </RemoteSlotContext.Provider>
  );
}
