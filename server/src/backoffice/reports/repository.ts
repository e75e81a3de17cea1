import type { ReportGrouping } from '@lotto/shared';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Satang sums of one report row, each a sum of ledger transfers of some kinds. */
export interface ReportSums {
  /** `bet` transfers: wallet to house. */
  stakes: bigint;
  /** `bet_refund`: house to wallet, a cancelled slip. */
  cancelled: bigint;
  /** `prize` less `prize_reversal` and `prize_reversal_debt` (a correction taking prizes back). */
  prizes: bigint;
  /** `deposit`: bank to wallet, once approved. */
  deposits: bigint;
  /** `withdraw_payout`: held to bank, once approved. */
  withdrawals: bigint;
}

export interface ReportSumsRow extends ReportSums {
  /** The day, lottery code, round id or member id; null for the money moves of a grouping they have no place in (deposits by lottery). */
  key: string | null;
  label: string | null;
}

/** The kinds of transfer a report sums: the others (adjustments, holds, debt repayments) are not stakes, prizes or money approved. */
const REPORTED_KINDS = ['bet', 'bet_refund', 'prize', 'prize_reversal', 'prize_reversal_debt', 'deposit', 'withdraw_payout'] as const;

/** The numeric id in a transfer's reference (`slip:12`, `round:7:v1:member:3`). */
const referenceId = sql`split_part(moved.reference, ':', 2)::int8`;

/** The round of a bet, a refund or a prize transfer; null for money moves. */
const roundOf = sql`case when moved.kind in ('bet', 'bet_refund') then (select slip.round_id from bet_slips slip where slip.id = ${referenceId})
  when moved.kind like 'prize%' then ${referenceId} end`;

/** Each grouping's key (by its own type: grouping on text would sort a year's rows), its row's label and order. */
const GROUPS: Record<ReportGrouping, { key: ReturnType<typeof sql>; label: ReturnType<typeof sql>; order: ReturnType<typeof sql> }> = {
  day: {
    key: sql`to_char(moved.created_at at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD')`,
    label: sql`key`,
    order: sql`key`,
  },
  lottery: {
    key: sql`(select round.lottery_code from rounds round where round.id = ${roundOf})`,
    label: sql`(select lottery.name from lotteries lottery where lottery.code = key)`,
    order: sql`(select lottery.sort_order from lotteries lottery where lottery.code = key), key`,
  },
  round: {
    key: roundOf,
    label: sql`(select lottery.name || ' ' || round.round_date || ' #' || round.id from rounds round join lotteries lottery on lottery.code = round.lottery_code
      where round.id = key)`,
    // Qualified: a bare name would order by the answer's text key.
    order: sql`labelled.key`,
  },
  member: {
    // Every reported transfer names its member (the ledger keeps it on the row, migration 021).
    key: sql`moved.member_id`,
    label: sql`(select member.username from members member where member.id = key)`,
    order: sql`label`,
  },
};

/**
 * A report's sums from the ledger (docs/money.md#reports): each transfer of a reported kind made from `from`
 * (included) to `to` (excluded) counts its amount (its one positive entry, kept on its row) in the
 * row of its day, lottery, round or member. A row with a null key holds the money moves of a grouping they do not
 * belong to (deposits by lottery): counted in the totals only.
 */
export async function findReportSums(
  db: Kysely<Schema>,
  { from, to, by }: { from: Date; to: Date; by: ReportGrouping },
): Promise<ReportSumsRow[]> {
  const group = GROUPS[by];
  const { rows } = await sql<{
    key: string | null;
    label: string | null;
    stakes: string;
    cancelled: string;
    prizes: string;
    deposits: string;
    withdrawals: string;
  }>`
    with moved as (
      select transfer.id, transfer.kind, transfer.reference, transfer.created_at, transfer.amount, transfer.member_id
      from ledger_transfers transfer
      where transfer.created_at >= ${from} and transfer.created_at < ${to}
        and transfer.kind in (${sql.join(REPORTED_KINDS.map((kind) => sql`${kind}`))})
    ), keyed as (
      select ${group.key} as key, moved.kind, moved.amount from moved
    ), summed as (
      select key,
        coalesce(sum(amount) filter (where kind = 'bet'), 0)::text as stakes,
        coalesce(sum(amount) filter (where kind = 'bet_refund'), 0)::text as cancelled,
        (coalesce(sum(amount) filter (where kind = 'prize'), 0)
          - coalesce(sum(amount) filter (where kind in ('prize_reversal', 'prize_reversal_debt')), 0))::text as prizes,
        coalesce(sum(amount) filter (where kind = 'deposit'), 0)::text as deposits,
        coalesce(sum(amount) filter (where kind = 'withdraw_payout'), 0)::text as withdrawals
      from keyed group by key
    ), labelled as (
      select summed.*, ${group.label} as label from summed
    )
    select key::text as key, label, stakes, cancelled, prizes, deposits, withdrawals from labelled order by key is null, ${group.order}`.execute(
    db,
  );
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    stakes: BigInt(row.stakes),
    cancelled: BigInt(row.cancelled),
    prizes: BigInt(row.prizes),
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
  }));
}
