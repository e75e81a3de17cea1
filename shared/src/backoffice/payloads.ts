/**
 * Payloads of the back-office calls (/admin-api/, issue 20, docs/screens.md#back-office). Money is baht
 * (number, 2 decimals), times are ISO-8601 UTC strings, lists are pages of 25 as `Paged<T>`
 * ({data, limit, paging: {page, pages}, total}, as the money queues answer). Answers come in the
 * envelope of docs/api-conventions.md: {status, message, payload}.
 */
import type { MemberRole } from '../auth/payloads';
import type { BetStatus, BetType } from '../lotto/betTypes';
import type { LotteryCategory, ResultKind } from '../lotto/catalogue';
import type { LotteryResult } from '../lotto/matcher';
import type { RemoteName } from '../remotes/manifest';
import type { AuditAction } from './audit';

export const BACKOFFICE_PAGE_SIZE = 25;

/** GET /admin-api/dashboard: today's figures, today being the Bangkok calendar day. */
export interface DashboardPayload {
  /** YYYY-MM-DD, Bangkok. */
  date: string;
  /** Deposits approved today. */
  deposits: number;
  /** Withdrawals approved today. */
  withdrawals: number;
  /** Stakes of today's slips that were not cancelled. */
  stakes: number;
  /** Prizes of today's slips. */
  prizes: number;
  /** stakes - prizes of today's slips. */
  house_result: number;
  pending_deposits: number;
  pending_withdrawals: number;
}

export type StaffRoundState = 'waiting' | 'open' | 'closed' | 'settled';

export interface RoundTotals {
  lines: number;
  winning_lines: number;
  stake: number;
  prize: number;
}

/** One row of GET /admin-api/rounds?lottery_code=&date=YYYY-MM-DD&page=. */
export interface StaffRound {
  id: number;
  lottery_code: string;
  lottery_name: string;
  /** The round's slot of its day: '1', '2', … for yeekee, the close time for others. */
  slot: string;
  /** YYYY-MM-DD, the Bangkok date of the draw. */
  round_date: string;
  open_at: string;
  close_at: string;
  draw_at: string;
  state: StaffRoundState;
  is_yeekee: boolean;
  result: LotteryResult | null;
  /** 0 until settled; each correction adds one. */
  settlement_version: number;
  yeekee_seed_hash: string | null;
  /** Only after the draw. */
  yeekee_seed: string | null;
  totals: RoundTotals;
}

export interface StaffRoundsQuery {
  lottery_code?: string;
  date?: string;
  page?: number;
}

export interface LotteryRate {
  type: BetType;
  /** Baht paid per baht staked. */
  rate: number;
}

/** One item of GET /admin-api/lotteries. */
export interface StaffLottery {
  code: string;
  name: string;
  category: LotteryCategory;
  /** Drives the result form: government (first prize, front and back threes) or digits. */
  result_kind: ResultKind;
  has_four_digits: boolean;
  is_yeekee: boolean;
  rates: LotteryRate[];
}

/** One item of GET /admin-api/limited-numbers?lottery_code=&round_id=, and POST's answer. */
export interface LimitedNumber {
  id: number;
  lottery_code: string;
  /** null: every round of the lottery. */
  round_id: number | null;
  type: BetType;
  number: string;
  rate: number | null;
  closed: boolean;
  stake_cap: number | null;
}

/** POST /admin-api/limited-numbers (admin) body. */
export interface LimitedNumberRequest {
  lottery_code: string;
  round_id: number | null;
  type: BetType;
  number: string;
  rate: number | null;
  closed: boolean;
  stake_cap: number | null;
}

export interface LimitedNumbersQuery {
  lottery_code?: string;
  round_id?: number;
}

/** One item of GET /admin-api/rounds/:round_id/exposure: largest payout_if_wins first, top 200. */
export interface ExposureItem {
  type: BetType;
  number: string;
  /** Total staked on the number by running slips. */
  stake: number;
  /** What the house pays if the number wins, at the rates the lines were placed at. */
  payout_if_wins: number;
  /** The current effective rate for new bets. */
  rate: number;
  limited: { closed: boolean; stake_cap: number | null; rate: number | null } | null;
}

