import * as yup from 'yup';
import { hasAtMostTwoDecimals } from '../money/satang';
import { ID_DIGITS, INT4_MAX, MAX_BAHT, MAX_RATE } from '../validation/bounds';
import { amountNumber } from '../validation/amounts';
import { isoTimeRule } from '../validation/dates';
import { validationMessages as m } from '../validation/messages';
import { BET_TYPES, isBetType, isValidBetNumber } from './betTypes';

/**
 * The shape of the lottery calls' bodies (docs/api-conventions.md#payloads). They check only what needs no
 * database: the server then checks the round, the offered types, the line limits and the rates.
 */

/** A slip has at most this many lines: 24 permutations of two types, many times over. */
export const PLACE_BET_MAX_LINES = 500;

/** Round ids travel as strings; a client that sends a number is read the same way. Ids are int4. */
export const idRule = (message: string) =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (typeof original === 'number' ? String(original) : value))
    .matches(ID_DIGITS, message)
    .test('int4', message, (value) => value === undefined || Number(value) <= INT4_MAX);
const roundIdRule = (message: string) => idRule(message).required(message);

const betTypeRule = yup.string().required(m.bet.typeInvalid).oneOf(BET_TYPES, m.bet.typeInvalid);

/** Digits only, as many as the line's type has (a wrong type is reported on the type instead). */
const betNumberRule = yup
  .string()
  .required(m.bet.numberInvalid)
  .test('digits', m.bet.numberInvalid, (number, context) => {
    const type: unknown = context.parent.type;
    return !isBetType(type) || isValidBetNumber(type, number);
  });

/** A stake in baht: more than 0, 2 decimals at most. */
const stakeRule = () =>
  amountNumber(m.bet.amountRequired)
    .moreThan(0, m.bet.amountPositive)
    .max(MAX_BAHT, m.bet.amountPositive)
    .test('decimals', m.amountDecimals, (value) => value === undefined || hasAtMostTwoDecimals(value));

/** The stake a price is asked for (stake bands, DESIGN 11): without it, the rate of a stake no band covers. */
export const priceStakeRule = () =>
  stakeRule()
    .optional()
    .meta({ description: 'Baht staked on the number in one slip: the rate is its stake band\'s; without it, the base rate.' });

export const placeBetLineSchema = yup
  .object({
    type: betTypeRule,
    number: betNumberRule,
    amount: stakeRule().required(m.bet.amountRequired),
    rate: yup
      .number()
      .typeError(m.bet.rateRequired)
      .required(m.bet.rateRequired)
      .moreThan(0, m.bet.rateRequired)
      .max(MAX_RATE, m.bet.rateRequired),
    round_id: roundIdRule(m.bet.lineRoundMismatch).test(
      'same-round',
      m.bet.lineRoundMismatch,
      // from[1] is the request: every line belongs to the slip's round.
      (roundId, context) => roundId === String(context.from?.[1]?.value.round_id),
    ),
  })
  .typeError(m.bet.linesRequired);

/** POST /lto-public-api/lotto/place_bet. `user_id` is accepted and ignored: the member is the token's. */
export const placeBetRequestSchema = yup.object({
  user_id: yup.mixed<string | number>().optional().strip().meta({ description: 'Ignored: the member is the one of the Bearer token.' }),
  round_id: roundIdRule(m.bet.roundRequired).meta({ description: 'The round of every line.', examples: ['12'] }),
  place_bet: yup
    .array()
    .of(placeBetLineSchema)
    .typeError(m.bet.linesRequired)
    .required(m.bet.linesRequired)
    .min(1, m.bet.linesRequired)
    .max(PLACE_BET_MAX_LINES, m.bet.tooManyLines)
    .meta({
      description:
        "The lines; the whole slip is accepted or none of it. A rate other than number_paid's answers RATE_CHANGED with the current rates.",
    }),
});

/** POST /lto-public-api/lotto/number_paid. */
export const numberPaidRequestSchema = yup.object({
  round_id: roundIdRule(m.bet.roundRequired).meta({ description: 'round_id of bet_running.', examples: ['12'] }),
  type: betTypeRule,
  number: betNumberRule,
  amount: priceStakeRule(),
});

/**
 * POST /lto-public-api/lotto/cancel_order: the member names a slip by (round_id, createdAt), as
 * as the API names a slip (docs/api-conventions.md#payloads), or by the slip_id that place_bet answered.
 */
export const cancelOrderRequestSchema = yup
  .object({
    slip_id: idRule(m.bet.slipRequired).meta({ description: 'Or the slip_id of place_bet.' }),
    round_id: idRule(m.bet.slipRequired).meta({ description: 'With createdAt, names the slip as the member sees it.', examples: ['12'] }),
    createdAt: isoTimeRule(m.bet.slipRequired).meta({ description: 'createdAt of place_bet or history.', examples: ['2026-01-16T07:59:12.345Z'] }),
  })
  .test('slip', m.bet.slipRequired, (value) => value.slip_id !== undefined || (value.round_id !== undefined && value.createdAt !== undefined));

export type PlaceBetInput = yup.InferType<typeof placeBetRequestSchema>;
export type NumberPaidInput = yup.InferType<typeof numberPaidRequestSchema>;
export type CancelOrderInput = yup.InferType<typeof cancelOrderRequestSchema>;
