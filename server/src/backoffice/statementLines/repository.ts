import type { StatementLineStatus } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

export interface LineListQuery {
  status: StatementLineStatus | 'all';
  accountId?: number;
  limit: number;
  offset: number;
}

function lineRows(db: Kysely<Schema>, { status, accountId }: Pick<LineListQuery, 'status' | 'accountId'>) {
  return db
    .selectFrom('statement_lines')
    .leftJoin('members as decider', 'decider.id', 'statement_lines.decided_by')
    .$if(status !== 'all', (query) => query.where('statement_lines.status', '=', status as StatementLineStatus))
    .$if(accountId !== undefined, (query) => query.where('statement_lines.site_bank_account_id', '=', accountId!));
}

/** Unmatched lines are a queue, oldest first; the rest are history, newest first. */
export function listStatementLines(db: Kysely<Schema>, query: LineListQuery) {
  const direction = query.status === 'unmatched' ? 'asc' : 'desc';
  return lineRows(db, query)
    .selectAll('statement_lines')
    .select('decider.username as decided_by_username')
    .orderBy('statement_lines.id', direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export type ListedLine = Awaited<ReturnType<typeof listStatementLines>>[number];

export async function countStatementLines(db: Kysely<Schema>, query: Pick<LineListQuery, 'status' | 'accountId'>): Promise<number> {
  const row = await lineRows(db, query)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findStatementLine(db: Kysely<Schema>, id: number): Promise<ListedLine> {
  return lineRows(db, { status: 'all' })
    .selectAll('statement_lines')
    .select('decider.username as decided_by_username')
    .where('statement_lines.id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function usernamesOf(db: Kysely<Schema>, memberIds: readonly number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', 'in', [...memberIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}