export type MemberStatus = 'active' | 'suspended';

/** One row of GET /admin-api/members?phone=&page= (phone prefix search). */
export interface StaffMember {
  id: number;
  /** The phone number. */
  username: string;
  role: MemberRole;
  status: MemberStatus;
  credit: number;
  created_at: string;
}

export interface StaffMembersQuery {
  phone?: string;
  page?: number;
}

export interface MemberBankAccount {
  bank_id: number;
  short_name: string;
  account_name: string;
  account_number: string;
}

/** GET /admin-api/members/:id; also the answer of suspend and reactivate. */
export interface StaffMemberDetail extends StaffMember {
  /** What the member owes the house (receivable), repaid first by later credits. */
  debt: number;
  bank_accounts: MemberBankAccount[];
}

/** One row of GET /admin-api/members/:id/ledger?page=, newest first. */
export interface MemberLedgerEntry {
  id: number;
  /** Transfer kind: deposit, withdraw, bet, refund, prize, adjustment, … */
  kind: string;
  reference: string;
  /** Signed: positive credits the member's wallet. */
  amount: number;
  created_at: string;
}

/** One row of GET /admin-api/members/:id/slips?page=, newest first. */
export interface MemberSlip {
  id: number;
  round_id: number;
  lottery_name: string;
  total: number;
  prize: number;
  status: BetStatus;
  created_at: string;
}

/** POST /admin-api/members/:id/credit-adjustments (admin) body. */
export interface CreditAdjustmentRequest {
  /** Signed, non-zero: positive gives the member credit, negative takes it back. */
  amount: number;
  /** 1–500 characters. */
  reason: string;
}

export interface CreditAdjustmentPayload {
  credit: number;
  debt: number;
}

export type StaffRole = Exclude<MemberRole, 'member'>;

/** One item of GET /admin-api/staff (admin), and POST's answer. */
export interface StaffAccount {
  id: number;
  username: string;
  role: StaffRole;
  status: MemberStatus;
  created_at: string;
}

/** POST /admin-api/staff (admin) body. */
export interface StaffAccountRequest {
  username: string;
  password: string;
  role: StaffRole;
}

/** One item of GET /admin-api/remotes (admin); also the answer of pin and unpin. */
export interface RemoteReleases {
  name: RemoteName;
  /** Deployed versions, highest first. */
  versions: string[];
  /** The version the shell loads: the pinned one, else the newest. */
  live: string | null;
  pinned: string | null;
}

/** One row of GET /admin-api/audit?actor_id=&action=&target=&page=, newest first. */
export interface AuditEntry {
  id: number;
  /** null: the system (scheduler, yeekee draw). */
  actor_id: number | null;
  actor_username: string | null;
  action: AuditAction;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

export interface AuditQuery {
  actor_id?: number;
  action?: AuditAction;
  /** target_type, or target_type:target_id (e.g. member:12). */
  target?: string;
  page?: number;
}

/** POST /admin-api/rounds/:round_id/result answer. */
export interface RoundResultPayload {
  round_id: number;
  settlement_version: number;
  lines: number;
  winning_lines: number;
  winners: number;
  prize: number;
  corrected: boolean;
  /** Baht of prizes of the previous settlement taken back (0 unless corrected). */
  reversed_prize: number;
  /** Members left owing after the correction. */
  debts: number;
}

/** PATCH /admin-api/rounds/:round_id body. */
export interface RoundTimesRequest {
  open_at?: string;
  close_at?: string;
  draw_at?: string;
}

/** Deposit and withdrawal queue query; member_id narrows to one member. */
export interface StaffMoneyQueueQuery {
  status?: 'pending' | 'success' | 'reject';
  member_id?: number;
  page?: number;
}
