import * as yup from 'yup';
import { decimal, flag, integer, isoTime, listOf, oneOfText, pageOf, shape, text } from '../api/replies';
import { DEPOSIT_AMOUNT_MAX_LENGTH, DEPOSIT_MIN_BAHT, WITHDRAW_MAX_BAHT, WITHDRAW_MIN_BAHT } from '../constants';
import { th } from '../labels/th';
import { hasAtMostTwoDecimals } from '../money/satang';
import { amountNumber } from '../validation/amounts';
import { INT2_MAX } from '../validation/bounds';
import { int4IdRule, pageRule, reasonRule } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';

/**
 * The money calls (docs/api-conventions.md#payloads and #calls) and the staff's money queues:
 * request schemas (the deposit and withdrawal forms validate with them too), reply schemas, and
 * the types of both. Amounts are baht.
 */

const generic = th.errors.validation;

// --- requests ---

const amountDecimals = (value: number | undefined) => value === undefined || hasAtMostTwoDecimals(value);

/** Deposit amounts: at least 1 baht, at most 6 characters as typed, at most 2 decimals. */
export const depositAmountRule = amountNumber(m.deposit.amountRequired)
  .required(m.deposit.amountRequired)
  .test('length', m.deposit.amountLength, (value) => value === undefined || String(value).length <= DEPOSIT_AMOUNT_MAX_LENGTH)
  .min(DEPOSIT_MIN_BAHT, m.deposit.amountMin)
  .max(10 ** DEPOSIT_AMOUNT_MAX_LENGTH - 1, m.deposit.amountLength)
  .test('decimals', m.amountDecimals, amountDecimals);

/** POST /lto-public-api/deposit. */
export const depositRequestSchema = yup.object({
  amount: depositAmountRule,
  bank_id: yup
    .number()
    .typeError(m.deposit.bankInvalid)
    .required(m.deposit.bankInvalid)
    .integer(m.deposit.bankInvalid)
    .min(1, m.deposit.bankInvalid)
    .max(INT2_MAX, m.deposit.bankInvalid),
  time: yup
    .string()
    .required(m.deposit.timeInvalid)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, m.deposit.timeInvalid)
    .meta({ description: 'Time of the transfer, HH:mm.', examples: ['09:30'] }),
  file_url: yup.string().required(m.deposit.fileRequired).meta({ description: 'file_url that upload_slip gave.' }),
});

/**
 * POST /lto-public-api/withdraw. Pass the member's credit in baht as `context.credit` to check
 * it; the server checks it again, atomically, when it holds the amount.
 */
export const withdrawRequestSchema = yup.object({
  amount: amountNumber(m.withdraw.amountRequired)
    .required(m.withdraw.amountRequired)
    .min(WITHDRAW_MIN_BAHT, m.withdraw.amountMin)
    .test('credit', m.withdraw.amountOverCredit, (value, context) => {
      const credit = (context.options.context as { credit?: number } | undefined)?.credit;
      return value === undefined || credit === undefined || value <= credit;
    })
    .max(WITHDRAW_MAX_BAHT, m.withdraw.amountMax)
    .test('decimals', m.amountDecimals, amountDecimals),
  pin: yup
    .string()
    .required(m.withdrawPin.required)
    .matches(/^\d{6}$/, m.withdrawPin.digits)
    .meta({ description: "The member's 6-digit withdrawal PIN." }),
});

/** A withdrawal PIN: six digits. */
export const withdrawPinRule = yup
  .string()
  .required(m.withdrawPin.required)
  .matches(/^\d{6}$/, m.withdrawPin.digits);

/** PUT /cl-api/auth/withdraw-pin: sets or changes the withdrawal PIN, with the account's password. */
export const withdrawPinRequestSchema = yup.object({
  password: yup.string().required(m.password.required).max(72, m.password.length),
  pin: withdrawPinRule,
});

