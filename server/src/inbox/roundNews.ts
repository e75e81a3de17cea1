import { formatResultDate, paths, th, withValues } from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { findRoundTitle, insertResultOut } from './repository';
import { bahtText, itemOf } from './rules';
import { spread, tell } from './tell';

/** A member's prizes of one settlement: how many of their slips won, and the total. */
export interface MemberPrize {
  memberId: number;
  slips: number;
  prize: bigint;
}

/**
 * The items of a settlement, in its transaction (docs/messages.md#the-inbox): each winner's
 * `slip_won` (once per settlement version: a correction that pays again tells again), and
 * `result_out` once per round to every other member with a slip in it.
 */
export async function tellRoundSettled(
  trx: Transaction<Schema>,
  round: { id: number; version: number },
  winners: readonly MemberPrize[],
): Promise<void> {
  const { name, round_date } = await findRoundTitle(trx, round.id);
  const values = { lottery: name, date: formatResultDate(round_date) };
  await tell(
    trx,
    winners.map(({ memberId, slips, prize }) =>
      itemOf('slip_won', memberId, `round:${round.id}:v${round.version}`, { ...values, slips, amount: bahtText(prize) }),
    ),
  );
  const resultOut = await insertResultOut(
    trx,
    round.id,
    winners.map(({ memberId }) => memberId),
    { title: th.inbox.kinds.result_out, body: withValues(th.inbox.bodies.result_out, values), link: paths.transaction },
  );
  await spread(trx, resultOut);
}

/** A member's refunds of a voided round: how many of their slips, and the total. */
export interface MemberRefund {
  memberId: number;
  slips: number;
  amount: bigint;
}

/**
 * The items of a void, in its transaction (docs/messages.md#the-inbox): each refunded member's
 * `slip_refunded`, once per round (a round is voided once).
 */
export async function tellRoundVoided(trx: Transaction<Schema>, roundId: number, refunds: readonly MemberRefund[]): Promise<void> {
  if (refunds.length === 0) return;
  const { name, round_date } = await findRoundTitle(trx, roundId);
  const values = { lottery: name, date: formatResultDate(round_date) };
  await tell(
    trx,
    refunds.map(({ memberId, slips, amount }) =>
      itemOf('slip_refunded', memberId, `round:${roundId}:void`, { ...values, slips, amount: bahtText(amount) }),
    ),
  );
}
