/** Payloads of the money calls (docs/api-conventions.md#payloads and #calls) and of the staff money calls (docs/api-conventions.md#payloads). Amounts are baht. */
export type MoneyRequestStatus = 'pending' | 'success' | 'reject';
export type MoneyTransactionType = 'deposit' | 'withdraw';

/** POST /lto-public-api/upload_slip. */
export interface UploadSlipPayload {
  /** Where the slip is served to its owner and staff; send it back as the deposit's file_url. */
  file_url: string;
}

/** POST /lto-public-api/bank_deposit: the site's account to transfer to. */
export interface DepositBank {
  bank_id: number;
  short_name: string;
  name: string;
  account_name: string;
  account_number: string;
}

export interface UserBank {
  short_name: string;
  account_name: string;
  account_number: string;
}

/** One row of the statement; also the payload of a successful deposit or withdraw request. */
export interface MoneyTransaction {
  /** Unique across both kinds: 'deposit-12', 'withdraw-7'. */
  _id: string;
  type: MoneyTransactionType;
  status: MoneyRequestStatus;
  amount: number;
  /** ISO 8601. */
  createdAt: string;
  /** The member's bank account: paid into for a withdrawal, the registered account for a deposit. */
  user_bank: UserBank;
  /** Why staff refused it; null unless status is 'reject'. */
  reason: string | null;
}

/** POST /lto-public-api/transaction body. */
export interface StatementRequest {
  type: '' | MoneyTransactionType;
  /** From 1; default 1. */
  page?: number;
}

export interface Paged<T> {
  data: T[];
  limit: number;
  /** pages is at least 1, also when there is nothing to show. */
  paging: { page: number; pages: number };
  total: number;
}

export type Statement = Paged<MoneyTransaction>;

/**
 * What the server found in a deposit's slip image. 'read': its QR code (the banks' slip
 * verification payload) gave the sending bank and transaction reference, which no other deposit
 * may use; 'unreadable': no such QR code, so staff check the slip by eye; 'unchecked': the
 * deposit predates slip reading.
 */
export interface SlipCheck {
  status: 'read' | 'unreadable' | 'unchecked';
  reference: string | null;
  /** The sending bank's three-digit code, with our short name when it is one of our banks. */
  sending_bank: { code: string; short_name: string } | null;
  /** The same image bytes back an earlier deposit (possible only for deposits made before the check). */
  duplicate: boolean;
}

/** POST /lto-public-api/withdraw_allowance: what the member may still withdraw today. */
export interface WithdrawAllowance {
  /** Withdrawals asked for since midnight Bangkok time and not rejected. */
  count_today: number;
  max_per_day: number;
  max_amount: number;
}

/** A deposit as staff see it (GET /admin-api/deposits). */
export interface StaffDeposit {
  id: number;
  member_id: number;
  username: string;
  amount: number;
  status: MoneyRequestStatus;
  /** The transfer time the member gave, HH:mm. */
  transfer_time: string;
  /** Fetch it with the staff member's Bearer token. */
  slip_url: string;
  site_bank: { bank_id: number; short_name: string; account_number: string };
  slip_check: SlipCheck;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

/** A withdrawal as staff see it (GET /admin-api/withdrawals): where to pay it. */
export interface StaffWithdrawal {
  id: number;
  member_id: number;
  username: string;
  amount: number;
  status: MoneyRequestStatus;
  member_bank: { bank_id: number; short_name: string; account_name: string; account_number: string };
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

/** Query of the two staff lists: one status or all, pages of STATEMENT_PAGE_SIZE. */
export interface StaffMoneyListQuery {
  status?: MoneyRequestStatus;
  page?: number;
}
