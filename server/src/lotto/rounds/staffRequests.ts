import { bahtToSatang, type BetType, type LimitRuleRequestBody, type RoundTimesRequestInput } from '@lotto/shared';

/** What the staff bodies of the round calls mean, once their shared schemas have checked them. */

export interface RoundTimes {
  open_at: Date;
  close_at: Date;
  draw_at: Date;
}

/** The names of the API's rounds (start_at, end_at), which the staff PATCH takes too (docs/api-conventions.md#payloads), beside the table's. */
const TIME_FIELDS = [
  ['open_at', 'start_at'],
  ['close_at', 'end_at'],
  ['draw_at', 'draw_at'],
] as const;

/** PATCH /admin-api/rounds/{id}: the times given (the schema has checked them); absent ones stay as they are. */
export function roundTimesChangeOf(body: RoundTimesRequestInput): Partial<RoundTimes> {
  const change: Partial<RoundTimes> = {};
  for (const [field, alias] of TIME_FIELDS) {
    const text = body[field] ?? body[alias];
    if (text !== undefined) change[field] = new Date(text);
  }
  return change;
}

/** Times of a round in the order the database requires: open before close, close at or before the draw. */
export function roundTimesInOrder({ open_at, close_at, draw_at }: RoundTimes): boolean {
  return open_at < close_at && close_at <= draw_at;
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

/**
 * POST /admin-api/limited-numbers: a number of a type, for a lottery or one of its rounds, that
 * pays a reduced rate, is closed, or has a cap on all members' stakes (baht). The schema has
 * checked the body, so its amounts convert.
 */
export function limitRuleOf(body: LimitRuleRequestBody): LimitRuleRequest {
  const hundredths = (value: number | null | undefined) => (value === undefined || value === null ? null : (bahtToSatang(value) as bigint));
  const rateX100 = hundredths(body.rate);
  return {
    lotteryCode: body.lottery_code,
    roundId: body.round_id ?? null,
    type: body.type as BetType,
    number: body.number,
    rateX100: rateX100 === null ? null : Number(rateX100),
    closed: body.closed === true,
    stakeCap: hundredths(body.stake_cap),
  };
}
