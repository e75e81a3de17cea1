import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';

/** SQL of the back office's member screens. */

/** `like` text matching what starts with `prefix`, its wildcards taken literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

function membersByPhone(db: Kysely<Schema>, phonePrefix: string | undefined) {
  const query = db.selectFrom('members');
  return phonePrefix ? query.where('username', 'like', startsWith(phonePrefix)) : query;
}

export function findMembersPage(db: Kysely<Schema>, phonePrefix: string | undefined, limit: number, offset: number) {
  return membersByPhone(db, phonePrefix)
    .select(['id', 'username', 'role', 'status', 'credit', 'created_at'])
    .orderBy('username')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMembers(db: Kysely<Schema>, phonePrefix: string | undefined): Promise<number> {
  const row = await membersByPhone(db, phonePrefix)
    .select(sql<string>`count(*)::text`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findMemberProfile(db: Kysely<Schema>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'role', 'status', 'credit', 'debt', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** The member's row, locked until the transaction ends: a suspension or an adjustment of one member at a time. */
export function lockMember(trx: Transaction<Schema>, memberId: number) {
  return trx
    .selectFrom('members')
    .select(['id', 'username', 'role', 'status', 'credit', 'debt'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setMemberStatus(trx: Transaction<Schema>, memberId: number, status: 'active' | 'suspended'): Promise<void> {
  await trx.updateTable('members').set({ status }).where('id', '=', memberId).execute();
}

function walletEntries(db: Kysely<Schema>, memberId: number) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .where('ledger_accounts.member_id', '=', memberId)
    .where('ledger_accounts.kind', '=', 'wallet');
}

/** Entries of the member's wallet, newest first: what moved their credit, and why. */
export function findWalletEntriesPage(db: Kysely<Schema>, memberId: number, limit: number, offset: number) {
  return walletEntries(db, memberId)
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
    .select([
      'ledger_entries.id',
      'ledger_transfers.kind',
      'ledger_transfers.reference',
      'ledger_entries.amount',
      'ledger_transfers.created_at',
    ])
    .orderBy('ledger_entries.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countWalletEntries(db: Kysely<Schema>, memberId: number): Promise<number> {
  const row = await walletEntries(db, memberId)
    .select(sql<string>`count(*)::text`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
