import { bahtToSatang, type BetType, type LimitedNumberRequest, type RoundTimesRequest } from '@lotto/shared';
import { DomainError } from '../../errors/errors';

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
export function roundTimesChangeOf(body: RoundTimesRequest): Partial<RoundTimes> {
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

/** How far ahead staff may set a round's opening: a year and a day (the schema keeps every time after 2000). */
export const MAX_OPEN_AHEAD_MS = 366 * 86_400_000;

/**
 * A round's times after a staff change, or the domain error that refuses it. Bets are taken on the
 * times staff set, so once a round has closed its opening and close are final; its draw time may
 * still move (a result waits for it) until the round is settled.
 */
export function movedRoundTimes(
  round: RoundTimes & { settled: boolean; closed: boolean },
  change: Partial<RoundTimes>,
  now: Date,
): RoundTimes {
  if (round.settled || (round.closed && (change.open_at !== undefined || change.close_at !== undefined))) {
    throw new DomainError('roundTimesLocked');
  }
  if (change.open_at !== undefined && change.open_at.getTime() > now.getTime() + MAX_OPEN_AHEAD_MS)
    throw new DomainError('roundOpenTooFar');
  const times = { open_at: round.open_at, close_at: round.close_at, draw_at: round.draw_at, ...change };
  if (!roundTimesInOrder(times)) throw new DomainError('roundTimesInvalid');
  return times;
}

export interface LimitRuleRequest {
  lotteryCode: string;
  roundId: number | null;
  type: BetType;
  /** As staff typed it; stored in canonical form. */
  number: string;
  rateX100: number | null;
  closed: boolean;
  numberCap: bigint | null;
}

/**
 * POST /admin-api/limited-numbers: a number of a type, for a lottery or one of its rounds, that
 * pays a reduced rate, is closed, or has a cap on all members' stakes (baht). The schema has
 * checked the body, so its amounts convert.
 */
export function limitRuleOf(body: LimitedNumberRequest): LimitRuleRequest {
  const hundredths = (value: number | null | undefined) => (value === undefined || value === null ? null : (bahtToSatang(value) as bigint));
  const rateX100 = hundredths(body.rate);
  return {
    lotteryCode: body.lottery_code,
    roundId: body.round_id ?? null,
    type: body.type as BetType,
    number: body.number,
    rateX100: rateX100 === null ? null : Number(rateX100),
    closed: body.closed === true,
    numberCap: hundredths(body.stake_cap),
  };
}
