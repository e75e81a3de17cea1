import type { ReactNode } from 'react';
import { th } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Message } from './Page';

/**
 * What a screen shows until its data is there: loading, or the server's Thai message with a retry.
 * Renders `children` once data has arrived, also while a background refresh runs.
 */
export function QueryState({
  isLoading,
  error,
  refetch,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
  children: ReactNode;
}) {
  if (isLoading) return <Message role="status">{th.backoffice.common.loading}</Message>;
  if (error) {
    const message = (error as Partial<QueryError>).message ?? th.backoffice.common.loadFailed;
    return (
      <Message role="alert">
        {message}{' '}
        <Button type="button" onClick={() => refetch()}>
          {th.backoffice.common.retry}
        </Button>
      </Message>
    );
  }
  return children;
}
