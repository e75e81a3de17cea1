import * as yup from 'yup';
import { decimal, integer, isoTime, listOf, oneOfText, shape, text } from '../api/replies';
import { protectionLabels as words } from '../labels/protection';
import { hasAtMostTwoDecimals } from '../money/satang';
import { EXCLUSION_PERIODS, LIMIT_KINDS, LIMIT_PERIODS, REALITY_CHECK_MINUTES, TIMEOUT_PERIODS } from '../protection/rules';
import { amountNumber } from '../validation/amounts';
import { MAX_BAHT } from '../validation/bounds';
import { isoTimeRule } from '../validation/dates';
import { validationMessages as m } from '../validation/messages';

/**
 * The member's play protection calls (/cl-api/auth/play-limits, self-exclusion, session-result)
 * and the back office's read of them: request schemas (the play-control form validates with them
 * too), reply schemas and their types. The rules themselves are in protection/rules.ts.
 */

// --- requests ---

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

const limitSetRequest = () =>
  yup.object({ day: limitAmount(), week: limitAmount(), month: limitAmount() }).noUnknown(limitMessage).default(undefined).optional();

/** A field of the GET answer the member cannot set: sent back with a PUT, it is read and dropped. */
const readOnly = (description: string) =>
  yup
    .mixed()
    .strip()
    .meta({ description: `Read only, ignored: ${description}` });

/** PUT /cl-api/auth/play-limits: the limits and the reality-check interval; a field left out is left as it is. A client may send back what GET answered. */
export const playLimitsRequestSchema = yup.object({
  deposit: limitSetRequest(),
  loss: limitSetRequest(),
  stake: limitSetRequest(),
  reality_check_minutes: yup
    .number()
    .typeError(intervalMessage)
    .nullable()
    .oneOf([...REALITY_CHECK_MINUTES, null], intervalMessage),
  pending: yup
    .array()
    .of(yup.object({ kind: yup.mixed(), period: yup.mixed(), amount: yup.mixed(), effective_at: yup.mixed() }))
    .max(LIMIT_KINDS.length * LIMIT_PERIODS.length)
    .strip()
    .meta({ description: 'Read only, ignored: the raises and removals waiting.' }),
  reality_check_interval_seconds: readOnly('the interval in seconds.'),
  timeout_until: readOnly('the end of a time-out.'),
  excluded_until: readOnly('the end of a self-exclusion.'),
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

// --- replies ---

const limitBaht = () => decimal().nullable().meta({ description: 'Baht; null: no limit.' });
const limitSet = () => shape({ day: limitBaht(), week: limitBaht(), month: limitBaht() });

/** GET and PUT /cl-api/auth/play-limits, and the back office's read of a member's settings. */
export const playLimitsReplySchema = shape({
  deposit: limitSet(),
  loss: limitSet(),
  stake: limitSet(),
  pending: listOf(
    shape({
      kind: oneOfText(LIMIT_KINDS),
      period: oneOfText(LIMIT_PERIODS),
      amount: limitBaht(),
      effective_at: isoTime(),
    }),
  ).meta({ description: 'Raises and removals waiting their 24 hours.' }),
  reality_check_minutes: integer().nullable(),
  reality_check_interval_seconds: integer().nullable().meta({
    description: 'Seconds between reality checks: the chosen minutes, or REALITY_CHECK_SECONDS where a test environment sets it.',
  }),
  timeout_until: isoTime().nullable(),
  excluded_until: isoTime().nullable(),
});

/** One change a member made, for the back office. */
export const protectionEventSchema = shape({
  at: isoTime(),
  change: text().meta({ description: 'limit, break or reality_check' }),
  detail: text().meta({ description: 'What changed, in Thai.' }),
});

export const memberProtectionReplySchema = shape({
  settings: playLimitsReplySchema,
  history: listOf(protectionEventSchema),
});

export const sessionResultReplySchema = shape({
  net: decimal().meta({ description: 'Prizes less stakes since the time given, baht.' }),
});

export type PlayLimitsPayload = yup.InferType<typeof playLimitsReplySchema>;
export type ProtectionEvent = yup.InferType<typeof protectionEventSchema>;
export type MemberProtectionPayload = yup.InferType<typeof memberProtectionReplySchema>;
export type SessionResultPayload = yup.InferType<typeof sessionResultReplySchema>;
