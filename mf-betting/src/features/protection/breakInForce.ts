import { formatMoneyDate, th, withValues, type BreakKind, type PlayLimitsPayload } from '@lotto/shared';

export interface BreakInForce {
  kind: BreakKind;
  until: string;
}

const inForce = (kind: BreakKind, until: string | null, now: Date): BreakInForce | null =>
  until !== null && Date.parse(until) > now.getTime() ? { kind, until } : null;

/**
 * The member's own break in force now, as the server refuses a slip for it: the self-exclusion when
 * it ends as late as the time-out or later, else the time-out. Null when neither is in force.
 */
export function breakInForce(
  { timeout_until, excluded_until }: Pick<PlayLimitsPayload, 'timeout_until' | 'excluded_until'>,
  now: Date,
): BreakInForce | null {
  const exclusion = inForce('exclusion', excluded_until, now);
  const timeout = inForce('timeout', timeout_until, now);
  if (exclusion && (!timeout || Date.parse(exclusion.until) >= Date.parse(timeout.until))) return exclusion;
  return timeout;
}

/** The server's own refusal of a slip on a break, with its end in Bangkok time. */
export function breakRefusal({ kind, until }: BreakInForce): string {
  return withValues(kind === 'timeout' ? th.protection.timeoutRefused : th.protection.exclusionRefused, { until: formatMoneyDate(until) });
}
