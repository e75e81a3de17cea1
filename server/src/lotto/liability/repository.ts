import { cellKind, type LiabilityPart } from '@lotto/shared';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { cellKey, type CellRef, type CellState, type LiabilityChange, type LiabilityGuard } from './rules';

/**
 * The kept liability of rounds (migration 024, docs/lottery-rules.md#risk-by-liability): rows
 * locked and read for a bet on a round with a budget, raised with the slip's other writes, lowered
 * by a cancel, read for the pad and the back office, and dropped when the round is settled.
 */

/** Stakes are kept in this many shards per part, by member: bets of different members rarely share a row. */
const STAKE_SHARDS = 16;
const shardOf = (memberId: number) => memberId % STAKE_SHARDS;

// Arrays of text, cast in SQL: both drivers send them the same way.
const texts = <T>(items: readonly T[], pick: (item: T) => string | bigint) => items.map((item) => String(pick(item)));

/** Kept rows and the parts' stakes, as a budget is checked against them. */
export interface KeptRisk {
  rows: Map<string, CellState>;
  stakes: Map<LiabilityPart, bigint>;
}

type KeptRow = { part: LiabilityPart; cell: string; liability: string; four_max: string };

const keptRisk = (rows: readonly KeptRow[] | null, stakes: readonly [LiabilityPart, string][] | null): KeptRisk => ({
  rows: new Map((rows ?? []).map((row) => [cellKey(row), { liability: BigInt(row.liability), fourMax: BigInt(row.four_max) }] as const)),
  stakes: new Map((stakes ?? []).map(([part, total]) => [part, BigInt(total)])),
});

/**
 * SQL of two json columns, `risk_rows` and `risk_stakes`: the kept rows named by `refs` and the
 * stakes of their parts, in the round `roundId`, read without a lock. Refs may name part top4 for a
 * round whose lottery has no four digits (`hasFourDigits`, SQL): they are read as top3, so that a
 * slip's refs can be made before its round is read (findNumberTerms).
 */
export function keptRiskSql(
  roundId: RawBuilder<unknown>,
  hasFourDigits: RawBuilder<unknown>,
  refs: readonly CellRef[],
): RawBuilder<unknown> {
  const wanted = sql`(select case when u.part = 'top4' and not ${hasFourDigits} then 'top3' else u.part end as part, u.cell
    from unnest(${texts(refs, (ref) => ref.part)}::text[], ${texts(refs, (ref) => ref.cell)}::text[]) as u(part, cell))`;
  // Each row looked up by the primary key on its own (`offset 0` keeps the lateral a lookup): a
  // round's kept rows run to thousands, a slip names tens.
  return sql`(select json_agg(json_build_object('part', w.part, 'cell', w.cell, 'liability', t.liability::text, 'four_max', t.four_max::text))
      from ${wanted} as w cross join lateral (select liability, four_max from round_liability
        where round_id = ${roundId} and part = w.part and cell = w.cell offset 0) as t) as risk_rows,
    (select json_agg(json_build_array(part, total)) from (
      select part, sum(stakes)::text as total from round_part_stakes where round_id = ${roundId} and part in (select part from ${wanted} as p)
      group by part) as s) as risk_stakes`;
}

/** What keptRiskSql read. */
export interface KeptRiskColumns {
  risk_rows: KeptRow[] | null;
  risk_stakes: [LiabilityPart, string][] | null;
}

export const keptRiskOf = ({ risk_rows, risk_stakes }: KeptRiskColumns): KeptRisk => keptRisk(risk_rows, risk_stakes);

/**
 * The kept rows a slip or the pad's numbers touch, with the stakes of their parts, read without a
 * lock. A slip's write checks what it priced on (raiseLiabilitySql's guard); stakes only grow while
 * bets hold the round, as a cancel holds it against them (lockRoundAgainstBets).
 */
export async function findRiskRows(db: Kysely<Schema>, roundId: number, refs: readonly CellRef[]): Promise<KeptRisk> {
  const { rows } = await sql<KeptRiskColumns>`select ${keptRiskSql(sql`${roundId}`, sql`true`, refs)}`.execute(db);
  return keptRiskOf(rows[0]!);
}

