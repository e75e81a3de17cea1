import * as yup from 'yup';
import { hasAtMostTwoDecimals } from '../money/satang';
import { validationMessages as m } from '../validation/messages';
import { BET_TYPES, isBetType, isValidBetNumber } from './betTypes';

/**
 * The shape of the lottery calls' bodies (DESIGN.md section 3). They check only what needs no
 * database: the server then checks the round, the offered types, the line limits and the rates.
 */

/** A slip has at most this many lines: 24 permutations of two types, many times over. */
export const PLACE_BET_MAX_LINES = 500;

/** Round ids travel as strings; a client that sends a number is read the same way. */
const idRule = (message: string) =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (typeof original === 'number' ? String(original) : value))
    .matches(/^[1-9]\d{0,9}$/, message);
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

const placeBetLineSchema = yup
  .object({
    type: betTypeRule,
    number: betNumberRule,
    amount: yup
      .number()
      .typeError(m.bet.amountRequired)
      .required(m.bet.amountRequired)
      .moreThan(0, m.bet.amountPositive)
      .test('decimals', m.amountDecimals, (value) => value === undefined || hasAtMostTwoDecimals(value)),
    rate: yup.number().typeError(m.bet.rateRequired).required(m.bet.rateRequired).moreThan(0, m.bet.rateRequired),
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
  round_id: roundIdRule(m.bet.roundRequired),
  place_bet: yup
    .array()
    .of(placeBetLineSchema)
    .typeError(m.bet.linesRequired)
    .required(m.bet.linesRequired)
    .min(1, m.bet.linesRequired)
    .max(PLACE_BET_MAX_LINES, m.bet.tooManyLines),
});

/** POST /lto-public-api/lotto/number_paid. */
export const numberPaidRequestSchema = yup.object({
  round_id: roundIdRule(m.bet.roundRequired),
  type: betTypeRule,
  number: betNumberRule,
});

/**
 * POST /lto-public-api/lotto/cancel_order: the member names a slip by (round_id, createdAt), as
 * SPEC.md has it, or by the slip_id that place_bet answered.
 */
export const cancelOrderRequestSchema = yup
  .object({
    slip_id: idRule(m.bet.slipRequired),
    round_id: idRule(m.bet.slipRequired),
    createdAt: yup
      .string()
      .optional()
      .test('iso', m.bet.slipRequired, (value) => value === undefined || !Number.isNaN(Date.parse(value))),
  })
  .test('slip', m.bet.slipRequired, (value) => value.slip_id !== undefined || (value.round_id !== undefined && value.createdAt !== undefined));

export type PlaceBetInput = yup.InferType<typeof placeBetRequestSchema>;
export type NumberPaidInput = yup.InferType<typeof numberPaidRequestSchema>;
export type CancelOrderInput = yup.InferType<typeof cancelOrderRequestSchema>;
