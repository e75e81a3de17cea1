import {
  BET_TYPES,
  drawnNumberFor,
  drawnNumbers,
  resultShapeIsValid,
  th,
  winningPairs,
  type LotteryResult,
} from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { RoundResultLogTable, Schema } from '../db/schema';
import { ApiError } from '../http/errors';
import { creditWallets } from '../ledger/ledger';
import { lockRoundForSettlement, markRoundSettled, markRunningLines, prizesByMember, recordResult } from './settlementRepository';

export interface SettlementSummary {
  round_id: number;
  settlement_version: number;
  /** Lines settled, and how many of them won. */
  lines: number;
  winning_lines: number;
  /** Members paid. */
  winners: number;
  /** Satang paid in all. */
  prize: bigint;
}

/**
 * Records a round's result and settles it, in one transaction: every running line is marked
 * won or lost in one statement, each winning member is paid once (transfer kind 'prize',
 * reference 'round:<id>:member:<m>'), and the slips and the round are marked settled. The round
 * row lock and the settled check make a second settlement, even a concurrent one, a CONFLICT.
 */
export async function settleRound(
  db: Kysely<Schema>,
  roundId: number,
  result: unknown,
  { actorId, action }: { actorId: number | null; action: Exclude<RoundResultLogTable['action'], 'corrected'> },
): Promise<SettlementSummary> {
  return db.transaction().execute(async (trx) => {
    const round = await lockRoundForSettlement(trx, roundId);
    if (!round) throw new ApiError(404, 'NOT_FOUND', th.lotto.roundNotFound);
    if (!round.closed) throw new ApiError(409, 'CONFLICT', th.lotto.roundStillOpen);
    if (!resultShapeIsValid(result, round.result_kind, round.has_four_digits)) {
      throw new ApiError(400, 'VALIDATION', th.lotto.resultInvalid);
    }
    if (round.settled_at) throw new ApiError(409, 'CONFLICT', th.lotto.roundSettled);

    const valid = result as LotteryResult;
    await recordResult(trx, { roundId, result: valid, actorId, action });
    const drawn = drawnNumbers(valid);
    const marked = await markRunningLines(trx, {
      roundId,
      winningPairs: winningPairs(drawn),
      drawnByType: new Map(BET_TYPES.map((type) => [type, drawnNumberFor(type, drawn)])),
    });
    const prizes = await prizesByMember(trx, roundId);
    await creditWallets(trx, {
      kind: 'prize',
      from: 'house',
      credits: prizes.map(({ memberId, prize }) => ({ memberId, reference: `round:${roundId}:member:${memberId}`, amount: prize })),
      createdBy: actorId,
    });
    const version = await markRoundSettled(trx, roundId);
    return {
      round_id: roundId,
      settlement_version: version,
      lines: marked.lines,
      winning_lines: marked.winningLines,
      winners: prizes.length,
      prize: prizes.reduce((sum, { prize }) => sum + prize, 0n),
    };
  });
}
