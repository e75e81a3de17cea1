import type { Kysely, Transaction } from 'kysely';
import type { Role, Schema } from '../db/schema';
import { createWallet } from '../ledger/ledger';
import { grantRolePermissions } from './staffPermissions';

export interface NewMember {
  username: string;
  passwordHash: string;
  role?: Role;
}

/** A member and their wallet account, and a staff account's starting permissions; call it inside the transaction that owns the sign-up. */
export async function insertMember(trx: Transaction<Schema>, member: NewMember): Promise<number> {
  const { id } = await trx
    .insertInto('members')
    .values({ username: member.username, password_hash: member.passwordHash, role: member.role ?? 'member' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createWallet(trx, id);
  await grantRolePermissions(trx, id, member.role ?? 'member');
  return id;
}

export function findMemberByUsername(db: Kysely<Schema>, username: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'password_hash', 'role', 'status', 'credit'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function memberCredit(db: Kysely<Schema>, memberId: number): Promise<bigint> {
  const row = await db.selectFrom('members').select('credit').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.credit;
}

export function findMemberById(db: Kysely<Schema>, memberId: number) {
  return db.selectFrom('members').select(['id', 'username', 'role', 'status', 'credit']).where('id', '=', memberId).executeTakeFirst();
}

export async function isUsernameTaken(db: Kysely<Schema>, username: string): Promise<boolean> {
  const row = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export interface NewMemberBankAccount {
  bank_id: number;
  account_name: string;
  account_number: string;
}

export async function insertMemberBankAccount(trx: Kysely<Schema>, memberId: number, account: NewMemberBankAccount): Promise<void> {
  await trx
    .insertInto('member_bank_accounts')
    // Named one by one: a validated request object may still carry fields of its own.
    .values({
      member_id: memberId,
      bank_id: account.bank_id,
      account_name: account.account_name,
      account_number: account.account_number,
    })
    .execute();
}

/** An account number belongs to one member only (unique index). */
export async function isAccountNumberTaken(db: Kysely<Schema>, accountNumber: string): Promise<boolean> {
  const row = await db.selectFrom('member_bank_accounts').select('id').where('account_number', '=', accountNumber).executeTakeFirst();
  return row !== undefined;
}

export function listMemberBankAccounts(db: Kysely<Schema>, memberId: number) {
  return db
    .selectFrom('member_bank_accounts')
    .select(['bank_id', 'account_name', 'account_number'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}
