import type { BetType } from '@lotto/shared';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { bandsInBaht, type LimitRule, type StakeBandRow } from './rules';
import type { StakeBand } from '@lotto/shared';

/** A bet type and a number in canonical form (todd types: sorted digits): what limits and totals are kept by. */
export interface NumberKey {
  type: BetType;
  number: string;
}

export const numberKeyText = (key: NumberKey): string => `${key.type}:${key.number}`;

/**
 * SQL of `keys` as a table `k(bet_type, number)`, in arrays: the same text whatever their count,
 * so a statement naming them is prepared once (server/src/db/preparedStatements.ts), not once per
 * count of numbers on a slip.
 */
export const keysTableSql = (keys: readonly NumberKey[]) =>
  sql`unnest(${keys.map((key) => key.type)}::text[], ${keys.map((key) => key.number)}::text[]) as k(bet_type, number)`;

/** SQL of `keys` for `(bet_type, number) in (…)`; none matches nothing. */
export const keyRows = (keys: readonly NumberKey[]) => sql`select k.bet_type, k.number from ${keysTableSql(keys)}`;

/** The lottery's rate table: the types it offers and their rates in hundredths. */
export async function findRateTable(db: Kysely<Schema>, lotteryCode: string): Promise<Map<BetType, number>> {
  const rows = await db.selectFrom('lottery_rates').select(['bet_type', 'rate_x100']).where('lottery_code', '=', lotteryCode).execute();
  return new Map(rows.map((row) => [row.bet_type, row.rate_x100]));
}

/** The lottery's stake bands per type, in stake order (a type without bands is absent). */
export async function findStakeBands(db: Kysely<Schema>, lotteryCode: string): Promise<Map<BetType, StakeBand[]>> {
  const rows = await db
    .selectFrom('lottery_rate_bands')
    .select(['bet_type', 'min_stake', 'max_stake', 'rate_x100'])
    .where('lottery_code', '=', lotteryCode)
    .orderBy('bet_type')
    .orderBy('min_stake')
    .execute();
  return groupBands(rows);
}

/** Every lottery's stake bands per type. */
export async function findAllStakeBands(db: Kysely<Schema>): Promise<Map<string, Map<BetType, StakeBand[]>>> {
  const rows = await db
    .selectFrom('lottery_rate_bands')
    .select(['lottery_code', 'bet_type', 'min_stake', 'max_stake', 'rate_x100'])
    .orderBy('lottery_code')
    .orderBy('bet_type')
    .orderBy('min_stake')
    .execute();
  const byLottery = new Map<string, typeof rows>();
  for (const row of rows) byLottery.set(row.lottery_code, [...(byLottery.get(row.lottery_code) ?? []), row]);
  return new Map([...byLottery].map(([code, lotteryRows]) => [code, groupBands(lotteryRows)]));
}

/** Band rows of one lottery, grouped per type in the order given. */
export function groupBands(rows: readonly (StakeBandRow & { bet_type: BetType })[]): Map<BetType, StakeBand[]> {
  const byType = new Map<BetType, StakeBandRow[]>();
  for (const { bet_type, ...band } of rows) byType.set(bet_type, [...(byType.get(bet_type) ?? []), band]);
  return new Map([...byType].map(([type, bands]) => [type, bandsInBaht(bands)]));
}

/**
 * SQL of the bands of the lottery of the round in scope as `rounds`, as one JSON array of [type,
 * min, max, rate] in stake order, for betting's one-statement reads.
 */
export const roundBandsJsonSql = sql<
  [BetType, string, string | null, number][] | null
>`(select json_agg(json_build_array(bet_type, min_stake::text, max_stake::text, rate_x100) order by bet_type, min_stake)
    from lottery_rate_bands where lottery_code = rounds.lottery_code)`;

/** The bands of `roundBandsJsonSql`'s answer. */
export const bandsFromJson = (rows: [BetType, string, string | null, number][] | null): Map<BetType, StakeBand[]> =>
  groupBands(
    (rows ?? []).map(([bet_type, min, max, rate_x100]) => ({
      bet_type,
      min_stake: BigInt(min),
      max_stake: max === null ? null : BigInt(max),
      rate_x100,
    })),
  );

/** Replaces one type's bands of a lottery (none: one rate at every stake). */
export async function replaceStakeBands(
  db: Kysely<Schema>,
  lotteryCode: string,
  type: BetType,
  bands: readonly StakeBandRow[],
): Promise<void> {
  await db.deleteFrom('lottery_rate_bands').where('lottery_code', '=', lotteryCode).where('bet_type', '=', type).execute();
  if (bands.length === 0) return;
  await db
    .insertInto('lottery_rate_bands')
    .values(bands.map((band) => ({ lottery_code: lotteryCode, bet_type: type, ...band })))
    .execute();
}

/** The limited-number rules of the round and of its whole lottery that name one of `keys`. */
export async function findLimitRules(
  db: Kysely<Schema>,
  { lotteryCode, roundId, keys }: { lotteryCode: string; roundId: number; keys: readonly NumberKey[] },
): Promise<Map<string, LimitRule[]>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('limited_numbers')
    .select(['bet_type', 'number', 'round_id', 'rate_x100', 'closed', 'stake_cap'])
    .where('lottery_code', '=', lotteryCode)
    .where((eb) => eb.or([eb('round_id', '=', roundId), eb('round_id', 'is', null)]))
    .where(sql<boolean>`(bet_type, number) in (${keyRows(keys)})`)
    .execute();
  const rules = new Map<string, LimitRule[]>();
  for (const { bet_type, number, ...rule } of rows) {
    const key = numberKeyText({ type: bet_type, number });
    rules.set(key, [...(rules.get(key) ?? []), rule]);
  }
  return rules;
}

/** What all members have staked on each of `keys` in the round so far, in satang (absent: nothing). */
export async function findRoundTotals(db: Kysely<Schema>, roundId: number, keys: readonly NumberKey[]): Promise<Map<string, bigint>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('round_number_totals')
    .select(['bet_type', 'number', 'total'])
    .where('round_id', '=', roundId)
    .where(sql<boolean>`(bet_type, number) in (${keyRows(keys)})`)
    .execute();
  return new Map(rows.map((row) => [numberKeyText({ type: row.bet_type, number: row.number }), row.total]));
}

export interface NewLimitRule {
  lotteryCode: string;
  roundId: number | null;
  type: BetType;
  /** Canonical form. */
  number: string;
  rateX100: number | null;
  closed: boolean;
  numberCap: bigint | null;
}

/** Creates the rule of a (lottery or round, type, number), or replaces the one it has. */
export async function upsertLimitRule(db: Kysely<Schema>, rule: NewLimitRule): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into limited_numbers (lottery_code, round_id, bet_type, number, rate_x100, closed, stake_cap)
    values (${rule.lotteryCode}, ${rule.roundId}, ${rule.type}, ${rule.number}, ${rule.rateX100}, ${rule.closed}, ${rule.numberCap})
    on conflict (lottery_code, coalesce(round_id, 0), bet_type, number) do update
      set rate_x100 = excluded.rate_x100, closed = excluded.closed, stake_cap = excluded.stake_cap
    returning id`.execute(db);
  return rows[0]!.id;
}

export async function deleteLimitRule(db: Kysely<Schema>, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('limited_numbers').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}
