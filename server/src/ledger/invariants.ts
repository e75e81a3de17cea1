import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The ledger invariants of docs/money.md, as a list of what is wrong (empty when all hold):
 * all entries sum to zero, each transfer sums to zero and records its amount and member as its
 * entries do, each wallet's cached credit equals the sum of its entries and is never negative;
 * each member's cached debt is what their receivable account is owed (the negated sum of its
 * entries), never negative, and owed only while the credit is 0 (every credit repays the debt
 * first).
 */
export async function ledgerProblems(db: Kysely<Schema>): Promise<string[]> {
  const problems: string[] = [];

  const total = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('sum'))
    .executeTakeFirstOrThrow();
  if (total.sum !== '0') problems.push(`all entries sum to ${total.sum}, not 0`);

  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transfer_id', sql<string>`sum(amount)::text`.as('sum')])
    .groupBy('transfer_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  for (const row of unbalanced) problems.push(`transfer ${row.transfer_id} sums to ${row.sum}`);

  // What reports read from the transfer row: its positive entry and the member of its accounts
  // (a move between the site's own accounts names the member it is for).
  const misrecorded = await sql<{
    id: string;
    amount: string;
    member_id: number | null;
    entry_amount: string;
    entry_member: number | null;
  }>`
    select transfer.id::text, transfer.amount::text, transfer.member_id, moved.amount::text as entry_amount, moved.member_id as entry_member
    from ledger_transfers transfer
    join (select entry.transfer_id, max(entry.amount) as amount, max(account.member_id) as member_id
          from ledger_entries entry join ledger_accounts account on account.id = entry.account_id group by entry.transfer_id) moved
      on moved.transfer_id = transfer.id
    where transfer.amount <> moved.amount or (moved.member_id is not null and transfer.member_id is distinct from moved.member_id)`.execute(
    db,
  );
  for (const row of misrecorded.rows) {
    problems.push(
      `transfer ${row.id} records ${row.amount} for member ${row.member_id} but its entries move ${row.entry_amount} for member ${row.entry_member}`,
    );
  }

  const balanceOf = (kind: 'wallet' | 'receivable') => sql<string>`coalesce((
      select sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.member_id = members.id and a.kind = ${kind}), 0)::text`;
  const members = await db
    .selectFrom('members')
    .select([
      'id',
      sql<string>`credit::text`.as('credit'),
      sql<string>`debt::text`.as('debt'),
      balanceOf('wallet').as('wallet'),
      balanceOf('receivable').as('receivable'),
    ])
    .execute();
  for (const member of members) {
    const [credit, debt, owed] = [BigInt(member.credit), BigInt(member.debt), -BigInt(member.receivable)];
    if (member.credit !== member.wallet) problems.push(`member ${member.id} has credit ${member.credit} but entries of ${member.wallet}`);
    if (credit < 0n) problems.push(`member ${member.id} has negative credit ${member.credit}`);
    if (debt !== owed) problems.push(`member ${member.id} has debt ${member.debt} but owes ${owed} by the entries`);
    if (debt < 0n) problems.push(`member ${member.id} has negative debt ${member.debt}`);
    if (debt > 0n && credit > 0n) problems.push(`member ${member.id} owes ${member.debt} while holding credit ${member.credit}`);
  }
  return problems;
}
