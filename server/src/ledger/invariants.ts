import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The ledger invariants of DESIGN.md section 5, as a list of what is wrong (empty when all hold):
 * all entries sum to zero, each transfer sums to zero, each wallet's cached credit equals the sum
 * of its entries, and no credit is negative.
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

  const wallets = await db
    .selectFrom('members')
    .leftJoin('ledger_accounts', 'ledger_accounts.member_id', 'members.id')
    .leftJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
    .select([
      'members.id',
      sql<string>`members.credit::text`.as('credit'),
      sql<string>`coalesce(sum(ledger_entries.amount), 0)::text`.as('entries'),
    ])
    .groupBy(['members.id', 'members.credit'])
    .execute();
  for (const wallet of wallets) {
    if (wallet.credit !== wallet.entries) {
      problems.push(`member ${wallet.id} has credit ${wallet.credit} but entries of ${wallet.entries}`);
    }
    if (BigInt(wallet.credit) < 0n) problems.push(`member ${wallet.id} has negative credit ${wallet.credit}`);
  }
  return problems;
}
