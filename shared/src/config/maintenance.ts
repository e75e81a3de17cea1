import { countdownTo } from '../lotto/roundState';

/**
 * Maintenance windows (ปิดปรับปรุง, docs/operations.md#maintenance-windows): what a window closes
 * and when it is in force. The server refuses with these rules and the member site disables its
 * panels with the same ones, both comparing with the clock: a window ends by itself at `until`.
 */

export const MAINTENANCE_MODULES = ['deposit', 'withdraw', 'register', 'bet'] as const;
export type MaintenanceModule = (typeof MAINTENANCE_MODULES)[number];

/** What a rule needs of a window: stored rows (Date) and load-config's (ISO text) alike. */
export interface WindowTimes<T = string> {
  module: MaintenanceModule;
  lottery: string | null;
  from: T | null;
  until: T | null;
}

const instant = (time: Date | string) => (typeof time === 'string' ? Date.parse(time) : time.getTime());

/** Opened (no `from`: at once) and not yet ended. */
export function isInForce(window: WindowTimes<Date | string>, now: Date): boolean {
  const at = now.getTime();
  return (window.from === null || instant(window.from) <= at) && (window.until === null || instant(window.until) > at);
}

/** Not ended: in force now, or to come. */
export function isNotEnded(window: WindowTimes<Date | string>, now: Date): boolean {
  return window.until === null || instant(window.until) > now.getTime();
}

/** Scheduled: its `from` is still ahead. */
export function isComing(window: WindowTimes<Date | string>, now: Date): boolean {
  return window.from !== null && instant(window.from) > now.getTime() && isNotEnded(window, now);
}

/**
 * The window in force now that closes `module` (for 'bet', betting on `lottery`: a window of every
 * lottery or of that one), the one that ends last when several do; undefined when it is open.
 */
export function closingWindow<W extends WindowTimes<Date | string>>(
  windows: readonly W[],
  module: MaintenanceModule,
  now: Date,
  lottery?: string,
): W | undefined {
  const closing = windows.filter(
    (window) => window.module === module && (window.lottery === null || window.lottery === lottery) && isInForce(window, now),
  );
  const end = (window: W) => (window.until === null ? Infinity : instant(window.until));
  return closing.sort((a, b) => end(b) - end(a))[0];
}

/** Time left until `until`, as hours:minutes:seconds (1:23:45; 26:00:00 past a day). */
export function formatTimeLeft(until: string, now: Date): string {
  const { days, hours, minutes, seconds } = countdownTo(new Date(until), now);
  const two = (part: number) => String(part).padStart(2, '0');
  return `${days * 24 + hours}:${two(minutes)}:${two(seconds)}`;
}
