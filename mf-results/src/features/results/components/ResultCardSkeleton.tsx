import styled from 'styled-components';
import { SkeletonBlock } from '@lotto/ui';

const Card = styled.div`
  padding: 14px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px solid #e0e0e0;
  display: grid;
  gap: 10px;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

/** A result card's shape while results load. */
export function ResultCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="result-skeleton">
      <Row>
        <SkeletonBlock $height={44} $width="44px" />
        <SkeletonBlock $height={44} $width="60%" />
      </Row>
      <Row>
        <SkeletonBlock $height={54} />
        <SkeletonBlock $height={54} />
        <SkeletonBlock $height={54} />
      </Row>
    </Card>
  );
}
