import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { th } from '@lotto/shared';
import { Button } from '@lotto/ui';

export const Panel = styled.div`
  margin: 16px;
  padding: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.yellow[50]};
  border: 1px solid ${({ theme }) => theme.yellow[300]};
  text-align: center;
`;

/** Which remote a slot holds and how to load it again; the fallback reads it wherever it renders. */
export const RemoteSlotContext = createContext<{ remote: string; retry: () => void } | null>(null);

/**
 * The Thai fallback where a remote should be. The error boundary renders it, and so does the
 * federation runtime's errorLoadRemote hook (as the failed module's component), so both layers
 * show the same words and the same retry button.
 */
export function RemoteFallback() {
  const slot = useContext(RemoteSlotContext);
  return (
    <Panel role="alert" data-remote-fallback={slot?.remote}>
      <div>{th.remote.failed}</div>
      <small>{th.remote.failedHint}</small>
      {slot && (
        <div>
          <Button type="button" $variant="primary" onClick={slot.retry} style={{ marginTop: 12 }}>
            {th.remote.retry}
          </Button>
        </div>
      )}
    </Panel>
  );
}
