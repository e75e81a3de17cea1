import * as yup from 'yup';
import { calendarDate, decimal, integer, isoTime, listOf, oneOfText, pageOf, shape, text } from '../api/replies';
import { hasAtMostTwoDecimals } from '../money/satang';
import { int4IdRule, pageRule, reasonRule } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';
import { th } from '../labels/th';

/**
 * Statement lines (รายการเดินบัญชี) of the site's receiving accounts (docs/money.md#statement-lines):
 * pushed by a bank's feed, uploaded by staff as CSV, or answered by the slip-verification service;
 * matched to deposits by one function, and the rest matched or returned by staff.
 */

const generic = th.errors.validation;
const lineMessages = m.statementLine;

/** The most lines one push or one CSV file may carry. */
export const STATEMENT_LINES_PER_PUSH = 500;
/** A CSV statement file is at most this many characters. */
export const STATEMENT_CSV_MAX_CHARS = 1_000_000;
/** How far a pushed line's X-Feed-Timestamp may be from the server's clock. */
export const FEED_CLOCK_SKEW_SECONDS = 5 * 60;

const optionalText = (max: number) => yup.string().trim().max(max, generic).optional();

// --- requests ---

/** A statement line's amount: baht, more than 0, at most 2 decimals. */
export const statementAmountRule = yup
  .number()
  .typeError(lineMessages.amountInvalid)
  .required(lineMessages.amountInvalid)
  .moreThan(0, lineMessages.amountInvalid)
  .max(100_000_000, lineMessages.amountInvalid)
  .test('decimals', lineMessages.amountInvalid, (value) => value === undefined || hasAtMostTwoDecimals(value))
  .meta({ description: 'Baht.' });

/** One line of POST /bank-feed/{account_id}/lines. */
export const statementLineInputSchema = yup.object({
  bank_ref: yup.string().trim().required(lineMessages.bankRefRequired).max(64, lineMessages.bankRefRequired),
  amount: statementAmountRule,
  direction: yup
    .string()
    .required(lineMessages.directionInvalid)
    .oneOf(['in', 'out'] as const, lineMessages.directionInvalid),
  at: yup
    .string()
    .required(lineMessages.timeInvalid)
    .test(
      'iso',
      lineMessages.timeInvalid,
      (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))),
    )
    .meta({ description: 'ISO 8601 with its offset.', format: 'date-time' }),
  ref1: optionalText(20).meta({ description: 'Reference 1 of a bill payment.' }),
  sender_name: optionalText(120),
  sender_bank: optionalText(20).meta({ description: "The sending bank's three-digit code." }),
  sender_account: optionalText(30).meta({ description: 'As the bank shows it, often masked (xxx-x-x1234-x).' }),
});

/** POST /bank-feed/{account_id}/lines, signed with the account's feed secret. */
export const statementPushSchema = yup.object({
  lines: yup
    .array(statementLineInputSchema)
    .required(lineMessages.linesRequired)
    .min(1, lineMessages.linesRequired)
    .max(STATEMENT_LINES_PER_PUSH, lineMessages.linesRequired),
});

/** The headers of a push: the time it was signed and the signature. */
export const feedHeadersSchema = yup.object({
  'x-feed-timestamp': yup.string().required(th.money.feedSignatureInvalid).meta({ description: 'Unix seconds.' }),
  'x-feed-signature': yup
    .string()
    .required(th.money.feedSignatureInvalid)
    .meta({ description: 'sha256=<hex HMAC-SHA256 of timestamp + "." + raw body> under the feed secret.' }),
});

export const accountParamsSchema = yup.object({ account_id: int4IdRule(th.money.bankAccountNotFound) });

export const STATEMENT_LINE_STATUSES = ['unmatched', 'credited', 'returned', 'paid'] as const;

/** GET /admin-api/statement-lines. */
export const statementLinesQuerySchema = yup.object({
  status: yup
    .string()
    .oneOf([...STATEMENT_LINE_STATUSES, 'all'] as const, generic)
    .default('unmatched'),
  account_id: int4IdRule(generic).optional(),
  page: pageRule(generic).default(1),
});

/** POST /admin-api/statement-lines/{id}/match: a pending deposit, or a member to credit. */
export const statementMatchSchema = yup
  .object({
    deposit_id: int4IdRule(generic).optional(),
    member_id: int4IdRule(generic).optional(),
  })
  .test('target', lineMessages.matchTargetRequired, (value) => value.deposit_id !== undefined || value.member_id !== undefined);

/** POST /admin-api/statement-lines/{id}/return: the money goes back to the sender, outside the site. */
export const statementReturnSchema = yup.object({ reason: reasonRule() });

const columnName = () => yup.string().trim().max(60, lineMessages.mappingInvalid);

/** Which CSV column holds what; saved per account. Amount columns in baht; a line is "in" when amount_in has a value. */
export const statementCsvMappingSchema = yup.object({
  bank_ref: columnName().required(lineMessages.mappingInvalid),
  at: columnName().required(lineMessages.mappingInvalid),
  amount_in: columnName().required(lineMessages.mappingInvalid),
  amount_out: columnName().optional(),
  ref1: columnName().optional(),
  sender_name: columnName().optional(),
  sender_account: columnName().optional(),
});

