import type { BetType } from '@lotto/shared';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { LimitRule } from './rules';

/** A bet type and a number in canonical form (todd types: sorted digits): what limits and totals are kept by. */
export interface NumberKey {
  type: BetType;
  number: string;
}

export const numberKeyText = (key: NumberKey): string => `${key.type}:${key.number}`;

const keyRows = (keys: readonly NumberKey[]) =>
  sql.join(keys.map((key) => sql`(${key.type}, ${key.number})`));

/** The lottery's rate table: the types it offers and their rates in hundredths. */
export async function findRateTable(db: Kysely<Schema>, lotteryCode: string): Promise<Map<BetType, number>> {
  const rows = await db
    .selectFrom('lottery_rates')
    .select(['bet_type', 'rate_x100'])
    .where('lottery_code', '=', lotteryCode)
    .execute();
  return new Map(rows.map((row) => [row.bet_type, row.rate_x100]));
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
export async function findRoundTotals(
  db: Kysely<Schema>,
  roundId: number,
  keys: readonly NumberKey[],
): Promise<Map<string, bigint>> {
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