const isFourDigit = (ref: CellRef) => cellKind(ref.part, ref.cell) === 'four';

/** int8's largest value: no limit, in a guard's arrays. */
const NO_LIMIT = 9223372036854775807n;

/** The rows a change raises: its four-digit rows, and its cells with the cells of those rows (whose four_max it moves). */
function raisedRows(change: LiabilityChange): { fours: (CellRef & { pay: bigint })[]; cells: (CellRef & { pay: bigint })[] } {
  const rows = [...change.rows.values()];
  const fours = rows.filter(isFourDigit);
  const cells = new Map(rows.filter((row) => !isFourDigit(row)).map((row) => [cellKey(row), row]));
  for (const four of fours) {
    const parent = { part: four.part, cell: four.cell.slice(1) };
    if (!cells.has(cellKey(parent))) cells.set(cellKey(parent), { ...parent, pay: 0n });
  }
  return { fours, cells: [...cells.values()] };
}

/** How many rows `raiseLiabilitySql` raises when every guard holds. */
export const rowsRaised = (change: LiabilityChange): number => {
  const { fours, cells } = raisedRows(change);
  return fours.length + cells.length;
};

/** SQL of how many rows the slip statement's `raiseLiabilitySql` raised. */
export const rowsRaisedSql = sql<number>`((select count(*) from four_raised) + (select count(*) from cell_raised))::int`;

/**
 * The common table expressions of place_bet's slip statement (insertPaidSlip) that raise the kept
 * liability and stakes by a slip's change, once `slip` is inserted: the four-digit rows first, then
 * the cells with the highest four-digit row each now stands over, then the member's stake shard.
 * With a guard (a slip priced from rows read without a lock), a row that has moved more than its
 * slack since it was read, or a cell whose worst outcome (with the วิ่ง rows of its digits, as
 * read) would pass the budget, is not raised: fewer than `rowsRaised` rows come back, and the
 * caller places the slip again.
 */
export function raiseLiabilitySql(
  roundId: number,
  memberId: number,
  change: LiabilityChange,
  guard: LiabilityGuard | null,
): RawBuilder<unknown> {
  const { fours, cells } = raisedRows(change);
  const stakes = [...change.stakes];
  const guardOf = (row: CellRef) => guard?.rows.get(cellKey(row));
  // What a row may hold when written: what it held when read and its slack (none: no limit).
  const ceiling = (row: CellRef) => {
    const { read = 0n, slack = null } = guardOf(row) ?? {};
    return slack === null || read + slack > NO_LIMIT ? NO_LIMIT : read + slack;
  };
  // What a cell's liability with its four-digit row may reach: the budget, less its วิ่ง rows as
  // read, with its part's stakes.
  const room = (row: CellRef) => guard!.budget + (guard!.stakes.get(row.part) ?? 0n) - (guardOf(row)?.digits ?? 0n);
  // A guard's value for the row being written, picked by its key (a lookup in arrays, not a join per row).
  const atRow = (rows: readonly CellRef[], value: (row: CellRef) => bigint) =>
    sql`(${texts(rows, value)}::int8[])[array_position(${texts(rows, cellKey)}::text[], excluded.part || ':' || excluded.cell)]`;
  return sql`four_raised as (
      insert into round_liability as t (round_id, part, cell, liability)
      select ${roundId}, f.part, f.cell, f.pay from slip cross join unnest(
        ${texts(fours, (row) => row.part)}::text[], ${texts(fours, (row) => row.cell)}::text[], ${texts(fours, (row) => row.pay)}::int8[]
      ) as f(part, cell, pay) order by f.part collate "C", f.cell collate "C"
      on conflict (round_id, part, cell) do update set liability = t.liability + excluded.liability
      ${guard ? sql`where t.liability <= ${atRow(fours, ceiling)}` : sql``}
      returning part, cell, liability
    ),
    cell_raised as (
      insert into round_liability as t (round_id, part, cell, liability, four_max)
      select ${roundId}, c.part, c.cell, c.pay,
        coalesce((select max(f.liability) from four_raised f where f.part = c.part and right(f.cell, 3) = c.cell), 0)
      from slip cross join unnest(
        ${texts(cells, (row) => row.part)}::text[], ${texts(cells, (row) => row.cell)}::text[], ${texts(cells, (row) => row.pay)}::int8[]
      ) as c(part, cell, pay) order by c.part collate "C", c.cell collate "C"
      on conflict (round_id, part, cell) do update
        set liability = t.liability + excluded.liability, four_max = greatest(t.four_max, excluded.four_max)
      ${
        guard
          ? sql`where t.liability + t.four_max <= ${atRow(cells, ceiling)}
              and t.liability + excluded.liability + greatest(t.four_max, excluded.four_max) <= ${atRow(cells, room)}`
          : sql``
      }
      returning 1
    ),
    stakes_raised as (
      insert into round_part_stakes as t (round_id, part, shard, stakes)
      select ${roundId}, s.part, ${shardOf(memberId)}, s.amount from slip cross join unnest(
        ${texts(stakes, ([part]) => part)}::text[], ${texts(stakes, ([, amount]) => amount)}::int8[]
      ) as s(part, amount) order by s.part collate "C"
      on conflict (round_id, part, shard) do update set stakes = t.stakes + excluded.stakes
      returning 1
    )`;
}

