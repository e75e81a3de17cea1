import type { InferType } from 'yup';
import type { HistoryRequestInput } from '../validation/requests';
import type { BetStatus } from './betTypes';
import type { PlaceBetInput } from './betRequest';
import type {
  betDetailGroupSchema,
  betDetailLineSchema,
  betRunningReplySchema,
  cancelOrderReplySchema,
  currentRateSchema,
  historyReplySchema,
  historyRowSchema,
  lotteryListItemSchema,
  lotteryResultItemSchema,
  NUMBER_STATUSES,
  numberPaidReplySchema,
  payRateItemSchema,
  placeBetReplySchema,
  runningRoundSchema,
} from './replies';

/**
 * Payloads of the lottery calls at POST /lto-public-api/lotto/<name> (docs/api-conventions.md#payloads):
 * the types of the reply schemas in replies.ts, which define them.
 */

/** A round as bet_running lists it. Times are ISO strings; `date` is the draw date, YYYY-MM-DD. */
export type RunningRound = InferType<typeof runningRoundSchema>;
export type BetRunningPayload = InferType<typeof betRunningReplySchema>;
/** A lottery result item of docs/api-conventions.md#payloads. */
export type LotteryResultItem = InferType<typeof lotteryResultItemSchema>;
export type LotteryListItem = InferType<typeof lotteryListItemSchema>;
export type PayRateItem = InferType<typeof payRateItemSchema>;
export type NumberStatus = (typeof NUMBER_STATUSES)[number];
export type NumberPaidPayload = InferType<typeof numberPaidReplySchema>;
export type PlaceBetPayload = InferType<typeof placeBetReplySchema>;
export type CancelOrderPayload = InferType<typeof cancelOrderReplySchema>;
/** RATE_CHANGED carries the current rate of every line of the refused slip. */
export type CurrentRate = InferType<typeof currentRateSchema>;
export type HistoryRow = InferType<typeof historyRowSchema>;
export type HistoryPayload = InferType<typeof historyReplySchema>;
export type BetDetailLine = InferType<typeof betDetailLineSchema>;
export type BetDetailGroup = InferType<typeof betDetailGroupSchema>;

/** POST /lto-public-api/lotto/place_bet, as the client sends it (user_id is ignored by the server). */
export type PlaceBetRequest = Omit<PlaceBetInput, 'user_id'>;
export type PlaceBetLine = PlaceBetRequest['place_bet'][number];

/** POST /lto-public-api/lotto/history, as the client sends it: every field, '' for "all" (the schema takes it for absent). */
export type HistoryRequest = Required<Omit<HistoryRequestInput, 'status'>> & { status: '' | BetStatus };
