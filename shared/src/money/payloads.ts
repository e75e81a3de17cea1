import type { InferType } from 'yup';
import type { StatementRequestInput } from '../validation/requests';
import type {
  depositBankSchema,
  MONEY_REQUEST_STATUSES,
  moneyTransactionSchema,
  slipCheckSchema,
  staffDepositSchema,
  staffWithdrawalSchema,
  statementReplySchema,
  uploadSlipReplySchema,
  userBankSchema,
  withdrawAllowanceSchema,
} from './replies';

/**
 * Payloads of the money calls (docs/api-conventions.md#payloads and #calls) and of the staff money
 * calls: the types of the reply schemas in replies.ts, which define them. Amounts are baht.
 */
export type MoneyRequestStatus = (typeof MONEY_REQUEST_STATUSES)[number];
export type MoneyTransactionType = MoneyTransaction['type'];

/** POST /lto-public-api/upload_slip. */
export type UploadSlipPayload = InferType<typeof uploadSlipReplySchema>;
/** POST /lto-public-api/bank_deposit: the site's account to transfer to. */
export type DepositBank = InferType<typeof depositBankSchema>;
export type UserBank = InferType<typeof userBankSchema>;
/** One row of the statement; also the payload of a successful deposit or withdraw request. */
export type MoneyTransaction = InferType<typeof moneyTransactionSchema>;
/** POST /lto-public-api/transaction body. */
export type StatementRequest = StatementRequestInput;

/** A page of a list (the shape of `pageOf` in api/replies.ts); pages is at least 1, also when there is nothing to show. */
export interface Paged<T> {
  data: T[];
  limit: number;
  paging: { page: number; pages: number };
  total: number;
}

export type Statement = InferType<typeof statementReplySchema>;
/** What the server found in a deposit's slip image (replies.ts says what each status means). */
export type SlipCheck = InferType<typeof slipCheckSchema>;
/** POST /lto-public-api/withdraw_allowance: what the member may still withdraw today. */
export type WithdrawAllowance = InferType<typeof withdrawAllowanceSchema>;
/** A deposit as staff see it (GET /admin-api/deposits). */
export type StaffDeposit = InferType<typeof staffDepositSchema>;
/** A withdrawal as staff see it (GET /admin-api/withdrawals): where to pay it. */
export type StaffWithdrawal = InferType<typeof staffWithdrawalSchema>;
