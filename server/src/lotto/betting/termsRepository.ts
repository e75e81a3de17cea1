import type { BetType, StakeBand } from '@lotto/shared';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { roundPhaseSql, type BettingRound, type RoundPhase } from './repository';
import { bandsFromJson, roundBandsJsonSql, numberKeyText, type NumberKey } from '../rates/repository';
import type { LimitRule } from '../rates/rules';

/** What numbers_paid prices a list of numbers with, read in one statement. */
export interface MemberRoundTerms {
  round: BettingRound;
  phase: RoundPhase;
  rateTable: Map<BetType, number>;
  bands: Map<BetType, StakeBand[]>;
  rules: Map<string, LimitRule[]>;
  /** Staked by every member on each key in the round, in satang (absent: nothing). */
  roundTotals: Map<string, bigint>;
  /** Staked by the member on each key in the round, in satang (absent: nothing). */
  memberTotals: Map<string, bigint>;
}

const keyRows = (keys: readonly NumberKey[]) => sql.join(keys.map((key) => sql`(${key.type}, ${key.number})`));

/**
 * The round, its phase, the lottery's rate table and stake bands, and the limited-number rules, round totals and
 * the member's totals of `keys` (at least one), in one statement and without a lock: a price shown
 * before the bet, which place_bet checks again under its lock.
 */
export async function findMemberRoundTerms(
  db: Kysely<Schema>,
  { roundId, memberId, keys }: { roundId: number; memberId: number; keys: readonly NumberKey[] },
): Promise<MemberRoundTerms | undefined> {
  const { rows } = await sql<
    BettingRound & {
      phase: RoundPhase;
      rates: [BetType, number][] | null;
      bands: [BetType, string, string | null, number][] | null;
      rules: [BetType, string, number | null, number | null, boolean, string | null][] | null;
      totals: [BetType, string, string][] | null;
      member_totals: [BetType, string, string][] | null;
    }
  >`select rounds.id, rounds.lottery_code, lotteries.min_line_amount, lotteries.max_line_amount,
      lotteries.max_number_total, lotteries.max_member_number_total, ${roundPhaseSql} as phase,
      (select json_agg(json_build_array(bet_type, rate_x100)) from lottery_rates where lottery_code = rounds.lottery_code) as rates,
      ${roundBandsJsonSql} as bands,
      (select json_agg(json_build_array(bet_type, number, round_id, rate_x100, closed, stake_cap::text)) from limited_numbers
        where lottery_code = rounds.lottery_code and (round_id = rounds.id or round_id is null) and (bet_type, number) in (${keyRows(keys)})) as rules,
      (select json_agg(json_build_array(bet_type, number, total::text)) from round_number_totals
        where round_id = rounds.id and (bet_type, number) in (${keyRows(keys)})) as totals,
      (select json_agg(json_build_array(bet_type, number, total::text)) from member_number_totals
        where round_id = rounds.id and member_id = ${memberId} and (bet_type, number) in (${keyRows(keys)})) as member_totals
    from rounds join lotteries on lotteries.code = rounds.lottery_code
    where rounds.id = ${roundId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { phase, rates, bands, rules: ruleRows, totals, member_totals: memberTotals, ...round } = row;
  const rules = new Map<string, LimitRule[]>();
  for (const [type, number, ruleRoundId, rateX100, closed, stakeCap] of ruleRows ?? []) {
    const key = numberKeyText({ type, number });
    rules.set(key, [...(rules.get(key) ?? []), { round_id: ruleRoundId, rate_x100: rateX100, closed, stake_cap: stakeCap === null ? null : BigInt(stakeCap) }]);
  }
  const totalsMap = (list: [BetType, string, string][] | null) =>
    new Map((list ?? []).map(([type, number, total]) => [numberKeyText({ type, number }), BigInt(total)]));
  return { round, phase, rateTable: new Map(rates ?? []), bands: bandsFromJson(bands), rules, roundTotals: totalsMap(totals), memberTotals: totalsMap(memberTotals) };
}
