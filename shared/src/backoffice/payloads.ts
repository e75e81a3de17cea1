/**
 * Payloads of the back-office calls (/admin-api/, docs/screens.md#back-office). Money is baht
 * (number, 2 decimals), times are ISO-8601 UTC strings, lists are pages of 25 as `Paged<T>`
 * ({data, limit, paging: {page, pages}, total}, as the money queues answer). Answers come in the
 * envelope of docs/api-conventions.md: {status, message, payload}. The answers' types are those of
 * the reply schemas in replies.ts, which define them.
 */
import type { InferType } from 'yup';
import type { BetType } from '../lotto/betTypes';
import type { AuditAction } from './audit';
import type {
  auditEntrySchema,
  creditAdjustmentReplySchema,
  dashboardReplySchema,
  exposureItemSchema,
  limitedNumberSchema,
  lotteryRateSchema,
  memberBankAccountSchema,
  memberLedgerEntrySchema,
  memberSlipSchema,
  remoteReleasesSchema,
  roundResultReplySchema,
  roundTimesReplySchema,
  roundTotalsSchema,
  STAFF_ROUND_STATES,
  staffAccountReplySchema,
  staffLotterySchema,
  staffMemberDetailSchema,
  staffMemberSchema,
  staffRoundSchema,
} from './replies';

export const BACKOFFICE_PAGE_SIZE = 25;

/** GET /admin-api/dashboard: today's figures, today being the Bangkok calendar day. */
export type DashboardPayload = InferType<typeof dashboardReplySchema>;

export type StaffRoundState = (typeof STAFF_ROUND_STATES)[number];

export type RoundTotals = InferType<typeof roundTotalsSchema>;

/** One row of GET /admin-api/rounds?lottery_code=&date=YYYY-MM-DD&page=. */
export type StaffRound = InferType<typeof staffRoundSchema>;

export interface StaffRoundsQuery {
  lottery_code?: string;
  date?: string;
  page?: number;
}

export type LotteryRate = InferType<typeof lotteryRateSchema>;

/** One item of GET /admin-api/lotteries. */
export type StaffLottery = InferType<typeof staffLotterySchema>;

/** One item of GET /admin-api/limited-numbers?lottery_code=&round_id=, and POST's answer. */
export type LimitedNumber = InferType<typeof limitedNumberSchema>;

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
export type ExposureItem = InferType<typeof exposureItemSchema>;

export type MemberStatus = StaffMember['status'];

/** One row of GET /admin-api/members?phone=&page= (phone prefix search). */
export type StaffMember = InferType<typeof staffMemberSchema>;

export interface StaffMembersQuery {
  phone?: string;
  page?: number;
}

export type MemberBankAccount = InferType<typeof memberBankAccountSchema>;

/** GET /admin-api/members/:id; also the answer of suspend and reactivate. */
export type StaffMemberDetail = InferType<typeof staffMemberDetailSchema>;

/** One row of GET /admin-api/members/:id/ledger?page=, newest first. */
export type MemberLedgerEntry = InferType<typeof memberLedgerEntrySchema>;

/** One row of GET /admin-api/members/:id/slips?page=, newest first. */
export type MemberSlip = InferType<typeof memberSlipSchema>;

/** POST /admin-api/members/:id/credit-adjustments (admin) body. */
export interface CreditAdjustmentRequest {
  /** Signed, non-zero: positive gives the member credit, negative takes it back. */
  amount: number;
  /** 1–500 characters. */
  reason: string;
}

export type CreditAdjustmentPayload = InferType<typeof creditAdjustmentReplySchema>;

export type StaffRole = StaffAccount['role'];

/** One item of GET /admin-api/staff (admin), and POST's answer. */
export type StaffAccount = InferType<typeof staffAccountReplySchema>;

/** POST /admin-api/staff (admin) body. */
export interface StaffAccountRequest {
  username: string;
  password: string;
  role: StaffRole;
}

/** One item of GET /admin-api/remotes (admin); also the answer of pin and unpin. */
export type RemoteReleases = InferType<typeof remoteReleasesSchema>;

/** One row of GET /admin-api/audit?actor_id=&action=&target=&page=, newest first. */
export type AuditEntry = InferType<typeof auditEntrySchema>;

export interface AuditQuery {
  actor_id?: number;
  action?: AuditAction;
  /** target_type, or target_type:target_id (e.g. member:12). */
  target?: string;
  page?: number;
}

/** POST /admin-api/rounds/:round_id/result answer. */
export type RoundResultPayload = InferType<typeof roundResultReplySchema>;

/** PATCH /admin-api/rounds/:round_id answer: the round's times as they now stand. */
export type RoundTimesPayload = InferType<typeof roundTimesReplySchema>;

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
