import {
  bahtToSatang,
  canonicalNumber,
  satangToBaht,
  type BetType,
  type CancelOrderInput,
  type NumberPaidInput,
  type NumberPaidPayload,
  type PlaceBetInput,
  type PlaceBetPayload,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { checkBetEntries, transfer } from '../../ledger/ledger';
import type { AnswerKey } from '../../idempotency/repository';
import { memberCredit } from '../../members/repository';
import {
  findRoundPhase,
  findMemberSlip,
  findMemberTotal,
  findSlipLines,
  insertPaidSlip,
  isRoundOpen,
  lockRoundAgainstBets,
  lowerTotalsOfSlip,
  rejectRunningSlip,
  type BettingRound,
  type NewBetLine,
  type RoundPhase,
  type SlipRefusal,
  type TotalRaise,
} from './repository';
import { findNumberTerms, type NumberTermsRead } from './termsRepository';
import { bahtText, lineAmountProblem, stakesByNumber } from './rules';
import { rateFromX100 } from '../catalogue';
import { applicableRule, numberTerms, stakeRateX100, type NumberTerms } from '../rates/rules';
import { findRoundTotals, numberKeyText, type NumberKey } from '../rates/repository';
import { DomainError } from '../../errors/errors';
import { checkBetProtection } from '../../protection/protection';
import { liabilityChange, priceLines, raisesDigitRows, rowsToRead, type LiabilityGuard } from '../liability/rules';
import { lowerLiability, raiseLiabilitySql, rowsRaised, rowsRaisedSql, type KeptRisk } from '../liability/repository';
import { liveBudgetTerms } from '../liability/liveTerms';
import { refuseWhenClosed } from '../../site-config/maintenance';
import type { StoredWindow } from '../../site-config/maintenanceRepository';

const roundNotFound = () => new DomainError('roundNotFound');
const roundClosed = () => new DomainError('roundClosed');

/** Why a round that takes no bets refuses one: its opening is still ahead, or it has closed. */
const shutRoundError = (phase: RoundPhase | undefined): DomainError =>
  phase === 'ahead' ? new DomainError('roundNotYetOpen') : roundClosed();

/**
 * The terms of each key from the round's rate table, stake bands, rules and totals, at what the
 * slip stakes on the key (`stakes`, satang by key text; absent: the base rate); a key of a type
 * the lottery does not offer is absent.
 */
export function termsOfKeys(
  { round, rateTable, bands, rules, roundTotals }: Pick<NumberTermsRead, 'round' | 'rateTable' | 'bands' | 'rules' | 'roundTotals'>,
  keys: readonly NumberKey[],
  stakes: ReadonlyMap<string, bigint> = new Map(),
): Map<string, NumberTerms> {
  return new Map(
    keys
      .filter((key) => rateTable.has(key.type))
      .map((key) => {
        const text = numberKeyText(key);
        const terms = numberTerms({
          baseRateX100: stakeRateX100(bands.get(key.type) ?? [], rateTable.get(key.type)!, stakes.get(text)),
          rule: applicableRule(rules.get(text) ?? []),
          lotteryNumberCap: round.max_number_total,
          roundTotal: roundTotals.get(text) ?? 0n,
        });
        return [text, terms];
      }),
  );
}

const keyOf = (type: BetType, number: string): NumberKey => ({ type, number: canonicalNumber(type, number) });

/** number_paid: the rate a number of a type would be accepted at now (at the stake given: its band's; under a budget, its step's), and whether it is open. */
export async function numberPaid(db: Kysely<Schema>, input: NumberPaidInput): Promise<NumberPaidPayload> {
  const key = keyOf(input.type, input.number);
  const found = await findNumberTerms(db, { roundId: Number(input.round_id), keys: [key] });
  if (!found) throw roundNotFound();
  const stake = input.amount === undefined ? undefined : (bahtToSatang(input.amount) as bigint);
  const stakes = new Map(stake === undefined ? [] : [[numberKeyText(key), stake]]);
  const terms = termsOfKeys(found, [key], stakes).get(numberKeyText(key));
  if (!terms) throw new DomainError('betTypeNotOffered');
  // A closed round takes no number: the pad shows it as closed rather than failing at send. A round
  // not yet open is refused: the pad is not offered before it opens (docs/lottery-rules.md#live-terms-and-saved-slips).
  const { phase } = found;
  if (phase === 'ahead') throw new DomainError('roundNotYetOpen');
  const [underBudget] =
    (await liveBudgetTerms(db, found.round, [{ type: key.type, canonicalNumber: key.number, rateX100: terms.rateX100 }])) ?? [];
  if (phase !== 'open' || underBudget?.verdict === 'closed') return { rate: rateFromX100(terms.rateX100), status: 'closed' };
  if (underBudget?.verdict === 'open' && underBudget.stepped) return { rate: rateFromX100(underBudget.rateX100), status: 'limited' };
  return { rate: rateFromX100(terms.rateX100), status: terms.status };
}

/**
 * place_bet, in the caller's transaction: the whole slip or nothing (docs/lottery-rules.md, docs/money.md),
 * in two statements whatever the slip's size. The round is share-locked and read with the slip's
 * terms; each line's type must be offered, its amount within the lottery's line limits and its
 * rate the current one at what the slip stakes on its number (its stake band's); its number must
 * be open. Then one statement debits the wallet, writes the slip, its lines and the ledger
 * transfer, raises the per-number totals under their caps, last, and stores the reply under its
 * Idempotency-Key (`storeAnswer`); it is the transaction's last, sent with the COMMIT, so the rows
 * every bettor on a number contends for are held for that one round trip. When a cap, the credit
 * or the round's close refuses it, it fails, the transaction rolls back, and SlipRefused says why
 * once read after the rollback. Just before it, the member's own limits and breaks are checked
 * under the member's row lock (docs/player-protection.md). On a round with a budget, the lines
 * are priced from the round's kept liability read with its terms, and the write raises it under a
 * guard; when bets in flight moved it too far, or the slip has วิ่ง lines, PlaceWithRoundHeld: the
 * caller places the slip again with `lockRisk`, its round first held against every other bet
 * (docs/lottery-rules.md#risk-by-liability).
 */
export async function placeBet(
  trx: Transaction<Schema>,
  memberId: number,
  input: PlaceBetInput,
  {
    now = new Date(),
    lockRisk = false,
    maintenance = [],
    storeAnswer = null,
  }: {
    now?: Date;
    lockRisk?: boolean;
    /** The Idempotency-Key to store the reply under in the slip's statement, and the reply with its payload null (answerOnceStoredByWork). */
    storeAnswer?: { key: AnswerKey; reply: unknown } | null;
    /** The maintenance windows not ended: one closing betting on the round's lottery refuses the slip. */
    maintenance?: readonly StoredWindow[];
  } = {},
): Promise<PlaceBetPayload> {
  const roundId = Number(input.round_id);
  const lines: NewBetLine[] = input.place_bet.map((line) => ({
    type: line.type,
    number: line.number,
    canonicalNumber: canonicalNumber(line.type, line.number),
    // The request schema has checked the decimals, so the amount converts.
    amount: bahtToSatang(line.amount) as bigint,
    rateX100: 0,
  }));
  const stakes = stakesByNumber(lines);
  if (lockRisk) await lockRoundAgainstBets(trx, roundId);
  // The rows a budget would price the slip on, named before the round is read (keptRiskSql).
  const riskRefs = rowsToRead(liabilityChange(lines, true));
  const roundTerms = await findNumberTerms(trx, {
    roundId,
    keys: stakes.map((stake) => stake.key),
    lock: true,
    riskRefs,
    playOf: memberId,
  });
  if (!roundTerms) throw roundNotFound();
  const { round } = roundTerms;
  refuseWhenClosed(maintenance, 'bet', now, round.lottery_code);
  if (roundTerms.phase !== 'open') throw shutRoundError(roundTerms.phase);
  for (const line of lines) {
    const problem = lineAmountProblem(line.amount, round);
    if (problem) throw new DomainError('invalid', { message: problem });
  }

  // A number's rate is its stake band's for everything the slip stakes on it (docs/lottery-rules.md#stake-bands).
  const terms = termsOfKeys(
    roundTerms,
    stakes.map((stake) => stake.key),
    new Map(stakes.map((stake) => [numberKeyText(stake.key), stake.amount])),
  );
  const termsOf = (line: NewBetLine) => terms.get(numberKeyText({ type: line.type, number: line.canonicalNumber }));
  if (lines.some((line) => !termsOf(line))) throw new DomainError('betTypeNotOffered');
  const closedLine = lines.find((line) => termsOf(line)!.status === 'closed');
  if (closedLine) throw new DomainError('numberClosed', { number: closedLine.number });
  for (const line of lines) line.rateX100 = termsOf(line)!.rateX100;
  const { stepped, guard } =
    roundTerms.kept === null ? { stepped: new Set<NewBetLine>(), guard: null } : priceUnderBudget(round, roundTerms.kept, lines, lockRisk);
  if (input.place_bet.some((line, index) => line.rate !== rateFromX100(lines[index]!.rateX100))) {
    throw new DomainError('rateChanged', {
      rates: lines.map((line) => ({
        type: line.type,
        number: line.number,
        rate: rateFromX100(line.rateX100),
        status: stepped.has(line) ? 'limited' : termsOf(line)!.status,
      })),
    });
  }

  const memberCap = round.max_member_number_total;
  const raises = stakes.map(({ key, amount }) => ({ key, amount, numberCap: terms.get(numberKeyText(key))!.numberCap }));
  for (const [index, { key, amount, numberCap }] of raises.entries()) {
    const { shownNumber } = stakes[index]!;
    if (amount > numberCap) throw stakeLimit(shownNumber, numberCap - (roundTerms.roundTotals.get(numberKeyText(key)) ?? 0n));
    if (memberCap !== null && amount > memberCap) {
      throw stakeLimit(shownNumber, memberCap - (await findMemberTotal(trx, { roundId, memberId, key })));
    }
  }

  const total = lines.reduce((sum, line) => sum + line.amount, 0n);
  await checkBetProtection(trx, memberId, total, now, roundTerms.play);
  const change = liabilityChange(lines, round.has_four_digits);
  const liability = { raise: raiseLiabilitySql(roundId, memberId, change, guard), raised: rowsRaisedSql, rows: rowsRaised(change) };
  const slip = await insertPaidSlip(trx, { memberId, roundId, total, lines, stakes: raises, memberCap, liability, answer: storeAnswer });
  if (!slip.placed) {
    const shownNumbers = stakes.map((stake) => stake.shownNumber);
    throw new SlipRefused({
      refusal: slip.refusal,
      roundId,
      memberId,
      raises,
      shownNumbers,
      memberCap,
      liabilityRows: liability.rows,
      priced: guard !== null,
    });
  }
  return slip.payload;
}

/**
 * A slip whose statement wrote nothing (insertPaidSlip), its transaction rolled back. `reason`
 * reads, after the rollback, what the member is told: the round's phase, or what is left under
 * the cap the slip would pass, as it stands now.
 */
export class SlipRefused extends Error {
  constructor(
    private readonly slip: {
      refusal: SlipRefusal;
      roundId: number;
      memberId: number;
      raises: readonly TotalRaise[];
      shownNumbers: readonly string[];
      memberCap: bigint | null;
      /** How many liability rows the slip raises when it is placed (rowsRaised). */
      liabilityRows: number;
      /** Priced on the round's kept liability with a guard (placeBet without `lockRisk`). */
      priced: boolean;
    },
  ) {
    super('the slip was refused by its statement');
  }

  /** The error to answer with: a DomainError, PlaceWithRoundHeld, or an Error of a broken invariant. */
  async reason(db: Kysely<Schema>): Promise<Error> {
    const { refusal, roundId, memberId, raises, shownNumbers, memberCap, liabilityRows, priced } = this.slip;
    if (!refusal.open) return shutRoundError(await findRoundPhase(db, roundId));
    if (!refusal.debited) return new DomainError('insufficientCredit', {});
    checkBetEntries(refusal.slip_id!, refusal.entries);
    if (refusal.liability_raised !== liabilityRows) {
      if (!priced) return new Error(`a slip priced alone on round ${roundId}: its liability rows were not raised`);
      return new PlaceWithRoundHeld('liability rows moved since the slip was priced');
    }
    for (const [index, { key, numberCap }] of raises.entries()) {
      const text = numberKeyText(key);
      const shownNumber = shownNumbers[index]!;
      if (!refusal.round_raised.includes(text))
        return stakeLimit(shownNumber, numberCap - ((await findRoundTotals(db, roundId, [key])).get(text) ?? 0n));
      if (!refusal.member_raised.includes(text))
        return stakeLimit(shownNumber, (memberCap ?? 0n) - (await findMemberTotal(db, { roundId, memberId, key })));
    }
    return new Error(`a slip on round ${roundId} was refused with everything raised`);
  }
}

/**
 * A slip on a round with a budget that must be placed with its round held against other bets
 * (placeBet's `lockRisk`): bets in flight moved the rows it was priced on past what its prices
 * allow, or it has วิ่ง lines, whose outcomes span cells no row guard can watch.
 */
export class PlaceWithRoundHeld extends Error {}

/**
 * Prices a slip's lines on a round with a budget (docs/lottery-rules.md#risk-by-liability): each
 * line, in order, gets the rate of its worst outcome's step (set on the line), or the slip is
 * refused: NUMBER_CLOSED when an outcome it wins on has reached the budget, STAKE_LIMIT with what
 * fits when its own stake would pass it. The rows were read without a lock with the round's terms, and the write checks
 * the guard returned; with `unmoved` (the round held against other bets), no guard is needed, and
 * without it a slip with วิ่ง lines asks for it (PlaceWithRoundHeld).
 * Returns the lines whose rate a step lowered.
 */
function priceUnderBudget(
  round: BettingRound,
  kept: KeptRisk,
  lines: NewBetLine[],
  unmoved: boolean,
): { stepped: Set<NewBetLine>; guard: LiabilityGuard | null } {
  if (!unmoved && raisesDigitRows(liabilityChange(lines, round.has_four_digits))) {
    throw new PlaceWithRoundHeld('a slip with วิ่ง lines on a round with a budget');
  }
  const state = { budget: round.risk_budget!, minLine: round.min_line_amount, steps: round.risk_steps, ...kept };
  const { priced, guard } = priceLines(state, lines, round.has_four_digits);
  const stepped = new Set<NewBetLine>();
  for (const [index, line] of lines.entries()) {
    const verdict = priced[index]!;
    if (verdict.verdict === 'closed') throw new DomainError('numberClosed', { number: line.number });
    if (verdict.verdict === 'over') throw stakeLimit(line.number, verdict.left);
    line.rateX100 = verdict.rateX100;
    if (verdict.stepped) stepped.add(line);
  }
  return { stepped, guard: unmoved ? null : guard };
}

function stakeLimit(number: string, left: bigint): DomainError<'stakeLimit'> {
  const remaining = left > 0n ? left : 0n;
  return new DomainError('stakeLimit', { number, left: bahtText(remaining) });
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
 * open. The guarded status change lets one cancel through; the refund is exactly the stake. Its
 * liability and stakes leave the round's kept risk; on a round with a budget, a cancel that would
 * take an outcome's loss past it is refused (docs/lottery-rules.md#risk-by-liability).
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
  if (!slip) throw new DomainError('betSlipNotFound');
  if (slip.status !== 'running' || slip.round_settled) throw new DomainError('betSlipNotRunning');
  const round = await lockRoundAgainstBets(trx, slip.round_id);
  if (!round || !(await isRoundOpen(trx, slip.round_id))) throw roundClosed();

  const cancelled = await rejectRunningSlip(trx, slip.id);
  if (!cancelled) throw new DomainError('betSlipNotRunning');
  // The wallet before the totals, in the order place_bet takes them, so a bet and a cancel cannot deadlock.
  await transfer(trx, {
    kind: 'bet_refund',
    reference: `slip:${slip.id}`,
    from: 'house',
    to: { wallet: memberId },
    amount: cancelled.total,
  });
  await lowerTotalsOfSlip(trx, slip.id);
  const change = liabilityChange(await findSlipLines(trx, slip.id), round.has_four_digits);
  const overBudget = await lowerLiability(trx, { roundId: round.id, memberId, change, budget: round.risk_budget });
  // Its stakes are what the outcomes it does not win on are paid from (docs/lottery-rules.md#risk-by-liability).
  if (overBudget.length > 0) throw new DomainError('cancelOverBudget');
  return {
    slip_id: String(slip.id),
    round_id: String(slip.round_id),
    createdAt: slip.created_at.toISOString(),
    total: satangToBaht(cancelled.total),
    credit: satangToBaht(await memberCredit(trx, memberId)),
  };
}
