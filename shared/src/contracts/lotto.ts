import * as yup from 'yup';
import { calendarDate, decimal, integer, isoTime, listOf, anyOf, oneOfText, recordOf, shape, text } from '../api/replies';
import { BET_HISTORY_PAGE_SIZE } from '../constants';
import { padLabels } from '../labels/pad';
import { th } from '../labels/th';
import { BET_STATUSES, BET_TYPES, isBetType, isValidBetNumber, type BetStatus } from '../lotto/betTypes';
import type { LotteryResult } from '../lotto/matcher';
import { stakeBandListSchema } from '../lotto/stakeBands';
import { hasAtMostTwoDecimals } from '../money/satang';
import { amountNumber } from '../validation/amounts';
import { INT4_MAX, MAX_BAHT, MAX_RATE } from '../validation/bounds';
import { bangkokDateRule, isoTimeRule } from '../validation/dates';
import { idRule, int4IdRule, pageRule } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';

/**
 * The lottery calls at POST /lto-public-api/lotto/<name> (docs/api-conventions.md#payloads):
 * their request schemas, reply schemas and the types of both. The requests check only what needs
 * no database: the server then checks the round, the offered types, the line limits and the rates.
 * Saved slips and yeekee shooting have their own modules beside this one.
 */

// --- requests: the slip ---

/** A slip has at most this many lines: 24 permutations of two types, many times over. */
export const PLACE_BET_MAX_LINES = 500;

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

/** The stake a price is asked for (stake bands, lotto/stakeBands.ts): without it, the rate of a stake no band covers. */
export const priceStakeRule = () =>
  stakeRule()
    .optional()
    .meta({ description: "Baht staked on the number in one slip: the rate is its stake band's; without it, the base rate." });

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
    createdAt: isoTimeRule(m.bet.slipRequired).meta({
      description: 'createdAt of place_bet or history.',
      examples: ['2026-01-16T07:59:12.345Z'],
    }),
  })
  .test(
    'slip',
    m.bet.slipRequired,
    (value) => value.slip_id !== undefined || (value.round_id !== undefined && value.createdAt !== undefined),
  );

/** numbers_paid prices at most this many numbers at once: a 24 ประตู expansion of four types and more. */
export const NUMBERS_PAID_MAX_ITEMS = 100;

/** POST /lto-public-api/lotto/numbers_paid. */
export const numbersPaidRequestSchema = yup.object({
  round_id: idRule(m.bet.roundRequired)
    .required(m.bet.roundRequired)
    .meta({ description: 'round_id of bet_running.', examples: ['12'] }),
  items: yup
    .array()
    .of(
      placeBetLineSchema.pick(['type', 'number']).shape({
        amount: priceStakeRule().meta({
          description:
            "The stake the member means to place; items of one number (todd: the same digits) are summed as place_bet sums a slip's lines, and the rate is that stake's band's.",
        }),
      }),
    )
    .typeError(padLabels.numbersPaid.itemsRequired)
    .required(padLabels.numbersPaid.itemsRequired)
    .min(1, padLabels.numbersPaid.itemsRequired)
    .max(NUMBERS_PAID_MAX_ITEMS, padLabels.numbersPaid.tooManyItems),
});

// --- requests: lottery reads ---

/** '' and 'null' (docs/api-conventions.md#calls) mean "not given". */
const absentText = (value: unknown) => (value === '' || value === 'null' || value === null ? undefined : value);

const lotteryCodeRule = yup
  .string()
  .transform((value: unknown, original: unknown) => absentText(original) as string | undefined)
  .typeError(th.lotto.lotteryNameInvalid)
  .matches(/^[a-z0-9_]{1,40}$/, th.lotto.lotteryNameInvalid)
  .meta({ description: "Lottery code; absent, '' or 'null' for none.", examples: ['government'] });

/** bet_result: one lottery's draws, or each lottery's newest; optionally of one Bangkok draw date. */
export const betResultRequestSchema = yup.object({
  name: lotteryCodeRule,
  date: bangkokDateRule(th.lotto.resultDateInvalid).meta({ examples: ['2026-11-16'] }),
});

/** result_dates: the dates on which a lottery has a result. */
export const resultDatesRequestSchema = yup.object({ name: lotteryCodeRule.required(th.lotto.lotteryNameInvalid) });

/** pay_rate: a lottery's rates (at a stake, its bands'); the government lottery when none is named. */
export const payRateRequestSchema = yup.object({ name: lotteryCodeRule, amount: priceStakeRule() });

/** history: the member's slips, a page at a time; '' name and status mean all. */
export const historyRequestSchema = yup.object({
  name: lotteryCodeRule,
  status: yup
    .string()
    .transform((value: unknown, original: unknown) => absentText(original) as string | undefined)
    .oneOf([...BET_STATUSES, undefined], th.lotto.historyStatusInvalid),
  page: pageRule(th.lotto.pageInvalid).default(1),
  limit: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(th.lotto.pageLimitInvalid)
    .integer(th.lotto.pageLimitInvalid)
    .min(1, th.lotto.pageLimitInvalid)
    .max(INT4_MAX, th.lotto.pageLimitInvalid)
    .default(BET_HISTORY_PAGE_SIZE)
    .meta({ description: `Slips per page; more than ${BET_HISTORY_PAGE_SIZE} answers ${BET_HISTORY_PAGE_SIZE}.` }),
});