/**
 * SQL of the highest outcome liability of a part of a round: over every cell (kept or not), its
 * liability with its highest four-digit row and the วิ่ง rows of its digits.
 */
export const partWorstSql = (roundId: RawBuilder<unknown> | number, part: RawBuilder<unknown>) => sql<bigint>`(
  select max(coalesce(c.liability + c.four_max, 0) + coalesce(d.pay, 0))
  from generate_series(0, case ${part} when 'bottom2' then 99 else 999 end) as n
  cross join lateral (select lpad(n::text, case ${part} when 'bottom2' then 2 else 3 end, '0') as cell) as o
  left join round_liability c on c.round_id = ${roundId} and c.part = ${part} and c.cell = o.cell
  left join lateral (select sum(r.liability)::int8 as pay from round_liability r
    where r.round_id = ${roundId} and r.part = ${part} and r.cell in ('0', '1', '2', '3', '4', '5', '6', '7', '8', '9')
      and strpos(o.cell, r.cell) > 0) as d on true)`;

/** The worst loss of each part: its highest outcome liability less its stakes. */
async function worstLossByPart(
  trx: Transaction<Schema>,
  roundId: number,
  parts: readonly LiabilityPart[],
): Promise<Map<LiabilityPart, bigint>> {
  const { rows } = await sql<{ part: LiabilityPart; loss: string }>`
    select p.part, (${partWorstSql(roundId, sql`p.part`)} - coalesce(s.total, 0))::text as loss
    from unnest(${parts}::text[]) as p(part)
    left join lateral (select sum(stakes) as total from round_part_stakes where round_id = ${roundId} and part = p.part) as s on true`.execute(
    trx,
  );
  return new Map(rows.map((row) => [row.part, BigInt(row.loss)]));
}

/**
 * Takes a cancelled slip's change back out of its round: the rows' pay, the four_max of the cells
 * its four-digit rows stand under, and its stakes (from its member's shard). The caller holds the
 * round against every bet. Returns the parts whose worst loss this raises past `budget` (a cancel
 * takes stakes out, so the outcomes the slip does not win on lose more); none without a budget.
 */
