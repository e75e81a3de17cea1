import * as yup from 'yup';
import { anyOf, flag, integer, isoTime, listOf, oneOfText, recordOf, shape, text } from '../../api/replies';
import { th } from '../../labels/th';
import type { LotteryResult } from '../../lotto/matcher';
import { stagedResultSchema } from '../../backoffice/resultImport';
import { bangkokDateRule, isoTimeRule } from '../../validation/dates';
import { reasonRule } from '../../validation/fields';
import { baht, bangkokDate, optionalLotteryCode, page } from './fields';

/**
 * The staff's round calls (/admin-api/rounds): the list, recording a result and moving a round's
 * times; request schemas, reply schemas and their types.
 */

// --- requests ---

/** GET /admin-api/rounds. */
export const staffRoundsQuerySchema = yup.object({
  lottery_code: optionalLotteryCode,
  date: bangkokDateRule(th.lotto.resultDateInvalid).meta({ description: 'Bangkok draw date, YYYY-MM-DD.' }),
  page,
});

const digits = (count: number) => yup.string().matches(new RegExp(`^\\d{${count}}$`), th.lotto.resultInvalid);
const twoPrizes = (count: number) => yup.array().of(digits(count).required(th.lotto.resultInvalid)).max(2, th.lotto.resultInvalid);

/** POST /admin-api/rounds/{round_id}/result: the prize numbers; which ones a lottery needs is checked with the round. */
export const roundResultRequestSchema = yup
  .object({
    first_prize: digits(6),
    '3front': twoPrizes(3),
    '3back': twoPrizes(3),
    '4top': digits(4),
    '3top': digits(3),
    '2top': digits(2),
    '2bottom': digits(2),
  })
  .meta({
    description:
      'Government lotteries: {first_prize (6 digits), "3front": [a, b], "3back": [a, b], "2bottom"}; ' +
      'others: {"4top" (where the lottery has four digits), "3top", "2top", "2bottom"}; all strings of digits.',
    examples: [
      { first_prize: '123456', '3front': ['123', '456'], '3back': ['789', '012'], '2bottom': '34' },
      { '3top': '123', '2top': '23', '2bottom': '45' },
    ],
  });

/** PATCH /admin-api/rounds/{round_id}: one to three ISO times, by the table's names or the API's (start_at, end_at). */
export const roundTimesRequestSchema = yup
  .object({
    open_at: isoTimeRule(th.lotto.timesInvalid),
    start_at: isoTimeRule(th.lotto.timesInvalid),
    close_at: isoTimeRule(th.lotto.timesInvalid),
    end_at: isoTimeRule(th.lotto.timesInvalid),
    draw_at: isoTimeRule(th.lotto.timesInvalid),
  })
  .test('times', th.lotto.timesInvalid, (value) => {
    const given = (field: string | undefined) => field !== undefined;
    const bothNames = (given(value.open_at) && given(value.start_at)) || (given(value.close_at) && given(value.end_at));
    return !bothNames && Object.values(value).some(given);
  });

/** POST /admin-api/rounds/{round_id}/void: why (docs/lottery-rules.md#void-deadlines). */
export const roundVoidRequestSchema = yup.object({ reason: reasonRule() });

// --- replies ---

export const STAFF_ROUND_STATES = ['waiting', 'open', 'closed', 'settled', 'voided'] as const;

export const roundTotalsSchema = shape({ lines: integer(), winning_lines: integer(), stake: baht(), prize: baht() });

export const staffRoundSchema = shape({
  id: integer(),
  lottery_code: text(),
  lottery_name: text(),
  slot: text().meta({ description: "The round's slot of its day: '1', '2', … for yeekee, the close time for others." }),
  round_date: bangkokDate(),
  open_at: isoTime(),
  close_at: isoTime(),
  draw_at: isoTime(),
  state: oneOfText(STAFF_ROUND_STATES),
  is_yeekee: flag().meta({ description: 'Drawn by the server only: staff can neither record its result nor move its times.' }),
  result: recordOf<string | string[], LotteryResult>(anyOf(text(), listOf(text()))).nullable(),
  settlement_version: integer().meta({ description: '0 until settled; each correction adds one.' }),
  yeekee_seed_hash: text().nullable().meta({ description: 'Published before the round opens.' }),
  yeekee_seed: text().nullable().meta({ description: 'Only once the draw time has passed.' }),
  totals: roundTotalsSchema,
  staged_result: stagedResultSchema
    .nullable()
    .meta({ description: 'The result imported from its sources, while the lottery has any and the round is due.' }),
  void_at: isoTime()
    .nullable()
    .meta({ description: "Its draw time plus its lottery's void deadline: voided then if it has no result; null for yeekee." }),
  voided_at: isoTime().nullable(),
  void_reason: text().nullable().meta({ description: "Why it was voided: the staff member's reason, or the deadline's." }),
});

/** POST /admin-api/rounds/:round_id/result. */
export const roundResultReplySchema = shape({
  round_id: integer(),
  settlement_version: integer().meta({ description: '1 for the first settlement; each correction adds one.' }),
  lines: integer().meta({ description: 'Lines settled.' }),
  winning_lines: integer(),
  winners: integer().meta({ description: 'Members paid.' }),
  prize: baht('Baht paid in all.'),
  corrected: flag().meta({
    description: 'The round was settled before with another result: its prizes were taken back and it was settled again.',
  }),
  reversed_prize: baht("Baht of the previous settlement's prizes taken back (0 unless corrected)."),
  debts: integer().meta({ description: 'Members whose credit did not cover the prize taken back and who now owe the rest.' }),
});

/** POST /admin-api/rounds/:round_id/void. */
export const roundVoidReplySchema = shape({
  round_id: integer(),
  slips: integer().meta({ description: 'Running slips voided and refunded.' }),
  members: integer().meta({ description: 'Members refunded.' }),
  refunded: baht('Baht refunded in all.'),
});

/** PATCH /admin-api/rounds/:round_id. */
export const roundTimesReplySchema = shape({
  round_id: integer(),
  round_date: text(),
  open_at: isoTime(),
  close_at: isoTime(),
  draw_at: isoTime(),
});

/** GET /admin-api/rounds?lottery_code=&date=YYYY-MM-DD&page=; every field may be left out. */
export type StaffRoundsQuery = Partial<yup.InferType<typeof staffRoundsQuerySchema>>;
export type RoundResultRequest = yup.InferType<typeof roundResultRequestSchema>;
export type RoundVoidRequest = yup.InferType<typeof roundVoidRequestSchema>;
/** PATCH /admin-api/rounds/:round_id body. */
export type RoundTimesRequest = yup.InferType<typeof roundTimesRequestSchema>;

export type StaffRoundState = (typeof STAFF_ROUND_STATES)[number];
export type RoundTotals = yup.InferType<typeof roundTotalsSchema>;
/** One row of GET /admin-api/rounds. */
export type StaffRound = yup.InferType<typeof staffRoundSchema>;
/** POST /admin-api/rounds/:round_id/result answer. */
export type RoundResultPayload = yup.InferType<typeof roundResultReplySchema>;
/** POST /admin-api/rounds/:round_id/void answer. */
export type RoundVoidPayload = yup.InferType<typeof roundVoidReplySchema>;
/** PATCH /admin-api/rounds/:round_id answer: the round's times as they now stand. */
export type RoundTimesPayload = yup.InferType<typeof roundTimesReplySchema>;
