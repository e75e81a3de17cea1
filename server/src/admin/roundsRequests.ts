import { bahtToSatang, isBetType, isValidBetNumber, th, validationMessages as m, type BetType } from '@lotto/shared';
import { ApiError } from '../http/errors';

/**
 * The staff bodies of the round calls, checked by plain functions: each answers the value it
 * reads or throws a 400 VALIDATION with a Thai message.
 */

const invalid = (message: string) => new ApiError(400, 'VALIDATION', message);

export interface RoundTimes {
  open_at: Date;
  close_at: Date;
  draw_at: Date;
}

/** The names of SPEC.md's rounds (start_at, end_at), which DESIGN.md's PATCH uses, beside the table's. */
const TIME_FIELDS = [
  ['open_at', 'start_at'],
  ['close_at', 'end_at'],
  ['draw_at', 'draw_at'],
] as const;

/** PATCH /admin-api/rounds/{id}: one to three ISO times; absent ones stay as they are. */
export function parseRoundTimesChange(body: unknown): Partial<RoundTimes> {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const change: Partial<RoundTimes> = {};
  for (const [field, alias] of TIME_FIELDS) {
    if (field !== alias && value[field] !== undefined && value[alias] !== undefined) throw invalid(th.lotto.timesInvalid);
    const text = value[field] ?? value[alias];
    if (text === undefined) continue;
    const time = typeof text === 'string' ? new Date(text) : null;
    if (!time || Number.isNaN(time.getTime())) throw invalid(th.lotto.timesInvalid);
    change[field] = time;
  }
  if (Object.keys(change).length === 0) throw invalid(th.lotto.timesInvalid);
  return change;
}

/** Times of a round in the order the database requires: open before close, close at or before the draw. */
export function roundTimesInOrder({ open_at, close_at, draw_at }: RoundTimes): boolean {
  return open_at < close_at && close_at <= draw_at;
}

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The Bangkok calendar date of a time (Thailand keeps +07:00 all year): a round's date is its draw's. */
export function bangkokDate(time: Date): string {
  return new Date(time.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

export interface LimitRuleRequest {
  lotteryCode: string;
  roundId: number | null;
  type: BetType;
  /** As staff typed it; stored in canonical form. */
  number: string;
  rateX100: number | null;
  closed: boolean;
  stakeCap: bigint | null;
}

/** A positive number of at most 2 decimals in hundredths (baht → satang, a rate → rate_x100), else null. */
const positiveHundredths = (value: unknown): bigint | null => {
  const hundredths = typeof value === 'number' ? bahtToSatang(value) : null;
  return hundredths !== null && hundredths > 0n ? hundredths : null;
};

/** rate_x100 is an int4 column. */
const MAX_RATE_X100 = 2_147_483_647n;

/**
 * POST /admin-api/limited-numbers: a number of a type, for a lottery or one of its rounds, that
 * pays a reduced rate, is closed, or has a cap on all members' stakes (baht). At least one of them.
 */
export function parseLimitRule(body: unknown): LimitRuleRequest {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { lottery_code, round_id, type, number, rate, closed, stake_cap } = value;
  if (typeof lottery_code !== 'string' || lottery_code === '') throw invalid(th.lotto.lotteryNotFound);
  const roundId = round_id === undefined || round_id === null ? null : Number(round_id);
  if (roundId !== null && !(Number.isInteger(roundId) && roundId > 0 && roundId <= 2_147_483_647)) throw invalid(th.lotto.roundNotFound);
  if (!isBetType(type)) throw invalid(m.bet.typeInvalid);
  if (typeof number !== 'string' || !isValidBetNumber(type, number)) throw invalid(m.bet.numberInvalid);

  const given = (field: unknown) => field !== undefined && field !== null;
  const rateX100 = given(rate) ? positiveHundredths(rate) : null;
  if (given(rate) && (rateX100 === null || rateX100 > MAX_RATE_X100)) throw invalid(m.bet.rateRequired);
  const stakeCap = given(stake_cap) ? positiveHundredths(stake_cap) : null;
  if (given(stake_cap) && stakeCap === null) throw invalid(m.bet.amountPositive);
  if (closed !== undefined && typeof closed !== 'boolean') throw invalid(th.errors.validation);
  const isClosed = closed === true;
  if (rateX100 === null && !isClosed && stakeCap === null) throw invalid(th.lotto.limitRuleEmpty);

  return {
    lotteryCode: lottery_code,
    roundId,
    type,
    number,
    rateX100: rateX100 === null ? null : Number(rateX100),
    closed: isClosed,
    stakeCap,
  };
}