/** history_detail: the member's lines of a round, of one slip when its createdAt is given. */
export const historyDetailRequestSchema = yup.object({
  round_id: int4IdRule(th.lotto.roundIdInvalid),
  date: isoTimeRule(th.lotto.slipDateInvalid),
});

// --- replies ---

const category = () => oneOfText(['single', 'stock'] as const);
const betType = () => oneOfText(BET_TYPES);
const betStatus = () => oneOfText(BET_STATUSES);
const drawDate = () => calendarDate().meta({ description: 'Bangkok date of the draw, YYYY-MM-DD.' });
export const NUMBER_STATUSES = ['open', 'limited', 'closed'] as const;
const numberStatus = () => oneOfText(NUMBER_STATUSES);

/** A stored result: prize key → digits, or a list of them (government '3front' and '3back'). */
const lotteryResult = () => recordOf<string | string[], LotteryResult>(anyOf(text(), listOf(text())));

export const runningRoundSchema = shape({
  round_id: text(),
  code: text().meta({ description: 'Lottery code: government, hanoi_vip, yeekee, …' }),
  name: text(),
  logo: text(),
  type: category(),
  date: drawDate(),
  start_at: isoTime(),
  end_at: isoTime(),
  result: lotteryResult().nullable(),
  result_date: drawDate().nullable(),
  commitment: text().nullable().optional().meta({ description: 'Yeekee: sha256 of the seed, revealed with the result.' }),
});

export const betRunningReplySchema = shape({ single: listOf(runningRoundSchema), stock: listOf(runningRoundSchema) });

export const lotteryResultItemSchema = shape({
  round_id: text(),
  name: text(),
  code: text(),
  logo: text(),
  type: category(),
  result_date: drawDate(),
  draw_at: isoTime().meta({ description: 'When the round was drawn: tells apart the yeekee rounds of one date.' }),
  result: recordOf<string | string[]>(anyOf(text(), listOf(text()))),
  seed: text().nullable().optional().meta({ description: 'Yeekee: the seed; sha256(seed) equals commitment.' }),
  commitment: text().nullable().optional(),
  draw_version: integer()
    .nullable()
    .optional()
    .meta({ description: 'Yeekee: the draw function (1: the seed alone; 2: the seed and the shots, docs/lottery-rules.md).' }),
  shots_digest: text().nullable().optional().meta({ description: "Yeekee, version 2: the digest of the round's shots (yeekee_shots)." }),
});

export const resultDatesReplySchema = listOf(drawDate());

export const yeekeeOpenRoundSchema = shape({
  round_id: text(),
  start_at: isoTime(),
  end_at: isoTime(),
  commitment: text().meta({ description: 'sha256 of the seed, hex; the seed is revealed with the result.' }),
});

export const lotteryListItemSchema = shape({ code: text(), name: text(), logo: text(), category: category() });

export const payRateItemSchema = shape({
  _id: text().meta({ description: '<code>:<type>' }),
  type: betType(),
  name: text(),
  rate: decimal().meta({ description: "Baht paid per 1 baht staked (at the stake asked for: its band's)." }),
  padSize: integer().meta({ description: 'Digits of a number of this type.' }),
  bands: stakeBandListSchema.optional().meta({ description: 'Stake bands of the type, in stake order; empty: one rate at every stake.' }),
  chance: decimal().meta({
    description: 'The chance a number of this type wins, for one with all digits different (oddsOf; docs/lottery-rules.md#true-odds).',
    examples: [0.001],
  }),
  rtp: decimal().meta({ description: 'Return to the player: chance × rate (at the stake asked for).', examples: [0.9] }),
});

export const historyRowSchema = shape({
  slip_id: text(),
  round_id: text(),
  name: text(),
  code: text(),
  logo: text(),
  createdAt: isoTime().meta({ description: 'Names the slip together with round_id (history_detail, cancel_order).' }),
  round_date: drawDate(),
  amount: decimal().meta({ description: 'Baht: the slip total.' }),
  prize: decimal().meta({ description: "Baht: the sum of the lines' prizes." }),
  status: betStatus(),
});

export const historyReplySchema = shape({
  result: listOf(historyRowSchema),
  page: integer(),
  total: integer().meta({ description: 'Slips matching the filter, on all pages.' }),
});

export const betDetailLineSchema = shape({
  _id: text(),
  number: text(),
  type: betType(),
  amount: decimal().meta({ description: 'Baht.' }),
  rate: decimal().meta({ description: 'The rate the line was accepted at.' }),
  num_prize: text().nullable().meta({ description: 'The drawn number the line was matched against.' }),
  prize: decimal().meta({ description: 'Baht.' }),
  status: betStatus(),
});

