import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { bahtText, itemOf } from './rules';
import { tell } from './tell';

/**
 * The inbox items of the member's money (docs/messages.md#the-inbox), each written in the
 * transaction that moves it, once per deposit or withdrawal and kind.
 */

type Db = Transaction<Schema>;

interface Request {
  id: number;
  memberId: number;
  amount: bigint;
}

export const tellDepositCredited = (trx: Db, { id, memberId, amount }: Request) =>
  tell(trx, [itemOf('deposit_credited', memberId, `deposit:${id}`, { amount: bahtText(amount) })]);

export const tellDepositReturned = (trx: Db, { id, memberId, amount }: Request, reason: string) =>
  tell(trx, [itemOf('deposit_returned', memberId, `deposit:${id}`, { amount: bahtText(amount), reason })]);

export const tellWithdrawalApproved = (trx: Db, { id, memberId, amount }: Request) =>
  tell(trx, [itemOf('withdrawal_approved', memberId, `withdrawal:${id}`, { amount: bahtText(amount) })]);

export const tellWithdrawalRejected = (trx: Db, { id, memberId, amount }: Request, reason: string) =>
  tell(trx, [itemOf('withdrawal_rejected', memberId, `withdrawal:${id}`, { amount: bahtText(amount), reason })]);

export const tellWithdrawalPaid = (trx: Db, { id, memberId, amount }: Request, bankRef: string) =>
  tell(trx, [itemOf('withdrawal_paid', memberId, `withdrawal:${id}`, { amount: bahtText(amount), bank_ref: bankRef })]);
