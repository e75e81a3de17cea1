import { protectionLabels as words } from '../labels/protection';
import { formatMoneyDate, withValues } from '../format/format';

/**
 * Player protection (docs/player-protection.md): the limits a member sets on deposits, losses
 * (stakes less prizes) and stakes per rolling 24 hours, 7 days and 30 days, the time-out and
 * self-exclusion periods, and the reality-check intervals. Amounts here are satang (bigint).
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const HOUR_MS = 3_600_000;
/** Each window is rolling: the last 24 hours, 7 days or 30 days before now. */
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = { day: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS, month: 30 * 24 * HOUR_MS };
/** A raise or a removal waits this long; a lowering takes effect at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * HOUR_MS;

export const TIMEOUT_PERIODS = ['24h', '7d', '30d'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export type BreakKind = 'timeout' | 'exclusion';
export const REALITY_CHECK_MINUTES = [30, 60] as const;

/** A time-out or self-exclusion in force, until when: a Date on the server, an ISO string in the browser. */
export interface BreakInForce<T extends Date | string = Date | string> {
  kind: BreakKind;
  until: T;
}

/**
 * The break that refuses bets, deposits and slip uploads at `now`: the self-exclusion when it ends
 * as late as the time-out or later, else the time-out; null when neither is in force. The server
 * refuses by it and the member's screens say it before any input.
 */
export function breakInForce<T extends Date | string>(
  { timeout_until, excluded_until }: { timeout_until: T | null; excluded_until: T | null },
  now: Date,
): BreakInForce<T> | null {
  const inForce = (until: T | null): until is T => until !== null && new Date(until).getTime() > now.getTime();
  if (inForce(excluded_until) && (!inForce(timeout_until) || new Date(excluded_until).getTime() >= new Date(timeout_until).getTime())) {
    return { kind: 'exclusion', until: excluded_until };
  }
  return inForce(timeout_until) ? { kind: 'timeout', until: timeout_until } : null;
}

/** The refusal of a break in force, with its end in Bangkok time: the server's message and the screens' alike. */
export function breakRefusal({ kind, until }: BreakInForce): string {
  return withValues(kind === 'timeout' ? words.timeoutRefused : words.exclusionRefused, { until: formatMoneyDate(until) });
}

/** When a time-out or self-exclusion that starts at `from` ends: days for a time-out, calendar months and years for an exclusion. */
export function breakEnd(period: TimeoutPeriod | ExclusionPeriod, from: Date): Date {
  const end = new Date(from.getTime());
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

/** A new break never shortens one in force: the later end holds (nobody ends one early). */
export function laterEnd(current: Date | null, next: Date): Date {
  return current && current > next ? current : next;
}

/**
 * How a change of one limit applies: a lower limit (or a first one) at once; a higher one or a
 * removal only after LIMIT_RAISE_DELAY_MS; the same value changes nothing.
 */
export function limitChangeTiming(current: bigint | null, next: bigint | null): 'now' | 'later' | 'unchanged' {
  if (current === next) return 'unchanged';
  if (next !== null && (current === null || next < current)) return 'now';
  return 'later';
}

/** One limit and what the member has used of it in its window. */
export interface LimitUse {
  kind: LimitKind;
  period: LimitPeriod;
  /** Satang; null: no limit. */
  limit: bigint | null;
  used: bigint;
}

export interface LimitBreach {
  kind: LimitKind;
  period: LimitPeriod;
  /** What is left of the limit, never below zero. */
  left: bigint;
}

/**
 * Whether `amount` more would pass one of the limits: the tightest (least left) of those it would
 * pass, so the member is told the limit that applies. Null when every limit takes it.
 */
export function limitBreach(uses: readonly LimitUse[], amount: bigint): LimitBreach | null {
  let tightest: LimitBreach | null = null;
  for (const { kind, period, limit, used } of uses) {
    if (limit === null) continue;
    const left = limit > used ? limit - used : 0n;
    if (amount > left && (tightest === null || left < tightest.left)) tightest = { kind, period, left };
  }
  return tightest;
}

/** The limit named in full: วงเงินฝากต่อวัน. */
export function limitName(kind: LimitKind, period: LimitPeriod): string {
  return `${words.kinds[kind]}${words.periods[period]}`;
}

/** The refusal's message: วงเงินฝากต่อวันเหลือ 150.00 บาท (left already formatted in baht). */
export function limitLeftMessage(kind: LimitKind, period: LimitPeriod, leftText: string): string {
  return withValues(words.limitLeft, { limit: limitName(kind, period), left: leftText });
}

/** How long since login, in Thai: 1 ชั่วโมง 5 นาที or 25 นาที. */
export function playedFor(ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? withValues(words.hoursMinutes, { hours, minutes }) : withValues(words.minutesOnly, { minutes });
}

/**
 * When the next reality check is due: one interval after the later of login and the last check
 * the member answered. A check already due is shown at once.
 */
export function nextRealityCheckAt(loggedInAt: number, lastAnsweredAt: number | null, intervalMs: number): number {
  return Math.max(loggedInAt, lastAnsweredAt ?? 0) + intervalMs;
}
