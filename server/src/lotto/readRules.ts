import { BET_HISTORY_PAGE_SIZE, BET_STATUSES, BET_TYPES, th, type BetStatus, type BetType } from '@lotto/shared';
import type { BetSlipStatus } from '../db/schema';
import { ApiError } from '../http/errors';

/** Rules of the lottery read calls: slip statuses and their request bodies (round states and order are shared). */

/** What the member sees of a slip: a settled slip won if any of its lines did. */
export function slipBetStatus(status: BetSlipStatus, hasWinningLine: boolean): BetStatus {
  if (status === 'settled') return hasWinningLine ? 'prize' : 'no_prize';
  return status;
}

/** Items grouped by bet type, the groups in the order of BET_TYPES, each keeping its items' order. */
export function groupByBetType<T extends { type: BetType }>(items: readonly T[]): { type: BetType; items: T[] }[] {
  return BET_TYPES.map((type) => ({ type, items: items.filter((item) => item.type === type) })).filter(
    (group) => group.items.length > 0,
  );
}

// --- request bodies: checked here, so that the member gets a Thai message naming the wrong field ---

type Body = Record<string, unknown>;

const bodyOf = (body: unknown): Body => (body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});
const invalid = (message: string) => new ApiError(400, 'VALIDATION', message);

/** A lottery code; '', 'null' (SPEC.md section 7) and absence mean none. */
function optionalCode(value: unknown): string | null {
  if (value === undefined || value === null || value === '' || value === 'null') return null;
  if (typeof value !== 'string' || !/^[a-z0-9_]{1,40}$/.test(value)) throw invalid(th.lotto.lotteryNameInvalid);
  return value;
}

/** A whole number of at least 1, as a number or a string of digits; `fallback` when absent. */
function positiveInteger(value: unknown, fallback: number, message: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) throw invalid(message);
  return number;
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** bet_result {name?, date?}: a lottery code and a Bangkok draw date, both optional. */
export function parseResultRequest(body: unknown): { code: string | null; date: string | null } {
  const { name, date } = bodyOf(body);
  const code = optionalCode(name);
  if (date === undefined || date === null || date === '') return { code, date: null };
  if (typeof date !== 'string' || !isCalendarDate(date)) throw invalid(th.lotto.resultDateInvalid);
  return { code, date };
}

/** result_dates {name}: the lottery code, required. */
export function parseResultDatesRequest(body: unknown): string {
  const code = optionalCode(bodyOf(body).name);
  if (code === null) throw invalid(th.lotto.lotteryNameInvalid);
  return code;
}

export const DEFAULT_PAY_RATE_LOTTERY = 'government';

/** pay_rate {name}: the lottery code, the government lottery when none is named (SPEC.md section 7). */
export function parsePayRateRequest(body: unknown): string {
  return optionalCode(bodyOf(body).name) ?? DEFAULT_PAY_RATE_LOTTERY;
}

export interface HistoryQuery {
  code: string | null;
  status: BetStatus | null;
  page: number;
  /** Slips per page: what the client asked for, at most BET_HISTORY_PAGE_SIZE. */
  limit: number;
}

/** history {name, status, page, limit}: '' (or 'null') name and status mean all. */
export function parseHistoryRequest(body: unknown): HistoryQuery {
  const fields = bodyOf(body);
  const status = fields.status ?? '';
  if (status !== '' && !BET_STATUSES.includes(status as BetStatus)) throw invalid(th.lotto.historyStatusInvalid);
  return {
    code: optionalCode(fields.name),
    status: status === '' ? null : (status as BetStatus),
    page: positiveInteger(fields.page, 1, th.lotto.pageInvalid),
    limit: Math.min(positiveInteger(fields.limit, BET_HISTORY_PAGE_SIZE, th.lotto.pageLimitInvalid), BET_HISTORY_PAGE_SIZE),
  };
}

/** Round ids are int4 in the database: a larger one cannot exist. */
const MAX_ROUND_ID = 2_147_483_647;

/** history_detail {round_id, date}: the round, and the slip's createdAt (ISO) when one slip is meant. */
export function parseHistoryDetailRequest(body: unknown): { roundId: number; slipCreatedAt: Date | null } {
  const { round_id: roundIdField, date } = bodyOf(body);
  const roundId = positiveInteger(roundIdField, 0, th.lotto.roundIdInvalid);
  if (roundId < 1 || roundId > MAX_ROUND_ID) throw invalid(th.lotto.roundIdInvalid);
  if (date === undefined || date === null || date === '') return { roundId, slipCreatedAt: null };
  const slipCreatedAt = typeof date === 'string' ? new Date(date) : null;
  if (!slipCreatedAt || Number.isNaN(slipCreatedAt.getTime())) throw invalid(th.lotto.slipDateInvalid);
  return { roundId, slipCreatedAt };
}