export const betDetailGroupSchema = shape({ type: betType(), place_bet: listOf(betDetailLineSchema) });

export const numberPaidReplySchema = shape({
  rate: decimal().meta({ description: 'Baht paid per baht staked, if the line wins.' }),
  status: numberStatus().meta({ description: 'limited: a limited number (เลขอั้น) at a reduced rate; closed: takes no bets.' }),
});

export const placeBetReplySchema = shape({
  slip_id: text(),
  createdAt: isoTime().meta({ description: 'With round_id, names the slip to cancel_order.' }),
  total: decimal().meta({ description: 'Baht staked.' }),
  credit: decimal().meta({ description: "The member's credit after the stake, baht." }),
});

/** RATE_CHANGED carries the current rate and status of every line of the refused slip. */
export const currentRateSchema = shape({ type: betType(), number: text(), rate: decimal(), status: numberStatus() });

export const cancelOrderReplySchema = shape({
  slip_id: text(),
  round_id: text(),
  createdAt: isoTime(),
  total: decimal().meta({ description: 'Baht refunded: the whole stake.' }),
  credit: decimal().meta({ description: "The member's credit after the refund, baht." }),
});

export const numberTermsItemSchema = shape({
  type: oneOfText(BET_TYPES),
  number: text().meta({ description: 'As asked.' }),
  rate: decimal().meta({ description: 'Baht paid per baht staked, if the line wins.' }),
  status: oneOfText(NUMBER_STATUSES).meta({ description: 'limited: a limited number (เลขอั้น) at a reduced rate; closed: takes no bets.' }),
  remaining: decimal().nullable().meta({
    description:
      "Baht the member can still stake on the number in the round (the lower of its cap and the member's cap); null when uncapped.",
  }),
  cap: decimal().nullable().meta({
    description:
      "Baht: the cap remaining counts down from (the number's or the member's, whichever leaves less); null when uncapped. รับได้อีก shows when remaining is near it (capIsNear).",
  }),
});
export const numbersPaidReplySchema = listOf(numberTermsItemSchema);

// --- the types of requests and replies ---

export type PlaceBetInput = yup.InferType<typeof placeBetRequestSchema>;
export type NumberPaidInput = yup.InferType<typeof numberPaidRequestSchema>;
export type CancelOrderInput = yup.InferType<typeof cancelOrderRequestSchema>;
export type NumbersPaidInput = yup.InferType<typeof numbersPaidRequestSchema>;
export type HistoryRequestInput = yup.InferType<typeof historyRequestSchema>;
export type HistoryDetailRequest = yup.InferType<typeof historyDetailRequestSchema>;
export type BetResultRequest = yup.InferType<typeof betResultRequestSchema>;
export type ResultDatesRequest = yup.InferType<typeof resultDatesRequestSchema>;
export type PayRateRequest = yup.InferType<typeof payRateRequestSchema>;

/** POST /lto-public-api/lotto/place_bet, as the client sends it (user_id is ignored by the server). */
export type PlaceBetRequest = Omit<PlaceBetInput, 'user_id'>;
export type PlaceBetLine = PlaceBetRequest['place_bet'][number];

/** POST /lto-public-api/lotto/history, as the client sends it: every field, '' for "all" (the schema takes it for absent). */
export type HistoryRequest = Required<Omit<HistoryRequestInput, 'status'>> & { status: '' | BetStatus };

/** A round as bet_running lists it. Times are ISO strings; `date` is the draw date, YYYY-MM-DD. */
export type RunningRound = yup.InferType<typeof runningRoundSchema>;
export type BetRunningPayload = yup.InferType<typeof betRunningReplySchema>;
/** A lottery result item of docs/api-conventions.md#payloads. */
export type LotteryResultItem = yup.InferType<typeof lotteryResultItemSchema>;
export type LotteryListItem = yup.InferType<typeof lotteryListItemSchema>;
export type PayRateItem = yup.InferType<typeof payRateItemSchema>;
export type NumberStatus = (typeof NUMBER_STATUSES)[number];
export type NumberPaidPayload = yup.InferType<typeof numberPaidReplySchema>;
export type NumberTermsItem = yup.InferType<typeof numberTermsItemSchema>;
export type PlaceBetPayload = yup.InferType<typeof placeBetReplySchema>;
export type CancelOrderPayload = yup.InferType<typeof cancelOrderReplySchema>;
/** RATE_CHANGED carries the current rate of every line of the refused slip. */
export type CurrentRate = yup.InferType<typeof currentRateSchema>;
export type HistoryRow = yup.InferType<typeof historyRowSchema>;
export type HistoryPayload = yup.InferType<typeof historyReplySchema>;
export type BetDetailLine = yup.InferType<typeof betDetailLineSchema>;
export type BetDetailGroup = yup.InferType<typeof betDetailGroupSchema>;
/**
 * yeekee_round: the yeekee round open now, with the sha256 of its seed published before it closes
 * (docs/lottery-rules.md), so that anyone can later check the revealed seed against it.
 */
export type YeekeeOpenRound = yup.InferType<typeof yeekeeOpenRoundSchema>;
