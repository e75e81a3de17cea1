import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

export interface DayFigures {
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  prizes: bigint;
  pendingDeposits: number;
  pendingWithdrawals: number;
}

const sumOf = (column: string) => sql<string>`coalesce(sum(${sql.ref(column)}), 0)::text`;

/** Money of the day [from, to): approved deposits and withdrawals, stakes and prizes of the day's slips; and the queues now. */
export async function findDayFigures(db: Kysely<Schema>, from: Date, to: Date): Promise<DayFigures> {
  const approved = (table: 'deposits' | 'withdrawals') =>
    db
      .selectFrom(table)
      .select(sumOf('amount').as('sum'))
      .where('status', '=', 'success')
      .where('decided_at', '>=', from)
      .where('decided_at', '<', to)
      .executeTakeFirstOrThrow();
  const pending = (table: 'deposits' | 'withdrawals') =>
    db
      .selectFrom(table)
      .select(sql<string>`count(*)::text`.as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
  // A cancelled slip is 'reject': its stake went back.
  const slips = await db
    .selectFrom('bet_slips')
    .select([
      sumOf('bet_slips.total').as('stakes'),
      (eb) =>
        eb
          .selectFrom('bet_lines')
          .innerJoin('bet_slips as slip', 'slip.id', 'bet_lines.slip_id')
          .select(sumOf('bet_lines.prize').as('prizes'))
          .where('slip.created_at', '>=', from)
          .where('slip.created_at', '<', to)
          .where('slip.status', '<>', 'reject')
          .as('prizes'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('status', '<>', 'reject')
    .executeTakeFirstOrThrow();
  const [deposits, withdrawals, pendingDeposits, pendingWithdrawals] = [
    await approved('deposits'),
    await approved('withdrawals'),
    await pending('deposits'),
    await pending('withdrawals'),
  ];
  return {
    deposits: BigInt(deposits.sum),
    withdrawals: BigInt(withdrawals.sum),
    stakes: BigInt(slips.stakes),
    prizes: BigInt(slips.prizes ?? '0'),
    pendingDeposits: Number(pendingDeposits.count),
    pendingWithdrawals: Number(pendingWithdrawals.count),
  };
}
