import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { th } from '@lotto/shared';

export type RemoteLoader = (retry: boolean) => Promise<{ default: ComponentType<Record<string, unknown>> }>;

const Panel = styled.div`
  margin: 16px;
  padding: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.yellow[50]};
  border: 1px solid ${({ theme }) => theme.yellow[300]};
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 12px;
  padding: 8px 20px;
  border: 0;
  border-radius: 8px;
  background: ${({ theme }) => theme.yellow[700]};
  font: inherit;
  cursor: pointer;
`;

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, so only its own area fails. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`remote ${this.props.remote} failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Panel role="alert" data-remote-fallback={this.props.remote}>
        <div>{th.remote.failed}</div>
        <small>{th.remote.failedHint}</small>
        <div>
          <RetryButton type="button" onClick={this.props.onRetry}>
            {th.remote.retry}
          </RetryButton>
        </div>
      </Panel>
    );
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
}: {
  remote: string;
  load: RemoteLoader;
  props?: Record<string, unknown>;
}) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(() => lazy(() => load(attempt > 0)), [load, attempt]);
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Panel aria-busy="true">{th.remote.loading}</Panel>}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
