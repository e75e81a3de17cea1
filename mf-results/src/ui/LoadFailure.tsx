import styled from 'styled-components';
import { th } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';

const Box = styled.div`
  margin: 12px 0;
  padding: 16px;
  border-radius: 12px;
  background: #ffebee;
  border: 1px solid ${({ theme }) => theme.danger};
  color: ${({ theme }) => theme.ink};
  p {
    margin: 0 0 10px;
  }
`;

const RetryButton = styled.button`
  min-height: 40px;
  padding: 8px 18px;
  border: 0;
  border-radius: 8px;
  background: ${({ theme }) => theme.yellow[700]};
  color: ${({ theme }) => theme.ink};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** A failed request: what failed, the server's or the network's Thai reason, and a retry. */
export function LoadFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const reason = (error as QueryError | undefined)?.message ?? th.errors.generic;
  return (
    <Box role="alert">
      <p>
        <strong>{title}</strong>
        <br />
        {reason}
      </p>
      <RetryButton type="button" onClick={onRetry}>
        {th.remote.retry}
      </RetryButton>
    </Box>
  );
}
