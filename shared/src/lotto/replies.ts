import { calendarDate, decimal, integer, isoTime, listOf, anyOf, oneOfText, recordOf, shape, text } from '../api/replies';
import { BET_STATUSES, BET_TYPES } from './betTypes';
import type { LotteryResult } from './matcher';
import { stakeBandListSchema } from './stakeBands';

/**
 * Replies of the lottery calls at POST /lto-public-api/lotto/<name> (docs/api-conventions.md#payloads):
 * the one definition of each answer; payloads.ts names their types.
 */

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
  rate: decimal().meta({ description: 'Baht paid per 1 baht staked (at the stake asked for: its band\'s).' }),
  padSize: integer().meta({ description: 'Digits of a number of this type.' }),
  bands: stakeBandListSchema.optional().meta({ description: 'Stake bands of the type, in stake order; empty: one rate at every stake.' }),
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
