import {
  bahtToSatang,
  bankById,
  satangToBaht,
  validationMessages as m,
  withdrawRequestSchema,
  type MoneyTransaction,
} from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { isUniqueViolation, transfer } from '../ledger/ledger';
import { ApiError } from '../http/errors';
import { memberCredit } from '../members/repository';
import {
  countWithdrawalsToday,
  findActiveSiteBankAccount,
  findMemberBankAccount,
  findSlipOwner,
  findStatementRow,
  insertDeposit,
  insertWithdrawal,
  isSlipUsed,
  lockMember,
  type StatementRow,
} from './repository';
import { dailyWithdrawalLimitReached, transactionId } from './rules';
import { validateBody } from '../http/validation';

export function toMoneyTransaction(row: StatementRow): MoneyTransaction {
  return {
    _id: transactionId(row.type, row.id),
    type: row.type,
    status: row.status,
    amount: satangToBaht(row.amount),
    createdAt: row.created_at.toISOString(),
    // Members register with an account; only members made otherwise (staff) may have none.
    user_bank: {
      short_name: row.bank_id === null ? '' : (bankById(row.bank_id)?.short_name ?? ''),
      account_name: row.account_name ?? '',
      account_number: row.account_number ?? '',
    },
  };
}

export interface DepositInput {
  amount: bigint;
  /** The bank (1..14) of the site's receiving account, as bank_deposit gave it. */
  bankId: number;
  transferTime: string;
  slipId: string;
}

/**
 * A pending deposit: nothing moves until staff approve it. The slip must be the member's own and
 * prove no other deposit.
 */
export async function requestDeposit(trx: Transaction<Schema>, memberId: number, input: DepositInput): Promise<MoneyTransaction> {
  const account = await findActiveSiteBankAccount(trx, input.bankId);
  if (!account) throw new ApiError(400, 'VALIDATION', m.deposit.bankInvalid);
  // Another member's slip is reported as missing, so slip ids cannot be probed.
  if ((await findSlipOwner(trx, input.slipId)) !== memberId) throw new ApiError(400, 'VALIDATION', m.deposit.slipNotFound);
  if (await isSlipUsed(trx, input.slipId)) throw new ApiError(400, 'DUPLICATE', m.deposit.slipUsed);
  let depositId: number;
  try {
    depositId = await insertDeposit(trx, {
      memberId,
      amount: input.amount,
      siteBankAccountId: account.id,
      transferTime: input.transferTime,
      slipId: input.slipId,
    });
  } catch (error) {
    // A concurrent deposit with the same slip committed first.
    if (isUniqueViolation(error)) throw new ApiError(400, 'DUPLICATE', m.deposit.slipUsed);
    throw error;
  }
  return toMoneyTransaction(await findStatementRow(trx, memberId, 'deposit', depositId));
}

/**
 * A pending withdrawal whose amount leaves the wallet at once (held until staff pay it out or
 * return it). The member's row is locked first, so the credit check, the daily count and the hold
 * see every earlier request of the member and concurrent requests cannot pass the limits together.
 * The body is checked here, against the credit read under the lock, rather than before the
 * transaction: an Idempotency-Key retry must get its stored answer before any check, or the retry
 * of a withdrawal that spent the credit would be refused for lack of it.
 */
export async function requestWithdrawal(trx: Transaction<Schema>, memberId: number, body: unknown): Promise<MoneyTransaction> {
  await lockMember(trx, memberId);
  const credit = satangToBaht(await memberCredit(trx, memberId));
  const input = await validateBody(withdrawRequestSchema, body, { credit });
  // The schema has checked the decimals, so the amount converts.
  const amount = bahtToSatang(input.amount) as bigint;
  const account = await findMemberBankAccount(trx, memberId);
  if (!account) throw new ApiError(400, 'VALIDATION', m.withdraw.noBankAccount);
  if (dailyWithdrawalLimitReached(await countWithdrawalsToday(trx, memberId))) {
    throw new ApiError(429, 'RATE_LIMITED', m.withdraw.dailyLimit);
  }
  const withdrawalId = await insertWithdrawal(trx, { memberId, amount, memberBankAccountId: account.id });
  await transfer(trx, {
    kind: 'withdraw_hold',
    reference: `withdrawal:${withdrawalId}`,
    from: { wallet: memberId },
    to: 'withdrawals_held',
    amount,
    insufficientMessage: m.withdraw.amountOverCredit,
  });
  return toMoneyTransaction(await findStatementRow(trx, memberId, 'withdraw', withdrawalId));
}
