import * as yup from 'yup';
import { decimal, flag, integer, listOf, oneOfText, shape, text } from '../../api/replies';
import { BET_TYPES } from '../../lotto/betTypes';
import { stakeBandListSchema } from '../../lotto/stakeBands';
import { MAX_VOID_AFTER_MINUTES, MIN_VOID_AFTER_MINUTES } from '../../lotto/voidDeadline';
import { payRateRule } from '../../validation/fields';
import { validationMessages as m } from '../../validation/messages';
import { betType, generic } from './fields';

/**
 * The staff's lottery calls (/admin-api/lotteries): the lotteries with their rates, and setting a
 * lottery's rates; request schemas, reply schemas and their types. Stake bands' requests are in
 * lotto/stakeBands.ts with their rules.
 */

// --- requests ---

/** PUT /admin-api/lotteries/{code}/rates. */
export const ratesUpdateSchema = yup.object({
  rates: yup
    .array()
    .of(
      yup.object({
        type: yup.string().required(m.bet.typeInvalid).oneOf(BET_TYPES, m.bet.typeInvalid),
        rate: payRateRule(),
      }),
    )
    .required(m.backoffice.ratesRequired)
    .min(1, m.backoffice.ratesRequired)
    .max(BET_TYPES.length, generic)
    .test('distinct', generic, (rates) => rates === undefined || new Set(rates.map((rate) => rate.type)).size === rates.length),
});

const voidMinutes = m.voidDeadline.minutesInvalid;

/** PUT /admin-api/lotteries/{code}: the lottery's void deadline (docs/lottery-rules.md#void-deadlines). */
export const lotteryUpdateSchema = yup.object({
  void_after_minutes: yup
    .number()
    .typeError(voidMinutes)
    .required(voidMinutes)
    .integer(voidMinutes)
    .min(MIN_VOID_AFTER_MINUTES, voidMinutes)
    .max(MAX_VOID_AFTER_MINUTES, voidMinutes)
    .meta({ description: 'A round with no result this many minutes after its draw time is voided and its running slips refunded.' }),
});

// --- replies ---

export const lotteryRateSchema = shape({
  type: betType(),
  rate: decimal().meta({ description: 'Baht paid per baht staked.' }),
  bands: stakeBandListSchema.meta({ description: 'Stake bands: rates by the stake on one number of one slip.' }),
});

export const staffLotterySchema = shape({
  code: text(),
  name: text(),
  category: oneOfText(['single', 'stock'] as const),
  result_kind: oneOfText(['government', 'digits'] as const).meta({ description: 'The shape of the result form.' }),
  has_four_digits: flag(),
  is_yeekee: flag(),
  void_after_minutes: integer().meta({
    description:
      'Minutes after the draw time at which a round without a result is voided (yeekee is drawn by the server and never voided).',
  }),
  rates: listOf(lotteryRateSchema),
});

/** PUT /admin-api/lotteries/{code}'s answer. */
export const lotteryUpdateReplySchema = shape({ code: text(), void_after_minutes: integer() });

export type RatesUpdateInput = yup.InferType<typeof ratesUpdateSchema>;
export type LotteryUpdateRequest = yup.InferType<typeof lotteryUpdateSchema>;
export type LotteryUpdatePayload = yup.InferType<typeof lotteryUpdateReplySchema>;

export type LotteryRate = yup.InferType<typeof lotteryRateSchema>;
/** One item of GET /admin-api/lotteries. */
export type StaffLottery = yup.InferType<typeof staffLotterySchema>;