/** POST /lto-public-api/transaction. */
export const statementRequestSchema = yup.object({
  type: yup.string().oneOf(['', 'deposit', 'withdraw'], generic).default(''),
  page: pageRule(generic).default(1),
});

/** POST /lto-public-api/upload_slip: a multipart form; the handler reads its file part, the body stays empty. */
export const slipUploadFormSchema = yup.object({
  file: yup.mixed().meta({ jsonSchema: { type: 'string', format: 'binary' }, description: 'JPEG, PNG, GIF or WebP, at most 5 MB.' }),
});

/** A deposit's slip image, by its id. */
export const slipParamsSchema = yup.object({ id: yup.string().required(th.errors.notFound).max(64, th.errors.notFound) });

/** GET /admin-api/deposits and /admin-api/withdrawals. */
export const staffMoneyListQuerySchema = yup.object({
  status: yup
    .string()
    .oneOf(['pending', 'success', 'reject'] as const, generic)
    .meta({ description: 'Only this status; all when absent.' }),
  member_id: int4IdRule(generic).optional().meta({ description: "Only this member's requests." }),
  page: pageRule(generic).default(1),
});

/** POST /admin-api/deposits/{id}/reject and /admin-api/withdrawals/{id}/reject: the member is told why. */
export const rejectRequestSchema = yup.object({ reason: reasonRule() });

export type DepositRequest = yup.InferType<typeof depositRequestSchema>;
export type WithdrawRequest = yup.InferType<typeof withdrawRequestSchema>;
export type WithdrawPinRequest = yup.InferType<typeof withdrawPinRequestSchema>;
export type WithdrawalPaidRequest = yup.InferType<typeof withdrawalPaidSchema>;
export type WithdrawalStep = (typeof WITHDRAWAL_STEPS)[number];
/** POST /lto-public-api/transaction body. */
export type StatementRequest = yup.InferType<typeof statementRequestSchema>;
/** Deposit and withdrawal queue query; member_id narrows to one member; every field may be left out. */
export type StaffMoneyQueueQuery = Partial<yup.InferType<typeof staffMoneyListQuerySchema>>;
export type RejectRequest = yup.InferType<typeof rejectRequestSchema>;

// --- replies ---

export const MONEY_REQUEST_STATUSES = ['pending', 'success', 'reject'] as const;
const moneyRequestStatus = () => oneOfText(MONEY_REQUEST_STATUSES);

/**
 * Where a request stands for staff: its status, or `awaiting_second` for a pending one that one
 * staff user approved and a different one must approve too (above the first's approval limit, or
 * a withdrawal above the site's second-approval threshold).
 */
export const MONEY_REQUEST_STATES = ['pending', 'awaiting_second', 'success', 'reject'] as const;
const moneyRequestState = () =>
  oneOfText(MONEY_REQUEST_STATES).meta({
    description: "The status, or 'awaiting_second': approved once, a different staff user's approval completes it.",
  });
/** The steps a withdrawal goes through, as the member sees them (แจ้งถอน, อนุมัติ, โอนแล้ว). */
export const WITHDRAWAL_STEPS = ['requested', 'approved', 'paid'] as const;
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
  steps: listOf(shape({ step: oneOfText(WITHDRAWAL_STEPS), at: isoTime() })).meta({
    description: "A withdrawal's steps so far, in order (requested, approved, paid); empty for a deposit.",
  }),
});

/** POST /lto-public-api/transaction. */
export const statementReplySchema = pageOf(moneyTransactionSchema);

/** POST /lto-public-api/withdraw_allowance: what the member may still withdraw today. */
export const withdrawAllowanceSchema = shape({
  count_today: integer().meta({ description: 'Withdrawals asked for since midnight Bangkok time, not rejected.' }),
  max_per_day: integer(),
  max_amount: decimal().meta({ description: 'Baht per withdrawal.' }),
  pin_set: flag().meta({ description: 'Whether the member has set a withdrawal PIN (PUT /cl-api/auth/withdraw-pin).' }),
  pin_locked_until: isoTime().nullable().meta({ description: 'Withdrawals stop until then after five wrong PINs in 15 minutes.' }),
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
  duplicate: flag().meta({
    description: 'The same image bytes back an earlier deposit (possible only for deposits made before the check).',
  }),
});

