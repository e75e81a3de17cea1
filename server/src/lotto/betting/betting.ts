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
import { transfer } from '../../ledger/ledger';
import { memberCredit } from '../../members/repository';
import {
  findRoundPhase,
  findMemberSlip,
  findMemberTotal,
  insertPaidSlip,
  isRoundOpen,
  lockRoundForBetting,
  lowerTotalsOfSlip,
  rejectRunningSlip,
  type NewBetLine,
  type RoundPhase,
} from './repository';
import { findNumberTerms, type NumberTermsRead } from './termsRepository';
import { bahtText, lineAmountProblem, stakesByNumber } from './rules';
import { rateFromX100 } from '../catalogue';
import { applicableRule, numberTerms, stakeRateX100, type NumberTerms } from '../rates/rules';
import { findRoundTotals, numberKeyText, type NumberKey } from '../rates/repository';
import { DomainError } from '../../errors/errors';
import { checkBetProtection } from '../../protection/protection';

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

/** number_paid: the rate a number of a type would be accepted at now (at the stake given: its band's), and whether it is open. */
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
  const status = phase === 'open' ? terms.status : 'closed';
  return { rate: rateFromX100(terms.rateX100), status };
}

/**
 * place_bet, in the caller's transaction: the whole slip or nothing (docs/lottery-rules.md, docs/money.md),
 * in two statements whatever the slip's size. The round is share-locked and read with the slip's
 * terms; each line's type must be offered, its amount within the lottery's line limits and its
 * rate the current one at what the slip stakes on its number (its stake band's); its number must be open. Then one statement debits the wallet, writes the
 * slip, its lines and the ledger transfer, and raises the per-number totals under their caps, last,
 * so the rows every bettor on a number contends for are held only until the commit that follows.
 * Just before it, the member's own limits and breaks are checked under the member's row lock
 * (docs/player-protection.md).
 */
export async function placeBet(
  trx: Transaction<Schema>,
  memberId: number,
  input: PlaceBetInput,
  now = new Date(),
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
  const roundTerms = await findNumberTerms(trx, { roundId, keys: stakes.map((stake) => stake.key), lock: true });
  if (!roundTerms) throw roundNotFound();
  const { round } = roundTerms;
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
  if (input.place_bet.some((line, index) => line.rate !== rateFromX100(termsOf(lines[index]!)!.rateX100))) {
    throw new DomainError('rateChanged', {
      rates: lines.map((line) => {
        const { rateX100, status } = termsOf(line)!;
        return { type: line.type, number: line.number, rate: rateFromX100(rateX100), status };
      }),
    });
  }
  for (const line of lines) line.rateX100 = termsOf(line)!.rateX100;

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
  await checkBetProtection(trx, memberId, total, now);
  const slip = await insertPaidSlip(trx, { memberId, roundId, total, lines, stakes: raises, memberCap });
  if (!slip.placed)
    throw slip.reason === 'round_closed' ? shutRoundError(await findRoundPhase(trx, roundId)) : new DomainError('insufficientCredit', {});
  const { raised } = slip;
  for (const [index, { key, numberCap }] of raises.entries()) {
    const text = numberKeyText(key);
    const { shownNumber } = stakes[index]!;
    if (!raised.round.has(text)) throw stakeLimit(shownNumber, numberCap - ((await findRoundTotals(trx, roundId, [key])).get(text) ?? 0n));
    if (!raised.member.has(text))
      throw stakeLimit(shownNumber, (memberCap ?? 0n) - (await findMemberTotal(trx, { roundId, memberId, key })));
  }
  return {
    slip_id: String(slip.id),
    createdAt: slip.created_at.toISOString(),
    total: satangToBaht(total),
    credit: satangToBaht(slip.credit),
  };
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
  if (!slip) throw new DomainError('betSlipNotFound');
  if (slip.status !== 'running') throw new DomainError('betSlipNotRunning');
  await lockRoundForBetting(trx, slip.round_id);
  if (!(await isRoundOpen(trx, slip.round_id))) throw roundClosed();

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
  return {
    slip_id: String(slip.id),
    round_id: String(slip.round_id),
    createdAt: slip.created_at.toISOString(),
    total: satangToBaht(cancelled.total),
    credit: satangToBaht(await memberCredit(trx, memberId)),
  };
}