export async function lowerLiability(
  trx: Transaction<Schema>,
  { roundId, memberId, change, budget }: { roundId: number; memberId: number; change: LiabilityChange; budget: bigint | null },
): Promise<LiabilityPart[]> {
  const rows = [...change.rows.values()];
  const parts = [...change.stakes.keys()];
  const before = budget === null ? null : await worstLossByPart(trx, roundId, parts);
  await sql`update round_liability t set liability = t.liability - c.pay
    from unnest(${texts(rows, (row) => row.part)}::text[], ${texts(rows, (row) => row.cell)}::text[], ${texts(rows, (row) => row.pay)}::int8[])
      as c(part, cell, pay)
    where t.round_id = ${roundId} and t.part = c.part and t.cell = c.cell`.execute(trx);
  const parents = [...new Map(rows.filter(isFourDigit).map((row) => [cellKey(row), { part: row.part, cell: row.cell.slice(1) }])).values()];
  if (parents.length > 0) {
    await sql`update round_liability p set four_max = coalesce((select max(f.liability) from round_liability f
        where f.round_id = p.round_id and f.part = p.part and f.cell = any(array(select d::text || p.cell from generate_series(0, 9) as d))), 0)
      from unnest(${texts(parents, (row) => row.part)}::text[], ${texts(parents, (row) => row.cell)}::text[]) as c(part, cell)
      where p.round_id = ${roundId} and p.part = c.part and p.cell = c.cell`.execute(trx);
  }
  const stakes = [...change.stakes];
  // Its member's shard may have no row yet: a slip kept before migration 024 counted in shard 0.
  await sql`insert into round_part_stakes as t (round_id, part, shard, stakes)
    select ${roundId}, s.part, ${shardOf(memberId)}, -s.amount
    from unnest(${texts(stakes, ([part]) => part)}::text[], ${texts(stakes, ([, amount]) => amount)}::int8[]) as s(part, amount)
    on conflict (round_id, part, shard) do update set stakes = t.stakes + excluded.stakes`.execute(trx);
  if (budget === null || before === null) return [];
  const after = await worstLossByPart(trx, roundId, parts);
  return parts.filter((part) => after.get(part)! > budget && after.get(part)! > before.get(part)!);
}

/** A settled round's risk is over: its kept rows go (settlement runs under the round's lock). */
export async function dropRoundLiability(trx: Transaction<Schema>, roundId: number): Promise<void> {
  await trx.deleteFrom('round_liability').where('round_id', '=', roundId).execute();
  await trx.deleteFrom('round_part_stakes').where('round_id', '=', roundId).execute();
}

/** The budget that applies to a round: its own, else its lottery's. */
const roundBudgetSql = sql<bigint | null>`coalesce(rounds.risk_budget, lotteries.risk_budget)`;

/** A round whose worst outcome has reached the alert's share of its budget. */
export interface RoundNearBudget {
  id: number;
  lottery_name: string;
  round_date: string;
  slot: string;
  percent: number;
}

/**
 * Rounds not settled whose worst loss (an outcome's liability less its part's stakes) has reached
 * `percent` of their budget, each marked alerted in the same statement: a round is claimed once.
 */
export async function claimRoundsNearBudget(trx: Transaction<Schema>, percent: number): Promise<RoundNearBudget[]> {
  const { rows } = await sql<RoundNearBudget>`
    with risky as (
      select rounds.id, lotteries.name as lottery_name, rounds.round_date::text as round_date, rounds.slot,
        ${roundBudgetSql} as budget,
        coalesce((select max(${partWorstSql(sql`rounds.id`, sql`s.part`)} - s.total) from (
          select part, sum(stakes)::int8 as total from round_part_stakes where round_id = rounds.id group by part) as s), 0) as worst_loss
      from rounds join lotteries on lotteries.code = rounds.lottery_code
      where rounds.settled_at is null and rounds.voided_at is null and rounds.open_at <= now() and rounds.risk_alerted_at is null
        and ${roundBudgetSql} is not null
        and exists (select 1 from round_liability where round_liability.round_id = rounds.id)
    )
    update rounds set risk_alerted_at = now()
    from risky
    where rounds.id = risky.id and risky.worst_loss * 100 >= risky.budget * ${percent}
    returning risky.id, risky.lottery_name, risky.round_date, risky.slot, (risky.worst_loss * 100 / risky.budget)::int as percent`.execute(
    trx,
  );
  return rows;
}
