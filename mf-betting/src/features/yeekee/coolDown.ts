import { th } from '@lotto/shared';

const SECONDS_IN_REFUSAL = new RegExp(`^${th.yeekee.coolDown.replace('{seconds}', '(\\d+)')}$`);

/**
 * The seconds left of a cool-down refusal. The server tells them only in its Thai message
 * (`RATE_LIMITED`, th.yeekee.coolDown), so they are read back from that template; the cap's
 * refusal, also `RATE_LIMITED`, has none.
 */
export function coolDownSeconds(message: string): number | null {
  const match = SECONDS_IN_REFUSAL.exec(message);
  return match ? Number(match[1]) : null;
}
