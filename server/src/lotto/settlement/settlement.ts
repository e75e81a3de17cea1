import { drawnNumbers, resultShapeIsValid, satangToBaht, winningPairs, YEEKEE_CODE, type LotteryResult } from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/repository';
import type { RoundResultLogTable, Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { dropRoundLiability } from '../liability/repository';
import { creditWallets, lockMembers, takeBackCredits, walletCreditsOf } from '../../ledger/ledger';
import {
  countOwing,
  findWinners,
  lockRoundForSettlement,
  markWinningLines,
  markRoundSettled,
  prizesByMember,
  recordResult,
  type SettlingRound,
  type WinningLine,
} from './repository';
import { tellRoundSettled } from '../../inbox/roundNews';

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

export interface StaffSettlementSummary extends SettlementSummary {
  /** The round was settled before: its prizes were taken back and it was settled again. */
  corrected: boolean;
  /** Satang of the previous settlement's prizes taken back. */
  reversed_prize: bigint;
  /** Members left owing by the correction. */
  debts: number;
}

/** Each prize transfer names its settlement, so a correction's reversal and new payout are transfers of their own. */
const prizeReference = (roundId: number, version: number, memberId: number) => `round:${roundId}:v${version}:member:${memberId}`;

const sumOf = (amounts: readonly bigint[]) => amounts.reduce((sum, amount) => sum + amount, 0n);

/** The winning lines' prizes summed per member or per slip, in ascending key order. */
function totalsBy(lines: readonly WinningLine[], keyOf: (line: WinningLine) => number): { key: number; prize: bigint }[] {
  const totals = new Map<number, bigint>();
  for (const line of lines) totals.set(keyOf(line), (totals.get(keyOf(line)) ?? 0n) + line.prize);
  return [...totals].sort(([a], [b]) => a - b).map(([key, prize]) => ({ key, prize }));
}

/** The round locked for its result: a voided round takes none (docs/lottery-rules.md#void-deadlines). */
async function lockRound(trx: Transaction<Schema>, roundId: number): Promise<SettlingRound> {
  const round = await lockRoundForSettlement(trx, roundId);
  if (!round) throw new DomainError('roundNotFound');
  if (round.voided_at) throw new DomainError('roundVoided');
  return round;
}

/** The result, once the round has closed and the result has its lottery's shape. */
function resultFor(round: SettlingRound, result: unknown): LotteryResult {
  if (!round.closed) throw new DomainError('roundStillOpen');
  if (!resultShapeIsValid(result, round.result_kind, round.has_four_digits)) throw new DomainError('resultInvalid');
  return result as LotteryResult;
}

const winningPairsOf = (result: LotteryResult) => winningPairs(drawnNumbers(result));

/** The members with a line of the round that `result` would make win. */
const winnersOf = (trx: Transaction<Schema>, roundId: number, result: LotteryResult) => findWinners(trx, roundId, winningPairsOf(result));

/**
 * Marks the round's winning lines against the result (at a correction, after the previous winners
 * stand again), pays each winning member once with the settlement's version in the reference, and
 * stamps the round settled at that version. The round's kept liability goes: a settled round risks
 * nothing more (docs/lottery-rules.md#risk-by-liability).
 */
async function settle(
  trx: Transaction<Schema>,
  round: SettlingRound,
  result: LotteryResult,
  { correcting, actorId }: { correcting: boolean; actorId: number | null },
): Promise<SettlementSummary> {
  const marked = await markWinningLines(trx, { roundId: round.id, winningPairs: winningPairsOf(result), correcting });
  const version = round.settlement_version + 1;
  const prizes = totalsBy(marked.winning, (line) => line.memberId).filter(({ prize }) => prize > 0n);
  await creditWallets(trx, {
    kind: 'prize',
    from: 'house',
    credits: prizes.map(({ key: memberId, prize }) => ({
      memberId,
      reference: prizeReference(round.id, version, memberId),
      amount: prize,
    })),
    createdBy: actorId,
  });
  const wonSlips = totalsBy(marked.winning, (line) => line.slipId).map(({ key: slipId, prize }) => ({ slipId, prize }));
  const settledVersion = await markRoundSettled(trx, { roundId: round.id, won: wonSlips, correcting });
  await dropRoundLiability(trx, round.id);
  if (settledVersion !== version) throw new Error(`round ${round.id} settled as version ${settledVersion}, expected ${version}`);
  const slipsOf = new Map<number, Set<number>>();
  for (const { memberId, slipId } of marked.winning) slipsOf.set(memberId, (slipsOf.get(memberId) ?? new Set()).add(slipId));
  await tellRoundSettled(
    trx,
    { id: round.id, version },
    prizes.map(({ key: memberId, prize }) => ({ memberId, prize, slips: slipsOf.get(memberId)?.size ?? 0 })),
  );
  return {
    round_id: round.id,
    settlement_version: version,
    lines: marked.lines,
    winning_lines: marked.winning.length,
    winners: prizes.length,
    prize: sumOf(prizes.map(({ prize }) => prize)),
  };
}

/**
 * Records a round's result and settles it, in one transaction: the winning lines are marked won
 * in one statement, each winning member is paid once (transfer kind 'prize', reference
 * 'round:<id>:v<version>:member:<m>'), the winning slips and the round are marked settled; every
 * other standing line and slip lost with its settled round.
 * The round row lock and the settled check make a second settlement, even a concurrent one, a
 * CONFLICT. The yeekee draw settles through here; staff go through `recordStaffResult`.
 */
export async function settleRound(
  db: Kysely<Schema>,
  roundId: number,
  result: unknown,
  { actorId, action }: { actorId: number | null; action: Exclude<RoundResultLogTable['action'], 'corrected'> },
): Promise<SettlementSummary> {
  return db.transaction().execute(async (trx) => {
    const round = await lockRound(trx, roundId);
    const valid = resultFor(round, result);
    if (round.settled_at) throw new DomainError('roundSettled');
    await recordResult(trx, { roundId, result: valid, actorId, action });
    return settle(trx, round, valid, { correcting: false, actorId });
  });
}

/** A round's first result, as staff record it or the import settles it: recorded, settled and audited. */
async function settleFirstResult(
  trx: Transaction<Schema>,
  round: SettlingRound,
  result: LotteryResult,
  actorId: number | null,
): Promise<SettlementSummary> {
  await recordResult(trx, { roundId: round.id, result, actorId, action: 'recorded' });
  const summary = await settle(trx, round, result, { correcting: false, actorId });
  await recordAudit(trx, {
    actorId,
    action: 'round.result',
    targetType: 'round',
    targetId: round.id,
    before: { result: null, settlement_version: round.settlement_version },
    after: { result, settlement_version: summary.settlement_version, winners: summary.winners, prize: satangToBaht(summary.prize) },
  });
  return summary;
}

/** The round's checks before a result staff give or the import brings: it exists, is not yeekee, and its draw time has passed. */
async function lockDrawnRound(trx: Transaction<Schema>, roundId: number): Promise<SettlingRound> {
  const round = await lockRound(trx, roundId);
  if (round.lottery_code === YEEKEE_CODE) throw new DomainError('yeekeeDrawnOnly');
  if (!round.closed) throw new DomainError('roundStillOpen');
  // A draw set a day ahead is not known yet: staff move the draw time (audited) before they record it.
  if (!round.drawn) throw new DomainError('drawTimeNotReached');
  return round;
}

/**
 * An imported result (two sources agreeing, or staff confirming a staged one) settles the round
 * through the path of a first staff result, in one transaction with the import's own rows:
 * `resultOf` reads the result once the round is locked, `andThen` writes what the import records.
 * A settled round is a CONFLICT here, never a correction: only staff correct a result.
 */
export async function settleImportedResult(
  db: Kysely<Schema>,
  roundId: number,
  actorId: number | null,
  {
    resultOf,
    andThen,
  }: {
    resultOf: (trx: Transaction<Schema>) => Promise<unknown>;
    andThen: (trx: Transaction<Schema>, result: LotteryResult, summary: SettlementSummary) => Promise<void>;
  },
): Promise<SettlementSummary> {
  return db.transaction().execute(async (trx) => {
    const round = await lockDrawnRound(trx, roundId);
    if (round.settled_at) throw new DomainError('roundSettled');
    const valid = resultFor(round, await resultOf(trx));
    const summary = await settleFirstResult(trx, round, valid, actorId);
    await andThen(trx, valid, summary);
    return summary;
  });
}

/** Results compared by value: jsonb gives keys back in its own order. */
export const sameResult = (a: LotteryResult, b: LotteryResult) => {
  const canonical = (value: LotteryResult) =>
    JSON.stringify(Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y))));
  return canonical(a) === canonical(b);
};

