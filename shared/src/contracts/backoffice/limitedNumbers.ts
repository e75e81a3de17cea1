import * as yup from 'yup';
import { decimal, flag, integer, shape, text } from '../../api/replies';
import { th } from '../../labels/th';
import { BET_TYPES, isBetType, isValidBetNumber } from '../../lotto/betTypes';
import { hasAtMostTwoDecimals } from '../../money/satang';
import { amountNumber } from '../../validation/amounts';
import { MAX_BAHT, MAX_RATE } from '../../validation/bounds';
import { int4IdRule } from '../../validation/fields';
import { validationMessages as m } from '../../validation/messages';
import { baht, betType, generic, optionalId, optionalLotteryCode } from './fields';

/**
 * The staff's limited numbers (เลขอั้น, /admin-api/limited-numbers) and a round's exposure
 * (/admin-api/rounds/:round_id/exposure): request schemas, reply schemas and their types.
 */

// --- requests ---

/** GET /admin-api/limited-numbers. */
export const limitedNumbersQuerySchema = yup.object({
  lottery_code: optionalLotteryCode,
  round_id: optionalId.meta({ description: "The round's own rules and its lottery's rules for every round." }),
});

const positiveHundredths = (message: string, max: number) =>
  amountNumber(message)
    .nullable()
    .moreThan(0, message)
    .max(max, message)
    .test('decimals', message, (value) => value === undefined || value === null || hasAtMostTwoDecimals(value));

/** POST /admin-api/limited-numbers: a reduced rate, closed, or a cap on all stakes (baht); at least one. */
export const limitRuleRequestSchema = yup
  .object({
    lottery_code: yup.string().required(th.lotto.lotteryNotFound).max(40, th.lotto.lotteryNotFound),
    round_id: int4IdRule(th.lotto.roundNotFound).nullable().optional(),
    type: yup.string().required(m.bet.typeInvalid).oneOf(BET_TYPES, m.bet.typeInvalid),
    number: yup
      .string()
      .required(m.bet.numberInvalid)
      .test('digits', m.bet.numberInvalid, (number, context) => {
        const type: unknown = context.parent.type;
        return !isBetType(type) || isValidBetNumber(type, number);
      }),
    rate: positiveHundredths(m.bet.rateRequired, MAX_RATE),
    closed: yup.boolean().strict().typeError(generic),
    stake_cap: positiveHundredths(m.bet.amountPositive, MAX_BAHT),
  })
  .test(
    'some-limit',
    th.lotto.limitRuleEmpty,
    (value) => (value.rate ?? null) !== null || value.closed === true || (value.stake_cap ?? null) !== null,
  );

// --- replies ---

const canonicalNumber = () => text().meta({ description: 'Canonical: todd numbers by sorted digits.' });

/** The terms a limited number (เลขอั้น) sets: closed, a per-number cap (baht), a reduced rate. */
const limitTerms = {
  rate: decimal().nullable(),
  closed: flag(),
  stake_cap: decimal().nullable().meta({ description: "Baht: the per-number cap on all members' stakes." }),
};

export const limitedNumberSchema = shape({
  id: integer(),
  lottery_code: text(),
  round_id: integer().nullable().meta({ description: 'null: every round of the lottery.' }),
  type: betType(),
  number: canonicalNumber(),
  ...limitTerms,
});

/** DELETE /admin-api/limited-numbers/:id: the rule removed. */
export const removedLimitedNumberSchema = shape({ id: integer() });

export const exposureItemSchema = shape({
  type: betType(),
  number: canonicalNumber(),
  stake: baht('Baht staked on the number by lines that stand.'),
  payout_if_wins: baht('Baht the house pays if the number wins, at the rates the lines were placed at.'),
  rate: decimal().meta({ description: 'The rate new bets on the number get now.' }),
  limited: shape(limitTerms).nullable(),
});

export type LimitedNumbersQuery = yup.InferType<typeof limitedNumbersQuerySchema>;
/** POST /admin-api/limited-numbers (admin) body. */
export type LimitedNumberRequest = yup.InferType<typeof limitRuleRequestSchema>;

/** One item of GET /admin-api/limited-numbers?lottery_code=&round_id=, and POST's answer. */
export type LimitedNumber = yup.InferType<typeof limitedNumberSchema>;
/** One item of GET /admin-api/rounds/:round_id/exposure: largest payout_if_wins first, top 200. */
export type ExposureItem = yup.InferType<typeof exposureItemSchema>;
