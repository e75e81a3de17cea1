import type { LiabilityPart, RiskStep } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { riskBudgetSql } from '../../lotto/betting/repository';
import { partWorstSql } from '../../lotto/liability/repository';

/** The back office's reads and writes of risk by liability (docs/lottery-rules.md#risk-by-liability). Satang. */

export interface LotteryRiskRow {
  code: string;
  risk_budget: bigint | null;
  risk_steps: RiskStep[];
}

/**
 * A lottery's risk settings, locked, with every round of it not yet settled locked against bets:
 * a bet prices under one budget from start to commit, so a change waits for the bets in flight.
 */
export async function lockLotteryRisk(trx: Transaction<Schema>, code: string): Promise<LotteryRiskRow | undefined> {
  const lottery = await trx
    .selectFrom('lotteries')
    .select(['code', 'risk_budget', 'risk_steps'])
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
  if (lottery) {
    await trx
      .selectFrom('rounds')
      .select('id')
      .where('lottery_code', '=', code)
      .where('settled_at', 'is', null)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  }
  return lottery;
}

export async function updateLotteryRisk(
  trx: Transaction<Schema>,
  code: string,
  { budget, steps }: { budget: bigint | null; steps: readonly RiskStep[] },
): Promise<void> {
  await trx
    .updateTable('lotteries')
    .set({ risk_budget: budget, risk_steps: JSON.stringify(steps) })
    .where('code', '=', code)
    .execute();
}

/** A round's own budget, the round locked against bets (as above). */
export function lockRoundRisk(
  trx: Transaction<Schema>,
  roundId: number,
): Promise<{ id: number; risk_budget: bigint | null; settled: boolean } | undefined> {
  return trx
    .selectFrom('rounds')
    .select(['id', 'risk_budget', sql<boolean>`settled_at is not null`.as('settled')])
    .where('id', '=', roundId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function updateRoundRisk(trx: Transaction<Schema>, roundId: number, budget: bigint | null): Promise<void> {
  await trx.updateTable('rounds').set({ risk_budget: budget }).where('id', '=', roundId).execute();
}

export interface RiskRoundRow {
  id: number;
  lottery_code: string;
  lottery_name: string;
  round_date: string;
  slot: string;
  close_at: Date;
  budget: bigint | null;
  worst_loss: bigint;
}

/** Rounds open now, or closed and waiting for their result, with the budget that applies and their worst loss. */
export async function findRiskRounds(db: Kysely<Schema>): Promise<RiskRoundRow[]> {
  const { rows } = await sql<RiskRoundRow>`
    select rounds.id, rounds.lottery_code, lotteries.name as lottery_name, rounds.round_date::text as round_date, rounds.slot,
      rounds.close_at, ${riskBudgetSql} as budget,
      coalesce((select max(${partWorstSql(sql`rounds.id`, sql`s.part`)} - s.total) from (
        select part, sum(stakes)::int8 as total from round_part_stakes where round_id = rounds.id group by part) as s), 0) as worst_loss
    from rounds join lotteries on lotteries.code = rounds.lottery_code
    where rounds.settled_at is null and rounds.voided_at is null and rounds.open_at <= now()
    order by rounds.close_at, rounds.id`.execute(db);
  return rows;
}

export interface RoundRiskRow {
  id: number;
  lottery_code: string;
  lottery_name: string;
  has_four_digits: boolean;
  result_kind: 'government' | 'digits';
  round_budget: bigint | null;
  lottery_budget: bigint | null;
  risk_steps: RiskStep[];
}

export function findRoundRisk(db: Kysely<Schema>, roundId: number): Promise<RoundRiskRow | undefined> {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select([
      'rounds.id',
      'rounds.lottery_code',
      'lotteries.name as lottery_name',
      'lotteries.has_four_digits',
      'lotteries.result_kind',
      'rounds.risk_budget as round_budget',
      'lotteries.risk_budget as lottery_budget',
      'lotteries.risk_steps',
    ])
    .where('rounds.id', '=', roundId)
    .executeTakeFirst();
}

/** A kept cell: its liability with the highest four-digit row over it (part top4). */
export interface CellLiability {
  part: LiabilityPart;
  cell: string;
  liability: bigint;
}

/** Every kept cell and digit (วิ่ง) row of a round with liability (a cell's with its four_max), and each part's stakes. */
export async function findRoundCells(
  db: Kysely<Schema>,
  roundId: number,
): Promise<{ cells: CellLiability[]; stakes: Map<LiabilityPart, bigint> }> {
  const cells = await db
    .selectFrom('round_liability')
    .select(['part', 'cell', sql<bigint>`liability + four_max`.as('liability')])
    .where('round_id', '=', roundId)
    .where(sql<boolean>`length(cell) <= case part when 'bottom2' then 2 else 3 end`)
    .where(sql<boolean>`liability + four_max > 0`)
    .execute();
  const stakes = await db
    .selectFrom('round_part_stakes')
    .select(['part', (eb) => eb.fn.sum<bigint>('stakes').as('total')])
    .where('round_id', '=', roundId)
    .groupBy('part')
    .execute();
  return { cells, stakes: new Map(stakes.map((row) => [row.part, BigInt(row.total)])) };
}

/**
 * For cells of part top4, the four-digit outcome that is worst in each: the highest four-digit row
 * ending in it, the lowest first digit on a tie; a cell with none is worst at its first digit 0.
 */
export async function findWorstFourDigits(db: Kysely<Schema>, roundId: number, cells: readonly string[]): Promise<Map<string, string>> {
  if (cells.length === 0) return new Map();
  const rows = await db
    .selectFrom('round_liability')
    .select(['cell'])
    .where('round_id', '=', roundId)
    .where('part', '=', 'top4')
    .where(sql<boolean>`length(cell) = 4`)
    .where(sql<boolean>`right(cell, 3) = any(${[...cells]}::text[])`)
    .orderBy(sql`right(cell, 3)`)
    .orderBy('liability', 'desc')
    .orderBy('cell')
    .execute();
  const worst = new Map<string, string>();
  for (const row of rows) if (!worst.has(row.cell.slice(1))) worst.set(row.cell.slice(1), row.cell);
  return new Map(cells.map((cell) => [cell, worst.get(cell) ?? `0${cell}`]));
}
