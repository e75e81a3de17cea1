import type { ColumnType, Generated } from 'kysely';
import type {
  AnnouncementTarget,
  AuditAction,
  Banner,
  BetType,
  HomeRate,
  InboxKind,
  LiabilityPart,
  LimitKind,
  LimitPeriod,
  LotteryResult,
  PermissionLevel,
  StaffModule,
  MaintenanceModule,
  ResultImportState,
  ResultSourceFormat,
  RiskStep,
  Schedule,
  SecondFactorPolicy,
  StagedSource,
  StatementCsvMapping,
  StatementLineStatus,
  WaitingReason,
} from '@lotto/shared';

/** jsonb columns come back parsed but are written as JSON text (pg would send a JS array as a SQL array). */
type Jsonb<T> = ColumnType<T, string, string>;

export interface SiteConfigTable {
  id: number;
  line_url: string;
  popup_status: boolean;
  popup_link: string;
  popup_url: string;
  banners: Jsonb<Banner[]>;
  rates: Jsonb<HomeRate[]>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** Seconds a member waits between two yeekee shots (migration 013). */
  yeekee_shot_cooldown_seconds: ColumnType<number, number | undefined, number>;
  /** Yeekee shots one member may make in one round (migration 013). */
  yeekee_shots_per_member: ColumnType<number, number | undefined, number>;
  /** Who must have a second factor (migration 015). */
  second_factor_for: ColumnType<SecondFactorPolicy, SecondFactorPolicy | undefined, SecondFactorPolicy>;
  auto_credit_max: ColumnType<bigint, bigint | undefined, bigint>;
  deposit_qr_minutes: ColumnType<number, number | undefined, number>;
  withdraw_auto_max: ColumnType<bigint, bigint | undefined, bigint>;
  withdraw_auto_min_account_days: ColumnType<number, number | undefined, number>;
  withdraw_auto_needs_credited_deposit: ColumnType<boolean, boolean | undefined, boolean>;
  withdraw_auto_min_stake_percent: ColumnType<number, number | undefined, number>;
  second_approval_over: ColumnType<bigint, bigint | undefined, bigint>;
}

/** A staff member's TOTP (migration 015): sealed secret; unconfirmed while enrolment waits for its first code. */
export interface StaffSecondFactorsTable {
  member_id: number;
  sealed_secret: string;
  confirmed_at: Timestamp;
  /** The TOTP time step last accepted: a code of this step or an earlier one is refused. */
  last_used_step: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  created_at: CreatedAt;
}

/** One-time backup codes, hashed (migration 015). */
export interface StaffBackupCodesTable {
  member_id: number;
  code_hash: string;
  used_at: Timestamp;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** bigint columns (money in satang) come back as BigInt and are written as BigInt. */
type Satang = ColumnType<bigint, bigint, bigint>;

export type Role = 'member' | 'staff' | 'admin';
export type MoneyRequestStatus = 'pending' | 'success' | 'reject';
/** A member has a wallet (credit) and, once a reversed prize outruns the credit, a receivable (what the member owes). */
export type LedgerAccountKind = 'wallet' | 'receivable' | 'bank' | 'house' | 'withdrawals_held';

/** What moved money; with its reference it is unique, so nothing moves twice for one thing. */
export type TransferKind =
  | 'deposit'
  | 'withdraw_hold'
  | 'withdraw_payout'
  | 'withdraw_return'
  | 'bet'
  | 'bet_refund'
  | 'prize'
  /** A corrected round takes back a prize from the wallet, as far as the credit covers it… */
  | 'prize_reversal'
  /** …and records the rest as the member's debt. */
  | 'prize_reversal_debt'
  /** A credit to a member who owes repays the debt first. */
  | 'debt_repayment'
  /** Staff give or take credit, with a reason. */
  | 'adjustment'
  | 'demo_credit';

export interface MembersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  status: ColumnType<'active' | 'suspended', 'active' | 'suspended' | undefined, 'active' | 'suspended'>;
  /** Cached balance of the member's wallet account; changed only with its ledger entries. */
  credit: ColumnType<bigint, bigint | undefined, bigint>;
  /** Cached balance owed on the member's receivable account (0 without one); changed only with its ledger entries. */
  debt: ColumnType<bigint, bigint | undefined, bigint>;
  /** Staff: satang above which their approval of a deposit or withdrawal waits for a second approver; null: no limit. */
  approval_limit: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  created_at: CreatedAt;
}

