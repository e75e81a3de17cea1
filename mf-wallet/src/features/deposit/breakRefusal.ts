import { formatMoneyDate, th, withValues, type PlayLimitsPayload } from '@lotto/shared';

/**
 * Why the server will refuse a deposit now, in its own words (server/src/protection: a time-out
 * or self-exclusion in force refuses deposits and slip uploads until the later of the two ends;
 * the self-exclusion's message when they end together), or null when nothing stands in the way.
 */
export function breakRefusal(settings: PlayLimitsPayload | undefined, now: Date): string | null {
  if (!settings) return null;
  const inForce = (until: string | null) => (until !== null && Date.parse(until) > now.getTime() ? until : null);
  const excluded = inForce(settings.excluded_until);
  const timeout = inForce(settings.timeout_until);
  if (excluded && (!timeout || Date.parse(excluded) >= Date.parse(timeout))) {
    return withValues(th.protection.exclusionRefused, { until: formatMoneyDate(excluded) });
  }
  if (timeout) return withValues(th.protection.timeoutRefused, { until: formatMoneyDate(timeout) });
  return null;
}
