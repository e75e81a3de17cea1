import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A grey placeholder of content still loading. */
export const SkeletonBlock = styled.div<{ $height: number; $width?: string }>`
  height: ${({ $height }) => $height}px;
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: 8px;
  background: linear-gradient(90deg, #eeeeee 25%, #e0e0e0 37%, #eeeeee 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
