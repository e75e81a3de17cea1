import {
  CELL_DIGITS,
  canonicalNumber,
  liabilityParts,
  outcomeDraw,
  partOfType,
  partOutcomes,
  winningNumbers,
  type BetType,
  type LiabilityPart,
} from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The brute force that risk by liability is checked against: every outcome of every part, with the
 * settlement matcher's own winners (winningNumbers), summed over the round's standing lines; and the
 * kept rows read back as outcome liabilities.
 */

/** Per part, per type, the outcomes each canonical number wins on, by the matcher. */
const winnersCache = new Map<LiabilityPart, Map<BetType, Map<string, string[]>>>();
function winnersOf(part: LiabilityPart): Map<BetType, Map<string, string[]>> {
  const cached = winnersCache.get(part);
  if (cached) return cached;
  const byType = new Map<BetType, Map<string, string[]>>();
  for (const outcome of partOutcomes(part)) {
    for (const [type, numbers] of Object.entries(winningNumbers(outcomeDraw(part, outcome))) as [BetType, string[]][]) {
      const byNumber = byType.get(type) ?? new Map<string, string[]>();
      for (const number of numbers) byNumber.set(number, [...(byNumber.get(number) ?? []), outcome]);
      byType.set(type, byNumber);
    }
  }
  winnersCache.set(part, byType);
  return byType;
}

export interface RoundRisk {
  /** Per part, each outcome's liability (absent: 0), satang. */
  liability: Map<LiabilityPart, Map<string, bigint>>;
  stakes: Map<LiabilityPart, bigint>;
}

const lotteryOf = (db: Kysely<Schema>, roundId: number) =>
  db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select(['lotteries.has_four_digits', 'lotteries.result_kind'])
    .where('rounds.id', '=', roundId)
    .executeTakeFirstOrThrow();

/** What the round's standing lines would pay on each outcome, by the matcher, and each part's stakes. */
export async function bruteForceRisk(db: Kysely<Schema>, roundId: number): Promise<RoundRisk> {
  const lottery = await lotteryOf(db, roundId);
  const lines = await db
    .selectFrom('bet_lines')
    .select(['bet_type', 'number', 'amount', 'rate_x100'])
    .where('round_id', '=', roundId)
    .where('status', '=', 'running')
    .execute();
  const liability = new Map(
    liabilityParts({ hasFourDigits: lottery.has_four_digits, resultKind: lottery.result_kind }).map((part) => [
      part,
      new Map<string, bigint>(),
    ]),
  );
  const stakes = new Map<LiabilityPart, bigint>();
  for (const line of lines) {
    const part = partOfType(line.bet_type, lottery.has_four_digits);
    stakes.set(part, (stakes.get(part) ?? 0n) + line.amount);
    const pay = (line.amount * BigInt(line.rate_x100)) / 100n;
    const outcomes = winnersOf(part).get(line.bet_type)?.get(canonicalNumber(line.bet_type, line.number)) ?? [];
    const byOutcome = liability.get(part)!;
    for (const outcome of outcomes) byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0n) + pay);
  }
  return { liability, stakes };
}

/**
 * The kept rows read back as outcome liabilities (a cell's liability, its four-digit row's and its digits' วิ่ง rows),
 * with the problems found: a cell's four_max that is not the highest of its four-digit rows.
 */
export async function keptRisk(db: Kysely<Schema>, roundId: number): Promise<RoundRisk & { fourMaxProblems: string[] }> {
  const lottery = await lotteryOf(db, roundId);
  const rows = await db.selectFrom('round_liability').selectAll().where('round_id', '=', roundId).execute();
  const shards = await db.selectFrom('round_part_stakes').selectAll().where('round_id', '=', roundId).execute();
  const parts = liabilityParts({ hasFourDigits: lottery.has_four_digits, resultKind: lottery.result_kind });
  const cell = new Map(rows.map((row) => [`${row.part}:${row.cell}`, row]));
  const liability = new Map<LiabilityPart, Map<string, bigint>>();
  for (const part of parts) {
    const byOutcome = new Map<string, bigint>();
    for (const outcome of partOutcomes(part)) {
      const ending = outcome.slice(-CELL_DIGITS[part]);
      const kept =
        (cell.get(`${part}:${ending}`)?.liability ?? 0n) +
        (outcome.length > CELL_DIGITS[part] ? (cell.get(`${part}:${outcome}`)?.liability ?? 0n) : 0n) +
        [...new Set(ending)].reduce((sum, digit) => sum + (cell.get(`${part}:${digit}`)?.liability ?? 0n), 0n);
      if (kept !== 0n) byOutcome.set(outcome, kept);
    }
    liability.set(part, byOutcome);
  }
  const fourMaxProblems = rows
    .filter((row) => row.cell.length === CELL_DIGITS[row.part])
    .filter((row) => {
      const fours = [...'0123456789'].map((digit) => cell.get(`${row.part}:${digit}${row.cell}`)?.liability ?? 0n);
      return fours.reduce((top, value) => (value > top ? value : top), 0n) !== row.four_max;
    })
    .map((row) => `${row.part}:${row.cell}`);
  const stakes = new Map<LiabilityPart, bigint>();
  for (const shard of shards) stakes.set(shard.part, (stakes.get(shard.part) ?? 0n) + shard.stakes);
  return { liability, stakes, fourMaxProblems };
}

/** The worst loss of any outcome of any part: its liability less its part's stakes. */
export function worstLoss({ liability, stakes }: RoundRisk): bigint {
  let worst: bigint | null = null;
  for (const [part, byOutcome] of liability) {
    const partStakes = stakes.get(part) ?? 0n;
    const top = [...byOutcome.values()].reduce((max, value) => (value > max ? value : max), 0n);
    if (worst === null || top - partStakes > worst) worst = top - partStakes;
  }
  return worst ?? 0n;
}

/** Maps compared as plain objects with zeros dropped: a failing expect shows the outcomes that differ. */
export const comparable = ({ liability, stakes }: RoundRisk) => ({
  liability: Object.fromEntries(
    [...liability].map(([part, byOutcome]) => [part, Object.fromEntries([...byOutcome].filter(([, value]) => value !== 0n).sort())]),
  ),
  stakes: Object.fromEntries([...stakes].filter(([, value]) => value !== 0n).sort()),
});
