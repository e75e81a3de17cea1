import type { WaitingReason } from '@lotto/shared';

/**
 * The one matching function of docs/money.md#matching: given a statement line (or a slip
 * verification's answer) and the account's candidates, either one candidate to credit at once or
 * the reason it waits for staff, with the candidates ranked as suggestions. Pure: the caller reads
 * the candidates (under the account's lock) and does what the decision says.
 */

/** What the bank says arrived. Amounts are satang. */
export interface Evidence {
  amount: bigint;
  at: Date;
  bankRef: string;
  ref1: string | null;
  /** As the bank shows the sender's account: often masked, xxx-x-x1234-x. */
  senderAccount: string | null;
}

export interface ReservationCandidate {
  kind: 'reservation';
  id: number;
  reference: string;
  qrKind: 'promptpay' | 'bill';
  memberId: number;
  payAmount: bigint;
  createdAt: Date;
  /** The end of its life plus the grace a late line may take (holds_until). */
  holdsUntil: Date;
  /** Still holding its amount; a released one is only a suggestion. */
  open: boolean;
}

export interface DepositCandidate {
  kind: 'deposit';
  id: number;
  memberId: number;
  amount: bigint;
  createdAt: Date;
  /** The transaction reference its slip's QR code gave. */
  slipReference: string | null;
  /** The member's registered account number. */
  memberAccount: string | null;
}

export type Candidate = ReservationCandidate | DepositCandidate;

export interface MatchContext {
  /** The largest amount credited without staff; 0: none. */
  autoCreditMax: bigint;
  /** Members who must not be credited now: suspended, on a break, or over a deposit limit for this amount. */
  isBlocked: (memberId: number) => boolean;
}

export interface Suggestion {
  candidate: Candidate;
  /** 0..100, higher first. */
  score: number;
}

export type MatchDecision = { credit: Candidate } | { wait: WaitingReason; suggestions: Suggestion[] };

/** A pending slip deposit and a line of its amount are the same transfer only this close in time. */
export const DEPOSIT_WINDOW_MS = 5 * 60 * 1000;
/** At most this many suggestions are kept. */
export const SUGGESTIONS_KEPT = 5;

/**
 * Whether a sender account as the bank shows it (digits, separators and masking x's) can be the
 * registered account: the same length once separators are gone, every shown digit in its place;
 * a form of another length must at least contain its longest run of digits in the number.
 */
export function senderMatches(shown: string | null, registered: string | null): boolean {
  if (!shown || !registered) return false;
  const form = shown.toLowerCase().replace(/[^0-9x*]/g, '');
  const number = registered.replace(/\D/g, '');
  if (!/\d/.test(form) || number.length === 0) return false;
  if (form.length === number.length) return [...form].every((char, i) => !/\d/.test(char) || char === number[i]);
  const runs = form.match(/\d+/g) ?? [];
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length >= 4 && number.includes(longest);
}

const within = (at: Date, from: Date, to: Date) => at.getTime() >= from.getTime() && at.getTime() <= to.getTime();

/** Candidates the evidence names beyond doubt (docs/money.md#matching's three rules). */
function sureCandidates(evidence: Evidence, candidates: readonly Candidate[]): Candidate[] {
  return candidates.filter((candidate) => {
    if (candidate.kind === 'reservation') {
      if (!candidate.open || !within(evidence.at, new Date(candidate.createdAt.getTime() - DEPOSIT_WINDOW_MS), candidate.holdsUntil)) {
        return false;
      }
      if (candidate.qrKind === 'bill')
        return evidence.ref1 !== null && evidence.ref1 === candidate.reference && evidence.amount === candidate.payAmount;
      return evidence.amount === candidate.payAmount;
    }
    if (candidate.slipReference !== null && candidate.slipReference === evidence.bankRef) return true;
    return (
      evidence.amount === candidate.amount &&
      Math.abs(evidence.at.getTime() - candidate.createdAt.getTime()) <= DEPOSIT_WINDOW_MS &&
      senderMatches(evidence.senderAccount, candidate.memberAccount)
    );
  });
}

/** How strongly the evidence points at a candidate, for staff: the reference, the amount, the time, the sender. */
export function score(evidence: Evidence, candidate: Candidate): number {
  if (candidate.kind === 'reservation' && candidate.qrKind === 'bill' && evidence.ref1 === candidate.reference) return 100;
  if (candidate.kind === 'deposit' && candidate.slipReference !== null && candidate.slipReference === evidence.bankRef) return 100;
  const asked = candidate.kind === 'reservation' ? candidate.payAmount : candidate.amount;
  let points = 0;
  if (asked === evidence.amount) points += 50;
  else if (asked / 100n === evidence.amount / 100n) points += 20;
  const minutes = Math.abs(evidence.at.getTime() - candidate.createdAt.getTime()) / 60_000;
  // Time alone (at most 15) never makes a suggestion: it only orders those the amount or sender suggest.
  points += Math.max(0, 15 - Math.floor(minutes / 10));
  if (candidate.kind === 'deposit' && senderMatches(evidence.senderAccount, candidate.memberAccount)) points += 30;
  return Math.min(points, 99);
}

function ranked(evidence: Evidence, candidates: readonly Candidate[]): Suggestion[] {
  return candidates
    .map((candidate) => ({ candidate, score: score(evidence, candidate) }))
    .filter((suggestion) => suggestion.score >= 20)
    .sort((a, b) => b.score - a.score || a.candidate.createdAt.getTime() - b.candidate.createdAt.getTime())
    .slice(0, SUGGESTIONS_KEPT);
}

/**
 * Credits at once only with exactly one sure candidate, of a member who may be credited, for an
 * amount within the automatic maximum; everything else waits for staff with ranked suggestions.
 */
export function matchEvidence(evidence: Evidence, candidates: readonly Candidate[], context: MatchContext): MatchDecision {
  const sure = sureCandidates(evidence, candidates);
  const suggestions = ranked(evidence, candidates);
  const [only, another] = sure;
  if (!only) return { wait: 'no_candidate', suggestions };
  if (another) return { wait: 'several', suggestions };
  if (context.isBlocked(only.memberId)) return { wait: 'member_blocked', suggestions };
  if (context.autoCreditMax === 0n || evidence.amount > context.autoCreditMax) return { wait: 'over_max', suggestions };
  return { credit: only };
}

/**
 * The pay amount of a new PromptPay reservation of `amount` satang: the smallest amount above it,
 * in steps of one satang and never a whole baht, that `held` (the account's open reservations)
 * does not hold; null when none is within `span` satang above.
 */
export function nextPayAmount(amount: bigint, held: ReadonlySet<bigint>, span = 10_000n): bigint | null {
  for (let candidate = amount + 1n; candidate <= amount + span; candidate += 1n) {
    if (candidate % 100n !== 0n && !held.has(candidate)) return candidate;
  }
  return null;
}
