import type { BetStatus, BetType } from './betTypes';
import type { LotteryCategory } from './catalogue';
import type { LotteryResult } from './matcher';

/** Payloads of the lottery calls at POST /lto-public-api/lotto/<name> (docs/api-conventions.md#payloads). */

/** A round as bet_running lists it. Times are ISO strings; `date` is the draw date, YYYY-MM-DD. */
export interface RunningRound {
  round_id: string;
  code: string;
  name: string;
  logo: string;
  type: LotteryCategory;
  date: string;
  start_at: string;
  end_at: string;
  result: LotteryResult | null;
  result_date: string | null;
  /** Yeekee: sha256 of the seed, published when the round opens. */
  commitment?: string | null;
}

export interface BetRunningPayload {
  single: RunningRound[];
  stock: RunningRound[];
}

/** A lottery result item of docs/api-conventions.md#payloads. */
export interface LotteryResultItem {
  round_id: string;
  name: string;
  code: string;
  logo: string;
  type: LotteryCategory;
  result_date: string;
  /** When the round was drawn (ISO): tells apart the many yeekee rounds of one date. */
  draw_at: string;
  result: Record<string, string | string[]>;
  /** Yeekee: the revealed seed and its commitment, so anyone can recompute the draw. */
  seed?: string | null;
  commitment?: string | null;
}

export interface LotteryListItem {
  code: string;
  name: string;
  logo: string;
  category: LotteryCategory;
}

export interface PayRateItem {
  _id: string;
  type: BetType;
  name: string;
  rate: number;
  padSize: number;
}

export type NumberStatus = 'open' | 'limited' | 'closed';

export interface NumberPaidPayload {
  rate: number;
  status: NumberStatus;
}

export interface PlaceBetLine {
  amount: number;
  rate: number;
  round_id: string;
  type: BetType;
  number: string;
}

export interface PlaceBetRequest {
  user_id?: unknown;
  round_id: string;
  place_bet: PlaceBetLine[];
}

export interface PlaceBetPayload {
  slip_id: string;
  createdAt: string;
  total: number;
  credit: number;
}

/** RATE_CHANGED carries the current rate of every line of the refused slip. */
export interface CurrentRate {
  type: BetType;
  number: string;
  rate: number;
  status: NumberStatus;
}

export interface HistoryRequest {
  name: string;
  status: '' | BetStatus;
  page: number;
  limit: number;
}

export interface HistoryRow {
  slip_id: string;
  round_id: string;
  name: string;
  code: string;
  logo: string;
  createdAt: string;
  round_date: string;
  amount: number;
  prize: number;
  status: BetStatus;
}

export interface HistoryPayload {
  result: HistoryRow[];
  page: number;
  total: number;
}

export interface BetDetailLine {
  _id: string;
  number: string;
  type: BetType;
  amount: number;
  rate: number;
  num_prize: string | null;
  prize: number;
  status: BetStatus;
}

export interface BetDetailGroup {
  type: BetType;
  place_bet: BetDetailLine[];
}