/** A deposit as staff see it (GET /admin-api/deposits). */
export const staffDepositSchema = shape({
  id: integer(),
  member_id: integer(),
  username: text(),
  amount: decimal().meta({ description: 'Baht.' }),
  status: moneyRequestStatus(),
  transfer_time: text().meta({ description: 'The transfer time the member gave, HH:mm.' }),
  source: oneOfText(['slip', 'qr', 'statement'] as const).meta({
    description:
      "'slip': the member reported a transfer; 'qr': paid a QR reservation; 'statement': staff matched a statement line to the member.",
  }),
  slip_url: text().nullable().meta({ description: "Fetch it with the staff member's Bearer token; null without a slip." }),
  decided_by: text().nullable().meta({ description: "Who decided it: a staff username, 'auto', or null while pending." }),
  statement_line_id: integer().nullable().meta({ description: 'The statement line that backs it.' }),
  site_bank: shape({ bank_id: integer(), short_name: text(), account_number: text() }),
  slip_check: slipCheckSchema.meta({ description: "What the slip's QR code showed. 'unreadable' and duplicate slips need a closer look." }),
  state: moneyRequestState(),
  first_approved_by: text().nullable().meta({ description: 'The first of two approvers, while the second is awaited.' }),
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
  state: moneyRequestState(),
  reason: reason(),
  created_at: isoTime(),
  decided_at: isoTime().nullable(),
  decided_by: text().nullable().meta({ description: "Who approved or rejected it: a staff username, 'auto', or null while pending." }),
  needs_second_approval: flag().meta({ description: 'Above the site threshold: two different staff approve.' }),
  first_approved_by: text().nullable().meta({ description: 'The first of two approvers, while the second is awaited.' }),
  bank_ref: text().nullable().meta({ description: "The payout's bank reference, once paid (โอนแล้ว)." }),
  paid_at: isoTime().nullable(),
  steps: listOf(shape({ step: oneOfText(WITHDRAWAL_STEPS), at: isoTime() })),
});

/** POST /admin-api/withdrawals/{id}/paid: the payout's bank reference. */
export const withdrawalPaidSchema = yup.object({
  bank_ref: yup.string().trim().required(m.statementLine.bankRefRequired).max(64, m.statementLine.bankRefRequired),
});

export type MoneyRequestStatus = (typeof MONEY_REQUEST_STATUSES)[number];
export type MoneyRequestState = (typeof MONEY_REQUEST_STATES)[number];
export type MoneyTransactionType = MoneyTransaction['type'];

/** POST /lto-public-api/upload_slip. */
export type UploadSlipPayload = yup.InferType<typeof uploadSlipReplySchema>;
/** POST /lto-public-api/bank_deposit: the site's account to transfer to. */
export type DepositBank = yup.InferType<typeof depositBankSchema>;
export type UserBank = yup.InferType<typeof userBankSchema>;
/** One row of the statement; also the payload of a successful deposit or withdraw request. */
export type MoneyTransaction = yup.InferType<typeof moneyTransactionSchema>;
export type Statement = yup.InferType<typeof statementReplySchema>;
/** What the server found in a deposit's slip image (slipCheckSchema says what each status means). */
export type SlipCheck = yup.InferType<typeof slipCheckSchema>;
/** POST /lto-public-api/withdraw_allowance: what the member may still withdraw today. */
export type WithdrawAllowance = yup.InferType<typeof withdrawAllowanceSchema>;
/** A deposit as staff see it (GET /admin-api/deposits). */
export type StaffDeposit = yup.InferType<typeof staffDepositSchema>;
/** A withdrawal as staff see it (GET /admin-api/withdrawals): where to pay it. */
export type StaffWithdrawal = yup.InferType<typeof staffWithdrawalSchema>;
