import { sql, type Kysely } from 'kysely';

/**
 * Each transfer keeps its amount (its positive entry) and the member it concerns (the owner of
 * its member account; for a withdrawal paid out, held to bank, the withdrawal's member), written with its
 * entries: a report of a year sums one row per transfer instead of joining two entries and their
 * accounts to each (the year by member took 5.3 s; docs/money.md#reports). The entries stay
 * the record; the ledger invariants check that both agree.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_transfers add column amount bigint, add column member_id integer`.execute(db);
  await sql`update ledger_transfers transfer set amount = moved.amount, member_id = moved.member_id
    from (select entry.transfer_id, max(entry.amount) as amount, max(account.member_id) as member_id
          from ledger_entries entry join ledger_accounts account on account.id = entry.account_id
          group by entry.transfer_id) moved
    where moved.transfer_id = transfer.id`.execute(db);
  await sql`update ledger_transfers transfer set member_id = withdrawal.member_id from withdrawals withdrawal
    where transfer.kind = 'withdraw_payout' and transfer.reference = 'withdrawal:' || withdrawal.id`.execute(db);
  await sql`alter table ledger_transfers alter column amount set not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_transfers drop column member_id, drop column amount`.execute(db);
}
