import { bahtToSatang } from '../money/satang';

/** `รับได้อีก` shows once at most this share (percent) of a number's cap is left. */
export const CAP_NEAR_PERCENT = 20;

/**
 * Whether a number is near its cap, so that its live terms show `รับได้อีก <remaining>`
 * (docs/lottery-rules.md#live-terms-and-saved-slips): at most CAP_NEAR_PERCENT % of the cap `remaining` counts down
 * from is left, or less is left than the stake the member typed for it (place_bet would refuse
 * it). Every lottery has a per-number cap, so "has a cap" alone would mark every number.
 * Never for an uncapped number; a closed number says `ปิดรับแทง` instead.
 * remaining, cap and stake are baht, as numbers_paid and the cart carry them.
 */
export function capIsNear({ remaining, cap, stake }: { remaining: number | null; cap: number | null; stake?: number | null }): boolean {
  if (remaining === null) return false;
  const left = bahtToSatang(remaining);
  if (left === null) return false;
  const typed = stake === undefined || stake === null ? null : bahtToSatang(stake);
  if (typed !== null && typed > left) return true;
  const whole = cap === null ? null : bahtToSatang(cap);
  return whole !== null && left * 100n <= whole * BigInt(CAP_NEAR_PERCENT);
}
