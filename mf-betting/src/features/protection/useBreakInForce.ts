import { breakInForce, type BreakInForce } from '@lotto/shared';
import { useGetPlayLimitsQuery } from '@lotto/shared/client';

/**
 * The member's time-out or self-exclusion in force (GET /cl-api/auth/play-limits), so that the bet
 * screen says so before any input. Unknown while loading or when the read fails: the server still refuses.
 */
export function useBreakInForce(now: Date): BreakInForce | null {
  const { data } = useGetPlayLimitsQuery();
  return data ? breakInForce(data, now) : null;
}
