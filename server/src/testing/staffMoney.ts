import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { transfer } from '../ledger/ledger';
import { findMemberBankAccount, insertDeposit, insertSlip, insertWithdrawal } from '../money/repository';
import type { SlipQrRead } from '../money/slipQr';
import { uniquePngBytes } from './money';

/**
 * Pending money requests made with the repository, as the member calls store them, for tests of
 * what staff do with them: a test of a staff decision does not depend on the member's forms.
 */

/** A pending slip deposit of `amount` satang into the site's account, its slip's QR read or not; its id. */
export async function insertPendingDeposit(
  db: Kysely<Schema>,
  memberId: number,
  accountId: number,
  amount: bigint,
  slipQr: SlipQrRead = { status: 'unreadable' },
): Promise<number> {
  const data = uniquePngBytes();
  const sha256 = createHash('sha256').update(data).digest('hex');
  const slipId = randomBytes(24).toString('base64url');
  await insertSlip(db, { id: slipId, memberId, contentType: 'image/png', data, sha256 });
  return insertDeposit(db, {
    memberId,
    amount,
    siteBankAccountId: accountId,
    transferTime: '13:45',
    slipId,
    slipSha256: sha256,
    slipQr,
  });
}

/** A pending withdrawal of `amount` satang to the member's registered account, the amount held from the wallet; its id. */
export async function insertPendingWithdrawal(db: Kysely<Schema>, memberId: number, amount: bigint): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const account = await findMemberBankAccount(trx, memberId);
    if (!account) throw new Error(`member ${memberId} has no bank account`);
    const id = await insertWithdrawal(trx, { memberId, amount, memberBankAccountId: account.id });
    await transfer(trx, {
      kind: 'withdraw_hold',
      reference: `withdrawal:${id}`,
      from: { wallet: memberId },
      to: 'withdrawals_held',
      amount,
    });
    return id;
  });
}
