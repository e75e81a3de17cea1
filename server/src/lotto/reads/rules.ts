import {
  BET_HISTORY_PAGE_SIZE,
  BET_TYPES,
  drawnNumberFor,
  drawnNumbers,
  type BetResultRequest,
  type BetStatus,
  type BetType,
  type HistoryDetailRequest,
  type HistoryRequestInput,
  type LotteryResult,
  type PayRateRequest,
} from '@lotto/shared';
import type { BetLineStatus, BetSlipStatus } from '../../db/schema';

/** Rules of the lottery read calls: slip statuses and their request bodies (round states and order are shared). */

/**
 * What the member sees of a slip: a settled slip won if any of its lines did. Settlement writes
 * only the winning slips (migration 031): a slip still running in a settled round lost.
 */
export function slipBetStatus(status: BetSlipStatus, hasWinningLine: boolean, roundSettled: boolean): BetStatus {
  if (status === 'settled') return hasWinningLine ? 'prize' : 'no_prize';
  if (status === 'running' && roundSettled) return 'no_prize';
  return status;
}

/**
 * What the member sees of a line: settlement writes only winning lines, so a standing line of a
 * settled round lost (migration 031); a settled line shows the drawn number of its type it was
 * matched against, from the round's result.
 */
export function lineOutcome(
  line: { status: BetLineStatus; betType: BetType },
  round: { settled: boolean; result: LotteryResult | null },
): { status: BetStatus; num_prize: string | null } {
  if (!round.settled || round.result === null || line.status === 'reject') return { status: line.status, num_prize: null };
  return { status: line.status === 'prize' ? 'prize' : 'no_prize', num_prize: drawnNumberFor(line.betType, drawnNumbers(round.result)) };
}

/** Items grouped by bet type, the groups in the order of BET_TYPES, each keeping its items' order. */
export function groupByBetType<T extends { type: BetType }>(items: readonly T[]): { type: BetType; items: T[] }[] {
  return BET_TYPES.map((type) => ({ type, items: items.filter((item) => item.type === type) })).filter((group) => group.items.length > 0);
}

// --- request bodies: the shared schemas check them (requestSchema); these read what they mean ---

/** bet_result: a lottery code and a Bangkok draw date, both optional. */
export function resultQuery({ name, date }: BetResultRequest): { code: string | null; date: string | null } {
  return { code: name ?? null, date: date ?? null };
}

export const DEFAULT_PAY_RATE_LOTTERY = 'government';

/** pay_rate: the lottery named, the government lottery when none is (docs/api-conventions.md#calls). */
export function payRateLottery({ name }: PayRateRequest): string {
  return name ?? DEFAULT_PAY_RATE_LOTTERY;
}

export interface HistoryQuery {
  code: string | null;
  status: BetStatus | null;
  page: number;
  /** Slips per page: what the client asked for, at most BET_HISTORY_PAGE_SIZE. */
  limit: number;
}

/** history: no name or status means all. */
export function historyQuery({ name, status, page, limit }: HistoryRequestInput): HistoryQuery {
  return { code: name ?? null, status: (status ?? null) as BetStatus | null, page, limit: Math.min(limit, BET_HISTORY_PAGE_SIZE) };
}

/** history_detail: the round, and the slip's createdAt when one slip is meant. */
export function historyDetailQuery({ round_id, date }: HistoryDetailRequest): { roundId: number; slipCreatedAt: Date | null } {
  return { roundId: round_id, slipCreatedAt: date === undefined ? null : new Date(date) };
}
