import type { ReactNode } from 'react';
import styled from 'styled-components';
import { th } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button } from './controls';
import { Message } from './layout';

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

/** The Thai reason of a failed request: the server's or the network's message, else `fallback`. */
const reasonOf = (error: unknown, fallback: string) => (error as Partial<QueryError> | undefined)?.message ?? fallback;

/**
 * A failed request: what failed (`title`) and the server's or the network's Thai reason (else
 * `fallback`) in one line, and a retry button `ลองอีกครั้ง`.
 */
export function LoadFailure({
  title,
  error,
  onRetry,
  fallback = th.errors.generic,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  fallback?: string;
}) {
  return (
    <Box role="alert">
      <p>{title === undefined ? reasonOf(error, fallback) : `${title}: ${reasonOf(error, fallback)}`}</p>
      <Button type="button" $variant="primary" onClick={onRetry}>
        {th.remote.retry}
      </Button>
    </Box>
  );
}

/**
 * What a screen shows until its data is there: loading, or the load-failure panel with a retry.
 * Renders `children` once data has arrived, also while a background refresh runs.
 */
export function QueryState({
  isLoading,
  error,
  refetch,
  loadingText = th.remote.loading,
  failedText = th.backofficeFrame.common.loadFailed,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
  loadingText?: string;
  failedText?: string;
  children: ReactNode;
}) {
  if (isLoading) return <Message role="status">{loadingText}</Message>;
  if (error) return <LoadFailure error={error} fallback={failedText} onRetry={() => void refetch()} />;
  return children;
}
