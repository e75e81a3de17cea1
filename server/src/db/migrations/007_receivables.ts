import { sql, type Kysely } from 'kysely';

/**
 * Result corrections. A member whose credit no longer covers a reversed prize owes the rest: a
 * `receivable` ledger account per member (made when first needed) holds what the member owes,
 * and `members.debt` caches it as `credit` caches the wallet. Prize references carry the
 * settlement version ('round:5:v1:member:9'), so a correction's reversal and new payout are
 * transfers of their own; the prizes paid so far were all of version 1.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_wallet_has_member`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_member_id_key`.execute(db);
  await db.schema
    .alterTable('ledger_accounts')
    .addCheckConstraint('ledger_accounts_kind_check', sql`kind in ('wallet', 'receivable', 'bank', 'house', 'withdrawals_held')`)
    .execute();
  await db.schema
    .alterTable('ledger_accounts')
    .addCheckConstraint('ledger_accounts_member_kinds', sql`(kind in ('wallet', 'receivable')) = (member_id is not null)`)
    .execute();
  await db.schema.alterTable('ledger_accounts').addUniqueConstraint('ledger_accounts_member_kind', ['member_id', 'kind']).execute();

  await db.schema
    .alterTable('members')
    .addColumn('debt', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`debt >= 0`),
    )
    .execute();

  await sql`
    update ledger_transfers set reference = regexp_replace(reference, '^round:([0-9]+):member:', 'round:\\1:v1:member:')
    where kind = 'prize'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update ledger_transfers set reference = regexp_replace(reference, '^round:([0-9]+):v1:member:', 'round:\\1:member:')
    where kind = 'prize'`.execute(db);
  await db.schema.alterTable('members').dropColumn('debt').execute();
  await db.schema.alterTable('ledger_accounts').dropConstraint('ledger_accounts_member_kind').execute();
  await db.schema.alterTable('ledger_accounts').dropConstraint('ledger_accounts_member_kinds').execute();
  await db.schema.alterTable('ledger_accounts').dropConstraint('ledger_accounts_kind_check').execute();
  await db.schema
    .alterTable('ledger_accounts')
    .addCheckConstraint('ledger_accounts_kind_check', sql`kind in ('wallet', 'bank', 'house', 'withdrawals_held')`)
    .execute();
  await db.schema
    .alterTable('ledger_accounts')
    .addCheckConstraint('ledger_accounts_wallet_has_member', sql`(kind = 'wallet') = (member_id is not null)`)
    .execute();
  await db.schema.alterTable('ledger_accounts').addUniqueConstraint('ledger_accounts_member_id_key', ['member_id']).execute();
}
