/**
 * Yeekee shooting (ยิงเลข, docs/lottery-rules.md): what a shot is, the site settings' defaults and
 * how a shooter is shown. The calls' requests and replies are in contracts/yeekee.ts.
 */

/** A shot is exactly five digits, leading zeros kept. */
export const YEEKEE_SHOT_PATTERN = /^\d{5}$/;

/** Site settings' default: seconds between two shots of one member. */
export const YEEKEE_SHOT_COOLDOWN_DEFAULT_SECONDS = 10;

/** A member's phone number as others see it next to their shot: 0812341234 → 08x-xxx-1234. */
export function maskShooter(username: string): string {
  return `${username.slice(0, 2)}x-xxx-${username.slice(-4)}`;
}
