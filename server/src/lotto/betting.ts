import {
  bahtToSatang,
  canonicalNumber,
  satangToBaht,
  th,
  withValues,
  type BetType,
  type CancelOrderInput,
  type CurrentRate,
  type NumberPaidInput,
  type NumberPaidPayload,
  type PlaceBetInput,
  type PlaceBetPayload,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { ApiError } from '../http/errors';
import { transfer } from '../ledger/ledger';
import { memberCredit } from '../members/repository';
import {
  findBettingRound,
  findMemberSlip,
  findMemberTotal,
  insertLines,
  insertSlip,
  isRoundOpen,
  lockRoundForBetting,
  lowerTotalsOfSlip,
  raiseMemberTotal,
  raiseRoundTotal,
  rejectRunningSlip,
  type BettingRound,
  type NewBetLine,
} from './bettingRepository';
import { bahtText, lineAmountProblem, stakesByNumber } from './bettingRules';
import { rateFromX100 } from './catalogue';
import { applicableRule, numberTerms, type NumberTerms } from './rates';
import { findLimitRules, findRateTable, findRoundTotals, numberKeyText, type NumberKey } from './ratesRepository';

/** RATE_CHANGED: the failure carries the current rate of every line, so the client can re-price the slip. */
export class RateChangedError extends ApiError {
  constructor(readonly rates: CurrentRate[]) {
    super(409, 'RATE_CHANGED', th.lotto.rateChanged, rates);
  }
}

const roundNotFound = () => new ApiError(404, 'NOT_FOUND', th.lotto.roundNotFound);
const roundClosed = () => new ApiError(409, 'ROUND_CLOSED', th.lotto.roundClosed);

/**
 * The current terms of each key in the round: its rate table, the rules that name it and the
 * round's running totals. A key of a type the lottery does not offer is absent.
 */
async function currentTerms(db: Kysely<Schema>, round: BettingRound, keys: readonly NumberKey[]): Promise<Map<string, NumberTerms>> {
  const rateTable = await findRateTable(db, round.lottery_code);
  const offered = keys.filter((key) => rateTable.has(key.type));
  const rules = await findLimitRules(db, { lotteryCode: round.lottery_code, roundId: round.id, keys: offered });
  const totals = await findRoundTotals(db, round.id, offered);
  return new Map(
    offered.map((key) => {
      const text = numberKeyText(key);
      const terms = numberTerms({
        baseRateX100: rateTable.get(key.type)!,
        rule: applicableRule(rules.get(text) ?? []),
        lotteryNumberCap: round.max_number_total,
        roundTotal: totals.get(text) ?? 0n,
      });
      return [text, terms];
    }),
  );
}

const keyOf = (type: BetType, number: string): NumberKey => ({ type, number: canonicalNumber(type, number) });

/** number_paid: the rate a number of a type would be accepted at now, and whether it is open. */
export async function numberPaid(db: Kysely<Schema>, input: NumberPaidInput): Promise<NumberPaidPayload> {
  const round = await findBettingRound(db, Number(input.round_id));
  if (!round) throw roundNotFound();
  const key = keyOf(input.type, input.number);
  const terms = (await currentTerms(db, round, [key])).get(numberKeyText(key));
  if (!terms) throw new ApiError(400, 'VALIDATION', th.lotto.typeNotOffered);
  // A closed round takes no number: the pad shows it as closed rather than failing at send.
  const status = (await isRoundOpen(db, round.id)) ? terms.status : 'closed';
  return { rate: rateFromX100(terms.rateX100), status };
}

/**
 * place_bet, in the caller's transaction: the whole slip or nothing (DESIGN.md sections 4 and 5).
 * The round is share-locked and must be open by the database clock; each line's type must be
 * offered, its amount within the lottery's line limits and its rate the current one; its number
 * must be open; the running totals are raised under their caps; the stake leaves the wallet.
 */
export async function placeBet(trx: Transaction<Schema>, memberId: number, input: PlaceBetInput): Promise<PlaceBetPayload> {
  const roundId = Number(input.round_id);
  const round = await lockRoundForBetting(trx, roundId);
  if (!round) throw roundNotFound();
  if (!(await isRoundOpen(trx, roundId))) throw roundClosed();

  const lines: NewBetLine[] = input.place_bet.map((line) => {
    // The request schema has checked the decimals, so the amount converts.
    const amount = bahtToSatang(line.amount) as bigint;
    const problem = lineAmountProblem(amount, round);
    if (problem) throw new ApiError(400, 'VALIDATION', problem);
    return { type: line.type, number: line.number, canonicalNumber: canonicalNumber(line.type, line.number), amount, rateX100: 0 };
  });

  const stakes = stakesByNumber(lines);
  const terms = await currentTerms(trx, round, stakes.map((stake) => stake.key));
  const termsOf = (line: NewBetLine) => terms.get(numberKeyText({ type: line.type, number: line.canonicalNumber }));
  if (lines.some((line) => !termsOf(line))) throw new ApiError(400, 'VALIDATION', th.lotto.typeNotOffered);
  const closedLine = lines.find((line) => termsOf(line)!.status === 'closed');
  if (closedLine) throw new ApiError(409, 'NUMBER_CLOSED', withValues(th.lotto.numberClosed, { number: closedLine.number }));
  if (input.place_bet.some((line, index) => line.rate !== rateFromX100(termsOf(lines[index]!)!.rateX100))) {
    throw new RateChangedError(
      lines.map((line) => {
        const { rateX100, status } = termsOf(line)!;
        return { type: line.type, number: line.number, rate: rateFromX100(rateX100), status };
      }),
    );
  }
  for (const line of lines) line.rateX100 = termsOf(line)!.rateX100;

  // Sorted by (type, number), so concurrent slips lock the totals' rows in one order.
  for (const { key, amount, shownNumber } of stakes) {
    const { cap } = terms.get(numberKeyText(key))!;
    if (amount > cap || !(await raiseRoundTotal(trx, { roundId, key, amount, cap }))) {
      const staked = (await findRoundTotals(trx, roundId, [key])).get(numberKeyText(key)) ?? 0n;
      throw stakeLimit(shownNumber, cap - staked);
    }
    const memberCap = round.max_member_number_total;
    const raised = (memberCap === null || amount <= memberCap) && (await raiseMemberTotal(trx, { roundId, memberId, key, amount, cap: memberCap }));
    if (!raised) throw stakeLimit(shownNumber, (memberCap ?? 0n) - (await findMemberTotal(trx, { roundId, memberId, key })));
  }

  const total = lines.reduce((sum, line) => sum + line.amount, 0n);
  const slip = await insertSlip(trx, { memberId, roundId, total });
  await transfer(trx, { kind: 'bet', reference: `slip:${slip.id}`, from: { wallet: memberId }, to: 'house', amount: total });
  await insertLines(trx, { slipId: slip.id, roundId, memberId, lines });
  return {
    slip_id: String(slip.id),
    createdAt: slip.created_at.toISOString(),
    total: satangToBaht(total),
    credit: satangToBaht(await memberCredit(trx, memberId)),
  };
}

function stakeLimit(number: string, left: bigint): ApiError {
  const remaining = left > 0n ? left : 0n;
  return new ApiError(409, 'STAKE_LIMIT', withValues(th.lotto.stakeLimit, { number, left: bahtText(remaining) }));
}

export interface CancelledSlip {
  slip_id: string;
  round_id: string;
  createdAt: string;
  total: number;
  credit: number;
}

/**
 * cancel_order, in the caller's transaction: the member's own running slip, while its round is
 * open. The guarded status change lets one cancel through; the refund is exactly the stake.
 */
export async function cancelOrder(trx: Transaction<Schema>, memberId: number, input: CancelOrderInput): Promise<CancelledSlip> {
  const slip = await findMemberSlip(
    trx,
    memberId,
    input.slip_id !== undefined
      ? { slipId: Number(input.slip_id) }
      : { roundId: Number(input.round_id), createdAt: new Date(input.createdAt!) },
  );
  // Another member's slip is reported as missing, so slip ids cannot be probed.
  if (!slip) throw new ApiError(404, 'NOT_FOUND', th.lotto.slipNotFound);
  if (slip.status !== 'running') throw new ApiError(409, 'CONFLICT', th.lotto.slipNotRunning);
  await lockRoundForBetting(trx, slip.round_id);
  if (!(await isRoundOpen(trx, slip.round_id))) throw roundClosed();

  const cancelled = await rejectRunningSlip(trx, slip.id);
  if (!cancelled) throw new ApiError(409, 'CONFLICT', th.lotto.slipNotRunning);
  await lowerTotalsOfSlip(trx, slip.id);
  await transfer(trx, { kind: 'bet_refund', reference: `slip:${slip.id}`, from: 'house', to: { wallet: memberId }, amount: cancelled.total });
  return {
    slip_id: String(slip.id),
    round_id: String(slip.round_id),
    createdAt: slip.created_at.toISOString(),
    total: satangToBaht(cancelled.total),
    credit: satangToBaht(await memberCredit(trx, memberId)),
  };
}