/** A staff user's level of one back-office module (migration 027). */
export interface StaffPermissionsTable {
  member_id: number;
  module: StaffModule;
  level: PermissionLevel;
}

export interface MemberBankAccountsTable {
  id: Generated<number>;
  member_id: number;
  bank_id: number;
  account_name: string;
  account_number: string;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  member_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  created_at: CreatedAt;
  rotated_at: Timestamp;
  revoked_at: Timestamp;
}

/** A session (refresh-token family) and where it began (migration 029). */
export interface MemberSessionsTable {
  family_id: string;
  member_id: number;
  /** deviceName of the user agent; null for sessions begun before migration 029. */
  device: string | null;
  address: string | null;
  created_at: CreatedAt;
  /** When the session last refreshed its tokens (or began). */
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

/** A login attempt of an existing member whose password was checked (migration 029). */
export interface LoginHistoryTable {
  id: Generated<number>;
  member_id: number;
  at: CreatedAt;
  device: string;
  address: string;
  ok: boolean;
}

export interface LoginAttemptsTable {
  key: string;
  window_start: Date;
  failures: number;
  /** Phone-number keys: the next attempt may not come before this (growing delays). */
  blocked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SiteBankAccountsTable {
  id: Generated<number>;
  bank_id: number;
  account_name: string;
  account_number: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  promptpay_id: ColumnType<string | null, string | null | undefined, string | null>;
  biller_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sealed with the server secret; null: pushed lines are refused. */
  feed_secret: ColumnType<string | null, string | null | undefined, string | null>;
  csv_mapping: ColumnType<StatementCsvMapping | null, string | null | undefined, string | null>;
}

export type ReservationState = 'open' | 'credited' | 'released';

export interface DepositReservationsTable {
  id: Generated<number>;
  reference: string;
  member_id: number;
  site_bank_account_id: number;
  qr_kind: 'promptpay' | 'bill';
  /** Satang the member asked for. */
  amount: Satang;
  /** Satang to pay, exactly; unique among the account's open reservations. */
  pay_amount: Satang;
  expires_at: Date;
  holds_until: Date;
  state: ColumnType<ReservationState, ReservationState | undefined, ReservationState>;
  deposit_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export type StatementLineSource = 'feed' | 'csv' | 'slip';

export interface StatementLinesTable {
  id: Generated<number>;
  site_bank_account_id: number;
  bank_ref: string;
  direction: 'in' | 'out';
  amount: Satang;
  at: Date;
  ref1: string | null;
  sender_name: string | null;
  sender_bank: string | null;
  sender_account: string | null;
  source: StatementLineSource;
  status: ColumnType<StatementLineStatus, StatementLineStatus | undefined, StatementLineStatus>;
  waiting_reason: ColumnType<WaitingReason | null, WaitingReason | null | undefined, WaitingReason | null>;
  deposit_id: ColumnType<number | null, number | null | undefined, number | null>;
  withdrawal_id: ColumnType<number | null, number | null | undefined, number | null>;
  return_reason: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: Timestamp;
  created_at: CreatedAt;
}

export interface WithdrawPinsTable {
  member_id: number;
  pin_hash: string;
  failures: ColumnType<number, number | undefined, number>;
  window_start: Timestamp;
  locked_until: Timestamp;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SlipsTable {
  id: string;
  member_id: number;
  content_type: string;
  size: number;
  data: Buffer | Uint8Array;
  /** Hex SHA-256 of data: the same image cannot back two deposits. */
  sha256: string;
  created_at: CreatedAt;
}

/** What reading a slip's QR code found; null for deposits made before slips were read. */
export type SlipQrStatus = 'read' | 'unreadable';

interface MoneyRequestColumns {
  id: Generated<number>;
  member_id: number;
  amount: Satang;
  status: ColumnType<MoneyRequestStatus, MoneyRequestStatus | undefined, MoneyRequestStatus>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  decided_at: Timestamp;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export type DepositSource = 'slip' | 'qr' | 'statement';

export interface DepositsTable extends MoneyRequestColumns {
  site_bank_account_id: number;
  transfer_time: string;
  /** Null for a deposit a statement line made (a QR reservation paid, or staff's match). */
  slip_id: string | null;
  source: ColumnType<DepositSource, DepositSource | undefined, never>;
  /** The slip's image hash; unique. Null only for a deposit that reused bytes before migration 004. */
  slip_sha256: ColumnType<string | null, string | null | undefined, never>;
  /** The transaction reference of the slip's QR code; unique. Set later only by the approval's second read. */
  slip_reference: ColumnType<string | null, string | null | undefined, string>;
  /** The sending bank's three-digit code from the slip's QR code. */
  slip_sending_bank: ColumnType<string | null, string | null | undefined, string>;
  slip_qr: ColumnType<SlipQrStatus | null, SlipQrStatus | null | undefined, 'read'>;
  first_approved_by: ColumnType<number | null, number | null | undefined, number | null>;
  first_approved_at: Timestamp;
}

export interface WithdrawalsTable extends MoneyRequestColumns {
  member_bank_account_id: number;
  first_approved_by: ColumnType<number | null, number | null | undefined, number | null>;
  first_approved_at: Timestamp;
  bank_ref: ColumnType<string | null, string | null | undefined, string | null>;
  paid_at: Timestamp;
  paid_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface IdempotencyKeysTable {
  member_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  response: Jsonb<unknown>;
  created_at: CreatedAt;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  member_id: number | null;
}

export interface LedgerTransfersTable {
  id: Generated<bigint>;
  kind: TransferKind;
  reference: string;
  /** What it moves: its positive entry, kept here for reports (migration 021). */
  amount: ColumnType<bigint, bigint, never>;
  /** The owner of its member account, or the member a move between the site's own accounts is for (a payout, held to bank). */
  member_id: ColumnType<number | null, number | null | undefined, never>;
  created_by: ColumnType<number | null, number | null | undefined, never>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<bigint>;
  transfer_id: bigint;
  account_id: number;
  amount: Satang;
}

/**
 * As settlement writes them. Since migration 031 it marks only winning lines and slips: a `running`
 * line or slip of a settled round lost (reads/rules.ts lineOutcome, slipBetStatus); `no_prize`
 * lines and `settled` slips without a win are from settlements before that.
 */
export type BetLineStatus = 'running' | 'prize' | 'no_prize' | 'reject';
export type BetSlipStatus = 'running' | 'reject' | 'settled';
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface LotteriesTable {
  code: string;
  name: string;
  category: 'single' | 'stock';
  result_kind: 'government' | 'digits';
  has_four_digits: boolean;
  schedule: Jsonb<Schedule>;
  logo: string;
  sort_order: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  min_line_amount: ColumnType<bigint, bigint | undefined, bigint>;
  max_line_amount: ColumnType<bigint, bigint | undefined, bigint>;
  max_number_total: ColumnType<bigint, bigint | undefined, bigint>;
  max_member_number_total: Nullable<bigint>;
  /** The most the house may lose on one outcome of a round, satang (migration 024); null: none. */
  risk_budget: Nullable<bigint>;
  risk_steps: ColumnType<RiskStep[], string | undefined, string>;
  /** Minutes after the draw time at which a round without a result is voided (migration 026). */
  void_after_minutes: ColumnType<number, number | undefined, number>;
}

export interface LotteryRatesTable {
  lottery_code: string;
  bet_type: BetType;
  /** The rate in hundredths: 3.2 is 320. */
  rate_x100: number;
}

/** A stake band (migration 016): stakes of one slip on one number from min_stake to max_stake satang pay rate_x100. */
export interface LotteryRateBandsTable {
  lottery_code: string;
  bet_type: BetType;
  min_stake: bigint;
  /** Included; null: no upper end. */
  max_stake: bigint | null;
  rate_x100: number;
}

export interface RoundsTable {
  id: Generated<number>;
  lottery_code: string;
  slot: string;
  /** The draw date in Bangkok, YYYY-MM-DD. */
  round_date: ColumnType<string, string, string>;
  open_at: Date;
  close_at: Date;
  draw_at: Date;
  result: ColumnType<LotteryResult | null, string | null | undefined, string | null>;
  result_recorded_at: Timestamp;
  result_recorded_by: Nullable<number>;
  settled_at: Timestamp;
  settlement_version: ColumnType<number, number | undefined, number>;
  yeekee_seed: Nullable<string>;
  yeekee_commitment: Nullable<string>;
  /** What the yeekee draw took and gave (migration 013): 1 seed only, 2 seed and shots. */
  yeekee_draw_version: ColumnType<number | null, number | null | undefined, number | null>;
  yeekee_shots_digest: ColumnType<string | null, string | null | undefined, string | null>;
  yeekee_shot_count: ColumnType<number | null, number | null | undefined, number | null>;
  yeekee_shot_sum: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** This round's own risk budget, satang (migration 024); null: its lottery's. */
  risk_budget: Nullable<bigint>;
  /** When staff were alerted that its worst outcome neared the budget (migration 025). */
  risk_alerted_at: Timestamp;
  /** When it was voided, its running slips refunded (migration 026); a voided round is never settled. */
  voided_at: Timestamp;
  void_reason: Nullable<string>;
  /** The staff member who voided it; null when the server did at its deadline. */
  voided_by: Nullable<number>;
}

/** A member's yeekee shot, numbered 1, 2, 3 … within its round (migration 013). */
export interface YeekeeShotsTable {
  round_id: number;
  seq: number;
  member_id: number;
  number: string;
  /** The digest chain after this shot (yeekeeShotsDigest of shots 1..seq). */
  digest: string;
  created_at: CreatedAt;
}

/** The last seq given in a round; its row lock orders the round's shots. */
export interface YeekeeShotCountersTable {
  round_id: number;
  last_seq: number;
}

export interface LimitedNumbersTable {
  id: Generated<number>;
  lottery_code: string;
  round_id: Nullable<number>;
  bet_type: BetType;
  number: string;
  rate_x100: Nullable<number>;
  closed: ColumnType<boolean, boolean | undefined, boolean>;
  stake_cap: Nullable<bigint>;
  created_at: CreatedAt;
}

export interface RoundNumberTotalsTable {
  round_id: number;
  bet_type: BetType;
  number: string;
  total: Satang;
}

export interface MemberNumberTotalsTable extends RoundNumberTotalsTable {
  member_id: number;
}

export interface BetSlipsTable {
  id: Generated<number>;
  member_id: number;
  round_id: number;
  total: Satang;
  status: ColumnType<BetSlipStatus, BetSlipStatus | undefined, BetSlipStatus>;
  created_at: CreatedAt;
  cancelled_at: Timestamp;
  /** 1, 2, 3 … within the member, in the order placed (migration 010 numbers each insert). */
  member_seq: Generated<number>;
  /** Settled with a winning line; kept by settlement and correction (migration 020). */
  won: Generated<boolean>;
  /** Satang the slip's lines won in the current settlement (migration 020). */
  prize: ColumnType<bigint, bigint | undefined, bigint>;
}

/** One row: raised by every write to lotteries, lottery_rates, rounds and limited_numbers (migration 010). */
export interface ReadModelVersionTable {
  id: Generated<boolean>;
  version: bigint;
}

/**
 * One cell of a round's part (migration 024): the liability of the lines that win on every outcome
 * ending in it; in part top4, four-digit cells hold the four-digit types and a three-digit cell's
 * four_max the highest of its ten (docs/lottery-rules.md#risk-by-liability). Satang.
 */
export interface RoundLiabilityTable {
  round_id: number;
  part: LiabilityPart;
  cell: string;
  liability: ColumnType<bigint, bigint | undefined, bigint>;
  four_max: ColumnType<bigint, bigint | undefined, bigint>;
}

/** Stakes on a part of a round, in shards by member so that bets do not queue on one row. Satang. */
export interface RoundPartStakesTable {
  round_id: number;
  part: LiabilityPart;
  shard: number;
  stakes: bigint;
}

export interface BetLinesTable {
  id: Generated<bigint>;
  slip_id: number;
  round_id: number;
  member_id: number;
  bet_type: BetType;
  number: string;
  canonical_number: string;
  amount: Satang;
  rate_x100: number;
  status: ColumnType<BetLineStatus, BetLineStatus | undefined, BetLineStatus>;
  prize: ColumnType<bigint, bigint | undefined, bigint>;
}

export interface RoundResultLogTable {
  id: Generated<number>;
  round_id: number;
  action: 'recorded' | 'drawn' | 'corrected';
  result: Jsonb<LotteryResult>;
  actor_id: Nullable<number>;
  created_at: CreatedAt;
}

/** Requests of one address to one rate-limited route in the current window (migration 009). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

/** A line of a saved slip as stored: its stake in satang (migration 014). */
export interface SavedSlipLine {
  type: BetType;
  number: string;
  satang: number;
}

/** A member's saved slip (โพยที่บันทึก, migration 014). */
export interface SavedSlipsTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  lines: Jsonb<SavedSlipLine[]>;
  created_at: CreatedAt;
}

/** A remote's pin and canary (migration 019); no row: no pin, no canary. */
export interface RemoteReleasesTable {
  remote: string;
  pinned_version: Nullable<string>;
  canary_version: Nullable<string>;
  canary_percent: Nullable<number>;
  canary_started_at: Nullable<Date>;
  updated_at: Generated<Date>;
}

/** Page loads and errors the browsers reported for one remote version, since `since` (migration 019). */
export interface RemoteVersionCountsTable {
  remote: string;
  version: string;
  loads: Generated<bigint>;
  load_failures: Generated<bigint>;
  errors: Generated<bigint>;
  since: Generated<Date>;
}

/** A page load that has reported a failure of a remote: one counts per pair (migration 022). */
export interface RemotePageLoadFailuresTable {
  page_load: string;
  remote: string;
  expires_at: Date;
}

/** Tables as the application sees them; each migration adds its tables here. */
/** One staff action; `before` and `after` are the touched values as JSON (null when created or removed). */
/** A limit a member set (migration 018): satang, null for none; a raise or removal waits until pending_at. */
export interface PlayLimitsTable {
  member_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  amount: Nullable<bigint>;
  pending_amount: Nullable<bigint>;
  pending_at: Nullable<Date>;
}

/** A member's time-out, self-exclusion and reality-check interval (migration 018). */
export interface PlayerProtectionTable {
  member_id: number;
  reality_check_minutes: Nullable<number>;
  timeout_until: Nullable<Date>;
  excluded_until: Nullable<Date>;
}

/** Every change a member made to their protection, read by staff (migration 018). */
export interface PlayerProtectionLogTable {
  id: Generated<number>;
  member_id: number;
  change: 'limit' | 'break' | 'reality_check';
  detail: Jsonb<Record<string, string | number | null>>;
  created_at: Date;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  actor_id: number | null;
  action: AuditAction;
  target_type: string;
  target_id: string;
  before: Jsonb<unknown> | null;
  after: Jsonb<unknown> | null;
  created_at: CreatedAt;
}

/** A lottery's result sources (migration 017): position 1 or 2. */
export interface ResultSourcesTable {
  lottery_code: string;
  position: number;
  url: string;
  format: ResultSourceFormat;
}

/** What a due round's sources answered and where its import stands (migration 017). */
export interface ResultImportsTable {
  round_id: number;
  state: ColumnType<ResultImportState, ResultImportState | undefined, ResultImportState>;
  result: ColumnType<LotteryResult | null, string | null | undefined, string | null>;
  sources: ColumnType<StagedSource[], string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  fetched_at: Nullable<Date>;
  first_failure_at: Nullable<Date>;
  alert_at: Nullable<Date>;
  /** Null once nothing more is fetched (staged for staff, disagreeing, settled). */
  next_fetch_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  claimed_until: Nullable<Date>;
}

/** Staff announcements (migration 025). */
export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  body: string;
  image_url: string | null;
  link: string | null;
  target: AnnouncementTarget;
  round_id: number | null;
  member_id: number | null;
  starts_at: Date;
  ends_at: Date;
  popup: boolean;
  created_by: number;
  created_at: CreatedAt;
  delivered_at: Timestamp;
  recipients: ColumnType<number, number | undefined, number>;
  deleted_at: Timestamp;
}

/** Maintenance windows (migration 028): a module closed from `starts_at` (null: at once) until `ends_at` (null: until removed). */
export interface MaintenanceWindowsTable {
  id: Generated<number>;
  module: MaintenanceModule;
  /** 'bet' only: the one lottery closed; null: every lottery. */
  lottery_code: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  message: string;
  created_by: number;
  created_at: CreatedAt;
}

/** A member's inbox (migration 025): one item per member, kind and event. */
export interface InboxItemsTable {
  id: Generated<number>;
  member_id: number;
  kind: InboxKind;
  event_key: string;
  title: string;
  body: string;
  link: string | null;
  image_url: ColumnType<string | null, string | null | undefined, string | null>;
  popup: ColumnType<boolean, boolean | undefined, boolean>;
  announcement_id: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: Timestamp;
  created_at: CreatedAt;
  read_at: Timestamp;
}

export interface LineLinksTable {
  member_id: number;
  line_user_id: string;
  linked_at: CreatedAt;
}

export interface LineLinkStatesTable {
  state: string;
  member_id: number;
  nonce: string;
  redirect_uri: string;
  expires_at: Date;
}

export interface NotifySettingsTable {
  member_id: number;
  line_kinds: InboxKind[];
}

export type OutboxChannel = 'line' | 'telegram';
export type OutboxState = 'pending' | 'sent' | 'failed' | 'over_quota';

/** Pushes to LINE and Telegram (migration 025), sent at least once by one process. */
export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  destination: string;
  text: string;
  retry_key: Generated<string>;
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  sent_at: Timestamp;
}

export interface PushMonthsTable {
  channel: OutboxChannel;
  month: ColumnType<string, string, string>;
  sent: ColumnType<number, number | undefined, number>;
  alerted: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The staff's LINE group and Telegram chat (migration 025), written from the configuration at each start. */
export interface StaffAlertChannelsTable {
  channel: OutboxChannel;
  destination: string;
}

export interface Schema {
  site_config: SiteConfigTable;
  members: MembersTable;
  staff_permissions: StaffPermissionsTable;
  member_bank_accounts: MemberBankAccountsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  member_sessions: MemberSessionsTable;
  login_history: LoginHistoryTable;
  staff_second_factors: StaffSecondFactorsTable;
  staff_backup_codes: StaffBackupCodesTable;
  site_bank_accounts: SiteBankAccountsTable;
  deposit_reservations: DepositReservationsTable;
  statement_lines: StatementLinesTable;
  withdraw_pins: WithdrawPinsTable;
  slips: SlipsTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  idempotency_keys: IdempotencyKeysTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  lotteries: LotteriesTable;
  lottery_rates: LotteryRatesTable;
  lottery_rate_bands: LotteryRateBandsTable;
  rounds: RoundsTable;
  limited_numbers: LimitedNumbersTable;
  round_number_totals: RoundNumberTotalsTable;
  member_number_totals: MemberNumberTotalsTable;
  round_liability: RoundLiabilityTable;
  round_part_stakes: RoundPartStakesTable;
  bet_slips: BetSlipsTable;
  bet_lines: BetLinesTable;
  saved_slips: SavedSlipsTable;
  read_model_version: ReadModelVersionTable;
  round_result_log: RoundResultLogTable;
  audit_log: AuditLogTable;
  rate_limit_hits: RateLimitHitsTable;
  yeekee_shots: YeekeeShotsTable;
  yeekee_shot_counters: YeekeeShotCountersTable;
  result_sources: ResultSourcesTable;
  result_imports: ResultImportsTable;
  remote_releases: RemoteReleasesTable;
  remote_version_counts: RemoteVersionCountsTable;
  remote_page_load_failures: RemotePageLoadFailuresTable;
  play_limits: PlayLimitsTable;
  player_protection: PlayerProtectionTable;
  player_protection_log: PlayerProtectionLogTable;
  announcements: AnnouncementsTable;
  inbox_items: InboxItemsTable;
  line_links: LineLinksTable;
  line_link_states: LineLinkStatesTable;
  notify_settings: NotifySettingsTable;
  outbox: OutboxTable;
  push_months: PushMonthsTable;
  staff_alert_channels: StaffAlertChannelsTable;
  maintenance_windows: MaintenanceWindowsTable;
}
