import * as yup from 'yup';
import { amountNumber } from '../validation/amounts';
import { isoTimeRule } from '../validation/dates';
import { MAX_BAHT } from '../validation/bounds';
import { hasAtMostTwoDecimals } from '../money/satang';
import { validationMessages as m } from '../validation/messages';
import { protectionLabels as words } from '../labels/protection';
import { EXCLUSION_PERIODS, REALITY_CHECK_MINUTES, TIMEOUT_PERIODS } from './rules';

const limitMessage = words.limitInvalid;
const periodMessage = words.periodRequired;
const intervalMessage = words.intervalInvalid;

/** One limit in baht, or null for none. */
const limitAmount = () =>
  amountNumber(limitMessage)
    .nullable()
    .defined(limitMessage)
    .moreThan(0, limitMessage)
    .max(MAX_BAHT, limitMessage)
    .test('decimals', m.amountDecimals, (value) => value === null || value === undefined || hasAtMostTwoDecimals(value));

const limitSet = () =>
  yup.object({ day: limitAmount(), week: limitAmount(), month: limitAmount() }).noUnknown(limitMessage).default(undefined).optional();

/** PUT /cl-api/auth/play-limits: the limits and the reality-check interval; a field left out is left as it is. */
export const playLimitsRequestSchema = yup.object({
  deposit: limitSet(),
  loss: limitSet(),
  stake: limitSet(),
  reality_check_minutes: yup
    .number()
    .typeError(intervalMessage)
    .nullable()
    .oneOf([...REALITY_CHECK_MINUTES, null], intervalMessage),
});

/** POST /cl-api/auth/self-exclusion: a time-out takes 24h, 7d or 30d; a self-exclusion 6m, 1y or 5y. */
export const selfExclusionRequestSchema = yup.object({
  kind: yup.string<'timeout' | 'exclusion'>().required(periodMessage).oneOf(['timeout', 'exclusion'], periodMessage),
  period: yup
    .string<(typeof TIMEOUT_PERIODS)[number] | (typeof EXCLUSION_PERIODS)[number]>()
    .required(periodMessage)
    .test('period', periodMessage, (value, context) =>
      ((context.parent as { kind?: string }).kind === 'exclusion' ? EXCLUSION_PERIODS : TIMEOUT_PERIODS).includes(value as never),
    ),
});

/** GET /cl-api/auth/session-result?since=…: the net result of the member's bets since a time (the reality check's login). */
export const sessionResultRequestSchema = yup.object({
  since: isoTimeRule(words.sinceInvalid).required(words.sinceInvalid),
});

export type PlayLimitsRequest = yup.InferType<typeof playLimitsRequestSchema>;
export type SelfExclusionRequest = yup.InferType<typeof selfExclusionRequestSchema>;
