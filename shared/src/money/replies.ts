import { decimal, flag, integer, isoTime, oneOfText, pageOf, shape, text } from '../api/replies';

/**
 * Replies of the money calls (docs/api-conventions.md#payloads and #calls) and of the staff money
 * calls: the one definition of each answer; payloads.ts names their types. Amounts are baht.
 */

export const MONEY_REQUEST_STATUSES = ['pending', 'success', 'reject'] as const;
const moneyRequestStatus = () => oneOfText(MONEY_REQUEST_STATUSES);
/** Why staff refused it; null unless status is 'reject'. */
const reason = () => text().nullable().meta({ description: "Why staff refused it; null unless status is 'reject'." });

/** POST /lto-public-api/upload_slip. */
export const uploadSlipReplySchema = shape({
  file_url: text().meta({ description: 'Send it back as the file_url of the deposit.' }),
});

/** POST /lto-public-api/bank_deposit: the site's account to transfer to (and each of GET /cl-api/auth/member-bank). */
export const depositBankSchema = shape({
  bank_id: integer().meta({ description: "The bank (1..14) of the account; send it back as the deposit's bank_id." }),
  short_name: text(),
  name: text(),
  account_name: text(),
  account_number: text(),
});

export const userBankSchema = shape({ short_name: text(), account_name: text(), account_number: text() });

/** One row of the statement; also the payload of a successful deposit or withdraw request. */
export const moneyTransactionSchema = shape({
  _id: text().meta({ description: "Unique across both kinds: 'deposit-12', 'withdraw-7'." }),
  type: oneOfText(['deposit', 'withdraw'] as const),
  status: moneyRequestStatus(),
  amount: decimal().meta({ description: 'Baht.' }),
  createdAt: isoTime(),
  /** The member's bank account: paid into for a withdrawal, the registered account for a deposit. */
  user_bank: userBankSchema,
  reason: reason(),
});

/** POST /lto-public-api/transaction. */
export const statementReplySchema = pageOf(moneyTransactionSchema);

/** POST /lto-public-api/withdraw_allowance: what the member may still withdraw today. */
export const withdrawAllowanceSchema = shape({
  count_today: integer().meta({ description: 'Withdrawals asked for since midnight Bangkok time, not rejected.' }),
  max_per_day: integer(),
  max_amount: decimal().meta({ description: 'Baht per withdrawal.' }),
});

/**
 * What the server found in a deposit's slip image. 'read': its QR code (the banks' slip
 * verification payload) gave the sending bank and transaction reference, which no other deposit
 * may use; 'unreadable': no such QR code, so staff check the slip by eye; 'unchecked': the
 * deposit predates slip reading.
 */
export const slipCheckSchema = shape({
  status: oneOfText(['read', 'unreadable', 'unchecked'] as const),
  reference: text().nullable().meta({ description: 'Transaction reference of the transfer.' }),
  sending_bank: shape({ code: text(), short_name: text().meta({ description: "'' when not one of our banks." }) })
    .nullable()
    .meta({ description: "The sending bank's three-digit code, with our short name when it is one of our banks." }),
  duplicate: flag().meta({ description: 'The same image bytes back an earlier deposit (possible only for deposits made before the check).' }),
});

/** A deposit as staff see it (GET /admin-api/deposits). */
export const staffDepositSchema = shape({
  id: integer(),
  member_id: integer(),
  username: text(),
  amount: decimal().meta({ description: 'Baht.' }),
  status: moneyRequestStatus(),
  transfer_time: text().meta({ description: 'The transfer time the member gave, HH:mm.' }),
  slip_url: text().meta({ description: "Fetch it with the staff member's Bearer token." }),
  site_bank: shape({ bank_id: integer(), short_name: text(), account_number: text() }),
  slip_check: slipCheckSchema.meta({ description: "What the slip's QR code showed. 'unreadable' and duplicate slips need a closer look." }),
  reason: reason(),
  created_at: isoTime(),
  decided_at: isoTime().nullable(),
});

/** A withdrawal as staff see it (GET /admin-api/withdrawals): where to pay it. */
export const staffWithdrawalSchema = shape({
  id: integer(),
  member_id: integer(),
  username: text(),
  amount: decimal().meta({ description: 'Baht.' }),
  status: moneyRequestStatus(),
  member_bank: shape({ bank_id: integer(), short_name: text(), account_name: text(), account_number: text() }),
  reason: reason(),
  created_at: isoTime(),
  decided_at: isoTime().nullable(),
});