/**
 * A result staff record, in one transaction with its audit row. On a round not yet settled it
 * settles it. On a settled round a different result corrects it (docs/screens.md#back-office): the
 * previous settlement's prizes are taken back (what a member's credit no longer covers becomes
 * the member's debt), the lines are marked again and the new winners paid. Yeekee rounds take
 * their result from the draw only.
 */
export async function recordStaffResult(
  db: Kysely<Schema>,
  roundId: number,
  result: unknown,
  actorId: number,
): Promise<StaffSettlementSummary> {
  return db.transaction().execute(async (trx) => {
    const round = await lockDrawnRound(trx, roundId);
    const valid = resultFor(round, result);
    const previous = round.result;

    if (!round.settled_at || previous === null) {
      return { ...(await settleFirstResult(trx, round, valid, actorId)), corrected: false, reversed_prize: 0n, debts: 0 };
    }
    if (sameResult(previous, valid)) throw new DomainError('resultUnchanged');

    const previousVersion = round.settlement_version;
    const paid = await paidPrizes(trx, round);
    // Previous and new winners locked together, in one order, before any money moves.
    await lockMembers(trx, [...new Set([...paid.map((prize) => prize.memberId), ...(await winnersOf(trx, round.id, valid))])]);
    const taken = await takeBackCredits(trx, {
      kind: 'prize_reversal',
      debtKind: 'prize_reversal_debt',
      to: 'house',
      debits: paid,
      createdBy: actorId,
    });
    await recordResult(trx, { roundId, result: valid, actorId, action: 'corrected' });
    const summary = await settle(trx, round, valid, { correcting: true, actorId });
    const owed = taken.filter((item) => item.owed > 0n);
    const debts = await countOwing(
      trx,
      owed.map((item) => item.memberId),
    );
    const reversed = sumOf(paid.map((prize) => prize.amount));
    await recordAudit(trx, {
      actorId,
      action: 'round.correct',
      targetType: 'round',
      targetId: roundId,
      before: { result: previous, settlement_version: previousVersion, winners: paid.length, prize: satangToBaht(reversed) },
      after: {
        result: valid,
        settlement_version: summary.settlement_version,
        winners: summary.winners,
        prize: satangToBaht(summary.prize),
        reversed_prize: satangToBaht(reversed),
        taken_from_credit: satangToBaht(sumOf(taken.map((item) => item.fromCredit))),
        owed: owed.map((item) => ({ member_id: item.memberId, amount: satangToBaht(item.owed) })),
      },
    });
    return { ...summary, corrected: true, reversed_prize: reversed, debts };
  });
}

/** The prizes the round's current settlement paid, as the ledger holds them. */
async function paidPrizes(trx: Transaction<Schema>, round: SettlingRound) {
  const winners = await prizesByMember(trx, round.id);
  return walletCreditsOf(
    trx,
    'prize',
    winners.map(({ memberId }) => prizeReference(round.id, round.settlement_version, memberId)),
  );
}
