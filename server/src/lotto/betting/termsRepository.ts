import type { BetType, StakeBand } from '@lotto/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Schema } from '../../db/schema';
import { riskBudgetSql, roundPhaseSql, type BettingRound, type RoundPhase } from './repository';
import { bandsFromJson, keyRows, keysTableSql, roundBandsJsonSql, numberKeyText, type NumberKey } from '../rates/repository';
import type { LimitRule } from '../rates/rules';
import { keptRiskOf, keptRiskSql, type KeptRisk, type KeptRiskColumns } from '../liability/repository';
import type { CellRef } from '../liability/rules';
import { memberPlaySql, memberPlayTermsOf, type MemberPlayJson, type MemberPlayTerms } from '../../protection/repository';

/** What prices numbers of a round: the round, its phase, the lottery's rates and the numbers' rules and totals. */
export interface NumberTermsRead {
  round: BettingRound;
  /** By the database clock when read; place_bet's slip insert checks again once the lock is held. */
  phase: RoundPhase;
  rateTable: Map<BetType, number>;
  /** The lottery's stake bands per type (absent: one rate). */
  bands: Map<BetType, StakeBand[]>;
  rules: Map<string, LimitRule[]>;
  /** Staked by every member on each key in the round, in satang (absent: nothing). */
  roundTotals: Map<string, bigint>;
  /** Staked by the member asked about on each key in the round, in satang (absent: nothing; empty when no member was asked about). */
  memberTotals: Map<string, bigint>;
  /** With `riskRefs`, on a round with a budget: the kept liability rows they name and their parts' stakes. */
  kept: KeptRisk | null;
  /** With `playOf`, that member's break and limits, read without a lock (checkBetProtection). */
  play: MemberPlayTerms | null;
}

type Totals = [BetType, string, string][] | null;

const totalsByKey = (list: Totals) =>
  new Map((list ?? []).map(([type, number, total]) => [numberKeyText({ type, number }), BigInt(total)]));

/**
 * SQL of the json array `[type, number, total]` of the running totals of `table` at `keys` in the
 * rows `where` picks: each key looked up by the primary key on its own (the lateral's `offset 0`
 * keeps it a lookup), so the read costs the same in a round of ten numbers as in one of ten
 * thousand, whatever the planner's statistics say of the table.
 */
const totalsAtKeysSql = (table: 'round_number_totals' | 'member_number_totals', where: RawBuilder<boolean>, keys: readonly NumberKey[]) =>
  sql`(select json_agg(json_build_array(k.bet_type, k.number, t.total::text)) from ${keysTableSql(keys)}
    cross join lateral (select total from ${sql.table(table)} where ${where} and bet_type = k.bet_type and number = k.number offset 0) as t)`;

/**
 * The one read of a number's terms: the round with its lottery's limits and phase, the lottery's
 * rate table and stake bands, the limited-number rules of the round or the lottery that name one
 * of `keys`, and the round's running totals of `keys`, in one statement. With `lock`, the round is
 * share-locked until the transaction ends (as `lockRoundForBetting`): place_bet prices its slip so.
 * With `memberId`, the member's own totals of `keys` too: the price a member is shown before the bet.
 * With `riskRefs`, on a round with a budget, the kept liability they name (keptRiskSql): a slip's
 * price under the budget comes from the same read. With `playOf`, that member's break and limits
 * (memberPlaySql): place_bet checks them without a round trip of their own.
 */
export async function findNumberTerms(
  db: Kysely<Schema>,
  {
    roundId,
    keys,
    memberId,
    lock = false,
    riskRefs,
    playOf,
  }: { roundId: number; keys: readonly NumberKey[]; memberId?: number; lock?: boolean; riskRefs?: readonly CellRef[]; playOf?: number },
): Promise<NumberTermsRead | undefined> {
  const memberTotals =
    memberId === undefined
      ? sql`null`
      : totalsAtKeysSql('member_number_totals', sql`round_id = rounds.id and member_id = ${memberId}`, keys);
  const { rows } = await sql<
    BettingRound &
      Partial<KeptRiskColumns> & {
        phase: RoundPhase;
        rates: [BetType, number][] | null;
        bands: [BetType, string, string | null, number][] | null;
        rules: [BetType, string, number | null, number | null, boolean, string | null][] | null;
        totals: Totals;
        member_totals: Totals;
        play?: MemberPlayJson | null;
      }
  >`select rounds.id, rounds.lottery_code, lotteries.min_line_amount, lotteries.max_line_amount,
      lotteries.max_number_total, lotteries.max_member_number_total, lotteries.has_four_digits,
      ${riskBudgetSql} as risk_budget, lotteries.risk_steps, ${roundPhaseSql} as phase,
      (select json_agg(json_build_array(bet_type, rate_x100)) from lottery_rates where lottery_code = rounds.lottery_code) as rates,
      ${roundBandsJsonSql} as bands,
      (select json_agg(json_build_array(bet_type, number, round_id, rate_x100, closed, stake_cap::text)) from limited_numbers
        where lottery_code = rounds.lottery_code and (round_id = rounds.id or round_id is null) and (bet_type, number) in (${keyRows(keys)})) as rules,
      ${totalsAtKeysSql('round_number_totals', sql`round_id = rounds.id`, keys)} as totals,
      ${memberTotals} as member_totals
      ${riskRefs ? sql`, ${keptRiskSql(sql`case when ${riskBudgetSql} is not null then rounds.id end`, sql`lotteries.has_four_digits`, riskRefs)}` : sql``}
      ${playOf === undefined ? sql`` : sql`, ${memberPlaySql(playOf)} as play`}
    from rounds join lotteries on lotteries.code = rounds.lottery_code
    where rounds.id = ${roundId}
    ${lock ? sql`for share of rounds` : sql``}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { phase, rates, bands, rules: ruleRows, totals, member_totals, risk_rows, risk_stakes, play, ...round } = row;
  const rules = new Map<string, LimitRule[]>();
  for (const [type, number, ruleRoundId, rateX100, closed, stakeCap] of ruleRows ?? []) {
    const key = numberKeyText({ type, number });
    rules.set(key, [
      ...(rules.get(key) ?? []),
      { round_id: ruleRoundId, rate_x100: rateX100, closed, stake_cap: stakeCap === null ? null : BigInt(stakeCap) },
    ]);
  }
  return {
    round,
    phase,
    rateTable: new Map(rates ?? []),
    bands: bandsFromJson(bands),
    rules,
    roundTotals: totalsByKey(totals),
    memberTotals: totalsByKey(member_totals),
    kept: riskRefs && round.risk_budget !== null ? keptRiskOf({ risk_rows: risk_rows ?? null, risk_stakes: risk_stakes ?? null }) : null,
    play: play ? memberPlayTermsOf(play) : null,
  };
}
