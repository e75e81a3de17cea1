import * as yup from 'yup';
import { decimal, integer, isoTime, listOf, oneOfText, shape, text } from '../api/replies';
import { LIMIT_KINDS, LIMIT_PERIODS } from './rules';

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
  reality_check_interval_seconds: integer()
    .nullable()
    .meta({ description: 'Seconds between reality checks: the chosen minutes, or REALITY_CHECK_SECONDS where a test environment sets it.' }),
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