/** POST /admin-api/bank-accounts/{account_id}/statement-csv. */
export const statementCsvUploadSchema = yup.object({
  csv: yup.string().required(lineMessages.csvRequired).max(STATEMENT_CSV_MAX_CHARS, th.errors.tooLarge),
  mapping: statementCsvMappingSchema
    .optional()
    .default(undefined)
    .meta({ description: 'Saved for the account; the saved one when absent.' }),
});

/** GET /admin-api/bank-accounts/{account_id}/reconciliation. */
export const reconciliationQuerySchema = yup.object({
  date: yup
    .string()
    .required(th.lotto.resultDateInvalid)
    .matches(/^\d{4}-\d{2}-\d{2}$/, th.lotto.resultDateInvalid)
    .meta({ description: 'A Bangkok day, YYYY-MM-DD.' }),
});

// --- replies ---

/** POST /bank-feed/{account_id}/lines. */
export const statementPushReplySchema = shape({
  added: integer().meta({ description: 'Lines new to the site.' }),
  repeated: integer().meta({ description: 'Lines whose bank_ref the account had already: ignored.' }),
  credited: integer().meta({ description: 'New lines that credited a deposit by themselves.' }),
  waiting: integer().meta({ description: 'New lines left for staff.' }),
});

export const WAITING_REASONS = ['no_candidate', 'several', 'over_max', 'member_blocked', 'outgoing'] as const;

export const matchSuggestionSchema = shape({
  kind: oneOfText(['reservation', 'deposit'] as const),
  deposit_id: integer().nullable().meta({ description: 'The pending slip deposit; null for a QR reservation.' }),
  member_id: integer(),
  username: text(),
  amount: decimal().meta({ description: 'Baht the reservation asked to pay, or the deposit reported.' }),
  at: isoTime().meta({ description: 'When the reservation or the deposit was made.' }),
  score: integer().meta({ description: 'Higher first; 100 is every sign agreeing.' }),
});

export const statementLineSchema = shape({
  id: integer(),
  account_id: integer(),
  bank_ref: text(),
  direction: oneOfText(['in', 'out'] as const),
  amount: decimal().meta({ description: 'Baht.' }),
  at: isoTime(),
  ref1: text().nullable(),
  sender_name: text().nullable(),
  sender_bank: text().nullable(),
  sender_account: text().nullable(),
  source: oneOfText(['feed', 'csv', 'slip'] as const),
  status: oneOfText(STATEMENT_LINE_STATUSES),
  waiting_reason: oneOfText(WAITING_REASONS).nullable().meta({ description: 'Why it was not credited by itself.' }),
  deposit_id: integer().nullable(),
  withdrawal_id: integer().nullable(),
  return_reason: text().nullable(),
  decided_by: text().nullable().meta({ description: "The staff member who matched or returned it; 'auto' for the matching function." }),
  created_at: isoTime(),
  suggestions: listOf(matchSuggestionSchema).meta({ description: 'Ranked candidates, for an unmatched incoming line.' }),
});

/** GET /admin-api/statement-lines. */
export const statementLinesReplySchema = pageOf(statementLineSchema);

/** POST /admin-api/bank-accounts/{account_id}/statement-csv. */
export const statementCsvReplySchema = statementPushReplySchema;

const sideSchema = shape({
  statement: decimal().meta({ description: 'Baht the bank statement shows.' }),
  statement_lines: integer(),
  matched: decimal().meta({ description: 'Baht of those lines matched to deposits credited (in) or withdrawals paid (out).' }),
  unmatched: decimal(),
  unmatched_lines: integer(),
  site: decimal().meta({
    description:
      "Baht the site credited (in) or paid (out) on this account that day. A withdrawal records no account it was paid from: out counts those paid with this account's outgoing line and those paid without any line (the same on every account's page).",
  }),
  site_without_line: decimal().meta({
    description: 'Baht of those with no statement line behind them (out: withdrawals paid that day without any line).',
  }),
  site_without_line_count: integer(),
});

/** GET /admin-api/bank-accounts/{account_id}/reconciliation. */
export const reconciliationSchema = shape({
  account_id: integer(),
  date: calendarDate(),
  incoming: sideSchema,
  outgoing: sideSchema,
  unmatched: listOf(statementLineSchema),
});

export type StatementLineInput = yup.InferType<typeof statementLineInputSchema>;
export type StatementPush = yup.InferType<typeof statementPushSchema>;
export type StatementLinesQuery = Partial<yup.InferType<typeof statementLinesQuerySchema>>;
export type StatementMatchRequest = yup.InferType<typeof statementMatchSchema>;
export type StatementReturnRequest = yup.InferType<typeof statementReturnSchema>;
export type StatementCsvMapping = yup.InferType<typeof statementCsvMappingSchema>;
export type StatementCsvUpload = yup.InferType<typeof statementCsvUploadSchema>;
export type StatementPushReply = yup.InferType<typeof statementPushReplySchema>;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
export type WaitingReason = (typeof WAITING_REASONS)[number];
export type MatchSuggestion = yup.InferType<typeof matchSuggestionSchema>;
export type StatementLine = yup.InferType<typeof statementLineSchema>;
export type StatementLinesPage = yup.InferType<typeof statementLinesReplySchema>;
export type Reconciliation = yup.InferType<typeof reconciliationSchema>;
