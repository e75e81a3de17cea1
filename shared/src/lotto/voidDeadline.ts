import type { LotteryDefinition } from './catalogue';

/**
 * Void deadlines (docs/lottery-rules.md#void-deadlines): a round of a lottery with no result this
 * many minutes after its draw time is voided by the server, every running slip refunded. The
 * minutes are the lottery's data, set by an admin; these are the defaults and the bounds.
 */

/** Two hours after the draw. */
export const DEFAULT_VOID_AFTER_MINUTES = 120;
/** A day for a government draw: its result is published, and checked, later in the day. */
export const GOVERNMENT_VOID_AFTER_MINUTES = 1440;
/** Shorter would void rounds whose result is merely a little late. */
export const MIN_VOID_AFTER_MINUTES = 30;
/** A week: longer keeps members' stakes for no purpose. */
export const MAX_VOID_AFTER_MINUTES = 10_080;

/** A lottery's void deadline when it is first written to the database. */
export function defaultVoidAfterMinutes(lottery: Pick<LotteryDefinition, 'resultKind'>): number {
  return lottery.resultKind === 'government' ? GOVERNMENT_VOID_AFTER_MINUTES : DEFAULT_VOID_AFTER_MINUTES;
}

/** When a round drawn at `drawAt` is voided without a result. */
export function voidDeadline(drawAt: Date, voidAfterMinutes: number): Date {
  return new Date(drawAt.getTime() + voidAfterMinutes * 60_000);
}
