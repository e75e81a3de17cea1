import * as yup from 'yup';
import { th } from '../labels/th';
import { BET_TYPES } from '../lotto/betTypes';
import { hasAtMostTwoDecimals } from '../money/satang';
import { MAX_BAHT, MAX_PAGE } from '../validation/bounds';
import { signedAmountNumber } from '../validation/amounts';
import { bangkokDateRule } from '../validation/dates';
import { int4IdRule } from '../validation/requests';
import { validationMessages as m } from '../validation/messages';
import { passwordRule, usernameRule } from '../validation/schemas';
import { AUDIT_ACTIONS } from './audit';

/**
 * Request parts of the back-office calls (/admin-api/): the screens' forms and the server check
 * them alike, and the server documents them at /docs.
 */

const generic = th.errors.validation;

/** Highest rate staff may set, baht per baht: a typo of an extra zero stays possible, a runaway one does not. */
export const MAX_PAY_RATE = 10_000;

/** A pay rate staff set (a lottery's rate or a stake band's): more than 0, at most MAX_PAY_RATE, kept in hundredths. */
export const payRateRule = () =>
  yup
    .number()
    .typeError(m.backoffice.rateInvalid)
    .required(m.backoffice.rateInvalid)
    .moreThan(0, m.backoffice.rateInvalid)
    .max(MAX_PAY_RATE, m.backoffice.rateInvalid)
    .test('decimals', m.backoffice.rateInvalid, (value) => value === undefined || hasAtMostTwoDecimals(value));

const page = yup
  .number()
  .transform((value, original) => (original === '' || original === null ? undefined : value))
  .typeError(th.lotto.pageInvalid)
  .integer(th.lotto.pageInvalid)
  .min(1, th.lotto.pageInvalid)
  .max(MAX_PAGE, th.lotto.pageInvalid)
  .default(1);

const optionalId = int4IdRule(generic).optional();
const optionalLotteryCode = yup.string().max(40, generic).meta({ description: 'A lottery code, e.g. government.' });
const reasonRule = yup.string().trim().required(m.decision.reasonRequired).max(500, m.decision.reasonTooLong);

/** A page of a list and nothing else. */
export const pageQuerySchema = yup.object({ page });

/** GET /admin-api/rounds. */
export const staffRoundsQuerySchema = yup.object({
  lottery_code: optionalLotteryCode,
  date: bangkokDateRule(th.lotto.resultDateInvalid).meta({ description: 'Bangkok draw date, YYYY-MM-DD.' }),
  page,
});

/** GET /admin-api/limited-numbers. */
export const limitedNumbersQuerySchema = yup.object({
  lottery_code: optionalLotteryCode,
  round_id: optionalId.meta({ description: "The round's own rules and its lottery's rules for every round." }),
});

/** GET /admin-api/members: phone numbers starting with `phone`. */
export const staffMembersQuerySchema = yup.object({
  phone: yup.string().max(10, m.username.length).matches(/^\d*$/, m.username.digits).meta({ description: 'Start of a phone number.' }),
  page,
});

/** GET /admin-api/audit. */
export const auditQuerySchema = yup.object({
  actor_id: optionalId,
  action: yup.string().oneOf(AUDIT_ACTIONS, generic),
  target: yup.string().max(200, generic).meta({ description: 'A target type (member) or one target (member:12).' }),
  page,
});

/** /admin-api/remotes/{name}/…. */
export const remoteNameParamsSchema = yup.object({ name: yup.string().required(generic).max(64, generic) });

/** POST /admin-api/members/{id}/credit-adjustments: positive gives credit, negative takes it back. */
export const creditAdjustmentSchema = yup.object({
  amount: signedAmountNumber(m.backoffice.adjustmentAmountRequired)
    .required(m.backoffice.adjustmentAmountRequired)
    .min(-MAX_BAHT, m.backoffice.adjustmentAmountRequired)
    .max(MAX_BAHT, m.backoffice.adjustmentAmountRequired)
    .test('non-zero', m.backoffice.adjustmentAmountNonZero, (value) => value !== 0)
    .test('decimals', m.amountDecimals, (value) => value === undefined || hasAtMostTwoDecimals(value))
    .meta({ description: 'Signed baht, 2 decimals at most: positive gives credit, negative takes it back (never below 0).' }),
  reason: reasonRule,
});

/** POST /admin-api/staff. */
export const staffAccountSchema = yup.object({
  username: usernameRule,
  password: passwordRule,
  role: yup.string().required(m.backoffice.roleInvalid).oneOf(['staff', 'admin'] as const, m.backoffice.roleInvalid),
});

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

/** POST /admin-api/remotes/{name}/pin. */
export const remotePinSchema = yup.object({
  version: yup.string().trim().required(m.backoffice.versionRequired).max(64, m.backoffice.versionRequired),
});

/** POST /admin-api/remotes/{name}/canary: a version for a share of members. */
export const remoteCanarySchema = remotePinSchema.shape({
  percent: yup
    .number()
    .typeError(m.backoffice.canaryPercent)
    .required(m.backoffice.canaryPercent)
    .integer(m.backoffice.canaryPercent)
    .min(1, m.backoffice.canaryPercent)
    .max(99, m.backoffice.canaryPercent),
});

export type CreditAdjustmentInput = yup.InferType<typeof creditAdjustmentSchema>;
export type StaffAccountInput = yup.InferType<typeof staffAccountSchema>;
export type RatesUpdateInput = yup.InferType<typeof ratesUpdateSchema>;
