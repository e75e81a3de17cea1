import styled from 'styled-components';
import { th } from '@lotto/shared';
import { LoadFailure } from '@lotto/ui';
import { ResultCardSkeleton } from './ResultCardSkeleton';

const SkeletonGrid = styled.div`
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/** Results loading (skeleton cards) or failed (a Thai reason and a retry); nothing once loaded. */
export function ResultsQueryState({
  isLoading,
  error,
  refetch,
  cards = 4,
}: {
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
  cards?: number;
}) {
  if (isLoading) {
    return (
      <SkeletonGrid role="status" aria-busy="true">
        <Hidden>{th.results.list.loading}</Hidden>
        {Array.from({ length: cards }, (_, index) => (
          <ResultCardSkeleton key={index} />
        ))}
      </SkeletonGrid>
    );
  }
  if (error) return <LoadFailure title={th.results.list.loadFailed} error={error} onRetry={refetch} />;
  return null;
}
