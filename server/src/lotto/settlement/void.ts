import { satangToBaht, th, YEEKEE_CODE } from '@lotto/shared';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/repository';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { tellRoundVoided, type MemberRefund } from '../../inbox/roundNews';
import { creditWallets } from '../../ledger/ledger';
import { dropRoundLiability } from '../liability/repository';
import { findVoidDeadline, lockRoundForSettlement, markRoundVoided, rejectRunningSlipsOfRound, type SettlingRound } from './repository';

export interface VoidSummary {
  round_id: number;
  /** Running slips rejected and refunded. */
  slips: number;
  /** Members refunded. */
  members: number;
  /** Satang refunded in all. */
  refunded: bigint;
}

/** Each member's refunded slips and total, in member order. */
function refundsByMember(slips: readonly { memberId: number; total: bigint }[]): MemberRefund[] {
  const refunds = new Map<number, MemberRefund>();
  for (const { memberId, total } of slips) {
    const refund = refunds.get(memberId) ?? { memberId, slips: 0, amount: 0n };
    refunds.set(memberId, { memberId, slips: refund.slips + 1, amount: refund.amount + total });
  }
  return [...refunds.values()].sort((a, b) => a.memberId - b.memberId);
}

/**
 * Voids a locked round that is neither settled nor voided: every running slip is rejected (the
 * member sees `ยกเลิก`) and its whole stake refunded, the 'bet_refund' of a cancel, referenced
 * `slip:<id>` (so no slip is refunded twice); the round's kept liability goes; the round records
 * when, why and by whom; each member is told once; the audit log keeps it.
 */
async function voidLockedRound(
  trx: Transaction<Schema>,
  round: SettlingRound,
  { reason, actorId }: { reason: string; actorId: number | null },
): Promise<VoidSummary> {
  const slips = await rejectRunningSlipsOfRound(trx, round.id);
  await creditWallets(trx, {
    kind: 'bet_refund',
    from: 'house',
    credits: slips.map((slip) => ({ memberId: slip.memberId, reference: `slip:${slip.id}`, amount: slip.total })),
    createdBy: actorId,
  });
  await dropRoundLiability(trx, round.id);
  await markRoundVoided(trx, round.id, { reason, actorId });
  const refunds = refundsByMember(slips);
  await tellRoundVoided(trx, round.id, refunds);
  const refunded = slips.reduce((sum, slip) => sum + slip.total, 0n);
  await recordAudit(trx, {
    actorId,
    action: actorId === null ? 'round.void_overdue' : 'round.void',
    targetType: 'round',
    targetId: round.id,
    before: { voided: false },
    after: { voided: true, reason, slips: slips.length, members: refunds.length, refunded: satangToBaht(refunded) },
  });
  return { round_id: round.id, slips: slips.length, members: refunds.length, refunded };
}

/**
 * Staff void a round with their reason (`ยกเลิกงวด`, docs/lottery-rules.md#void-deadlines), in the
 * caller's transaction. The round row lock orders it with settlement, bets and cancels: a settled
 * round is refused, a voided one is not voided again, and a round voided first is never settled.
 * Yeekee rounds are the draw's alone: the house, which knows the seed, could otherwise void a draw it
 * would lose.
 */
export async function voidRound(
  trx: Transaction<Schema>,
  roundId: number,
  { reason, actorId }: { reason: string; actorId: number },
): Promise<VoidSummary> {
  const round = await lockRoundForSettlement(trx, roundId);
  if (!round) throw new DomainError('roundNotFound');
  if (round.lottery_code === YEEKEE_CODE) throw new DomainError('yeekeeDrawnOnly');
  if (round.voided_at) throw new DomainError('roundVoided');
  if (round.settled_at) throw new DomainError('roundSettled');
  return voidLockedRound(trx, round, { reason, actorId });
}

/**
 * The deadline job's void of one round, by the server (no actor) with the deadline's reason: null
 * when, once the round is locked, it is yeekee, settled, voided (another process was first) or not
 * past its deadline by `now` (staff moved its draw meanwhile).
 */
export async function voidOverdueRound(trx: Transaction<Schema>, roundId: number, now: Date): Promise<VoidSummary | null> {
  const round = await lockRoundForSettlement(trx, roundId);
  if (!round || round.lottery_code === YEEKEE_CODE || round.voided_at || round.settled_at) return null;
  const deadline = await findVoidDeadline(trx, roundId);
  if (!deadline || deadline > now) return null;
  return voidLockedRound(trx, round, { reason: th.lotto.voidOverdueReason, actorId: null });
}
