import type { BankAccountCreate, BankAccountUpdate, StatementCsvMapping } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** A receiving account as the back office shows it: whether a feed secret is set, never the secret. */
function accountRows(db: Kysely<Schema>) {
  return db
    .selectFrom('site_bank_accounts')
    .select(['id', 'bank_id', 'account_name', 'account_number', 'promptpay_id', 'biller_id', 'active', 'csv_mapping'])
    .select((eb) => eb('feed_secret', 'is not', null).as('feed_secret_set'));
}

export type BankAccountRow = Awaited<ReturnType<ReturnType<typeof accountRows>['executeTakeFirstOrThrow']>>;

export function listBankAccounts(db: Kysely<Schema>): Promise<BankAccountRow[]> {
  return accountRows(db).orderBy('id').execute();
}

export function findBankAccount(db: Kysely<Schema>, id: number): Promise<BankAccountRow | undefined> {
  return accountRows(db).where('id', '=', id).executeTakeFirst();
}

/** Whether another account than `exceptId` has this bank and number (they are unique together). */
export async function isBankAccountTaken(db: Kysely<Schema>, bankId: number, accountNumber: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('site_bank_accounts')
    .select('id')
    .where('bank_id', '=', bankId)
    .where('account_number', '=', accountNumber)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** The optional QR identifiers: absent is none. */
const qrIdentifiers = (account: BankAccountCreate) => ({
  promptpay_id: account.promptpay_id ?? null,
  biller_id: account.biller_id ?? null,
});

export async function insertBankAccount(db: Kysely<Schema>, account: BankAccountCreate): Promise<number> {
  const { id } = await db
    .insertInto('site_bank_accounts')
    .values({
      bank_id: account.bank_id,
      account_name: account.account_name,
      account_number: account.account_number,
      ...qrIdentifiers(account),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBankAccount(db: Kysely<Schema>, id: number, account: BankAccountUpdate): Promise<void> {
  await db
    .updateTable('site_bank_accounts')
    .set({
      bank_id: account.bank_id,
      account_name: account.account_name,
      account_number: account.account_number,
      ...qrIdentifiers(account),
      active: account.active,
    })
    .where('id', '=', id)
    .execute();
}

/** Replaces the account's sealed feed secret: a push signed with the old one fails from now on. */
export async function setFeedSecret(db: Kysely<Schema>, id: number, sealed: string): Promise<void> {
  await db.updateTable('site_bank_accounts').set({ feed_secret: sealed }).where('id', '=', id).execute();
}

export async function saveCsvMapping(db: Kysely<Schema>, id: number, mapping: StatementCsvMapping): Promise<void> {
  await db
    .updateTable('site_bank_accounts')
    .set({ csv_mapping: JSON.stringify(mapping) })
    .where('id', '=', id)
    .execute();
}
