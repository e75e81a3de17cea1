import { randomInt } from 'node:crypto';
import { bankById, satangToBaht, type DepositQr, type DepositQrStatus } from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import { anyId, billPayment } from 'promptparse/generate';
import type { Schema } from '../db/schema';
import { DomainError } from '../errors/errors';
import { checkDepositProtection } from '../protection/protection';
import { readMoneyRules } from './settings';
import { nextPayAmount } from './statement/matching';
import { lockSiteAccount } from './statement/repository';

/** After its life a reservation still holds its amount this long: a transfer made in time may reach the statement late. */
export const RESERVATION_GRACE_MS = 5 * 60 * 1000;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of 32: a reference cannot be guessed, and fits ref1 (at most 20). */
const newReference = () => Array.from({ length: 12 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** The receiving account QR deposits pay into: the first active one with a biller ID or PromptPay ID. */
function findQrAccount(db: Kysely<Schema>) {
  return db
    .selectFrom('site_bank_accounts')
    .select(['id'])
    .where('active', '=', true)
    .where((eb) => eb.or([eb('promptpay_id', 'is not', null), eb('biller_id', 'is not', null)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Frees what a member held before (a member holds one reservation) and the account's amounts past their hold. */
async function releaseHeld(trx: Transaction<Schema>, accountId: number, memberId: number, now: Date): Promise<void> {
  await trx
    .updateTable('deposit_reservations')
    .set({ state: 'released' })
    .where('state', '=', 'open')
    .where((eb) =>
      eb.or([eb('member_id', '=', memberId), eb.and([eb('site_bank_account_id', '=', accountId), eb('holds_until', '<', now)])]),
    )
    .execute();
}

/** Pay amounts the account's open PromptPay reservations hold between `from` and `to` satang. */
async function heldAmounts(trx: Transaction<Schema>, accountId: number, from: bigint, to: bigint): Promise<Set<bigint>> {
  const rows = await trx
    .selectFrom('deposit_reservations')
    .select('pay_amount')
    .where('site_bank_account_id', '=', accountId)
    .where('state', '=', 'open')
    .where('qr_kind', '=', 'promptpay')
    .where('pay_amount', '>', from)
    .where('pay_amount', '<=', to)
    .execute();
  return new Set(rows.map((row) => BigInt(row.pay_amount)));
}

/** How far above the asked amount a PromptPay amount may go: 100 baht, 9,900 amounts. */
const PAY_AMOUNT_SPAN = 10_000n;

/**
 * docs/money.md#qr-deposits: reserves an amount that names the member (or a ref1, for a biller ID)
 * and answers the Thai QR that pays it. Under the account's lock, so two members never hold one
 * amount; a member on a break or over a deposit limit is refused before anything is held.
 */
export async function reserveDepositQr(db: Kysely<Schema>, memberId: number, amount: bigint, now = new Date()): Promise<DepositQr> {
  const found = await findQrAccount(db);
  if (!found) throw new DomainError('depositQrUnavailable');
  const { depositQrMinutes } = await readMoneyRules(db);
  return db.transaction().execute(async (trx) => {
    // The account before the member, the order the matching function locks them in.
    const account = await lockSiteAccount(trx, found.id);
    if (!account || !account.active || (!account.biller_id && !account.promptpay_id)) throw new DomainError('depositQrUnavailable');
    await checkDepositProtection(trx, memberId, amount, now);
    await releaseHeld(trx, account.id, memberId, now);
    const qrKind = account.biller_id ? 'bill' : 'promptpay';
    let payAmount = amount;
    if (qrKind === 'promptpay') {
      const next = nextPayAmount(amount, await heldAmounts(trx, account.id, amount, amount + PAY_AMOUNT_SPAN), PAY_AMOUNT_SPAN);
      if (next === null) throw new DomainError('depositQrNoAmount');
      payAmount = next;
    }
    const expiresAt = new Date(now.getTime() + depositQrMinutes * 60_000);
    const reference = newReference();
    await trx
      .insertInto('deposit_reservations')
      .values({
        reference,
        member_id: memberId,
        site_bank_account_id: account.id,
        qr_kind: qrKind,
        amount,
        pay_amount: payAmount,
        expires_at: expiresAt,
        holds_until: new Date(expiresAt.getTime() + RESERVATION_GRACE_MS),
      })
      .execute();
    const baht = satangToBaht(payAmount);
    const qr = account.biller_id
      ? billPayment({ billerId: account.biller_id, amount: baht, ref1: reference })
      : anyId({ type: account.promptpay_id!.length === 13 ? 'NATID' : 'MSISDN', target: account.promptpay_id!, amount: baht });
    const bank = bankById(account.bank_id);
    return {
      reference,
      amount: satangToBaht(amount),
      pay_amount: baht,
      qr,
      account: {
        bank_id: account.bank_id,
        short_name: bank?.short_name ?? '',
        name: bank?.name ?? '',
        account_name: account.account_name,
        account_number: account.account_number,
      },
      expires_at: expiresAt.toISOString(),
    };
  });
}

/**
 * A reservation's state as its member sees it: waiting while a transfer would still be credited by
 * itself (its life and the grace after), credited once it was, expired otherwise.
 */
export async function depositQrStatus(db: Kysely<Schema>, memberId: number, reference: string, now = new Date()): Promise<DepositQrStatus> {
  const row = await db
    .selectFrom('deposit_reservations')
    .leftJoin('deposits', 'deposits.id', 'deposit_reservations.deposit_id')
    .select(['deposit_reservations.state', 'deposit_reservations.holds_until', 'deposits.decided_at'])
    .where('deposit_reservations.reference', '=', reference)
    .where('deposit_reservations.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new DomainError('depositQrNotFound');
  if (row.state === 'credited') return { state: 'credited', credited_at: row.decided_at?.toISOString() ?? null };
  if (row.state === 'open' && now.getTime() <= row.holds_until.getTime()) return { state: 'waiting', credited_at: null };
  return { state: 'expired', credited_at: null };
}
