import fc from 'fast-check';
import { matchEvidence, nextPayAmount, senderMatches, type Candidate, type Evidence, type ReservationCandidate } from './matching';

const T0 = new Date('2026-11-28T05:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

const reservation = (id: number, payAmount: bigint, over: Partial<ReservationCandidate> = {}): ReservationCandidate => ({
  kind: 'reservation',
  id,
  reference: `REF${id}`,
  qrKind: 'promptpay',
  memberId: 100 + id,
  payAmount,
  createdAt: T0,
  holdsUntil: minutes(20),
  open: true,
  ...over,
});

const line = (amount: bigint, over: Partial<Evidence> = {}): Evidence => ({
  amount,
  at: minutes(3),
  bankRef: 'BANK1',
  ref1: null,
  senderAccount: null,
  ...over,
});

const open = { autoCreditMax: 5_000_000n, isBlocked: () => false };

describe('matchEvidence', () => {
  it('credits the one open reservation holding the amount', () => {
    const candidates = [reservation(1, 50_001n), reservation(2, 50_002n)];
    expect(matchEvidence(line(50_002n), candidates, open)).toEqual({ credit: candidates[1] });
  });

  it('leaves a line no reservation or deposit names for staff, with the near amounts suggested first', () => {
    const decision = matchEvidence(line(50_050n), [reservation(1, 50_001n), reservation(2, 90_001n)], open);
    expect(decision).toMatchObject({ wait: 'no_candidate' });
    expect('wait' in decision && decision.suggestions.map((s) => s.candidate.id)).toEqual([1]);
  });

  it('leaves two sure candidates for staff', () => {
    const deposit: Candidate = {
      kind: 'deposit',
      id: 9,
      memberId: 300,
      amount: 50_001n,
      createdAt: minutes(2),
      slipReference: 'BANK1',
      memberAccount: null,
    };
    expect(matchEvidence(line(50_001n), [reservation(1, 50_001n), deposit], open)).toMatchObject({ wait: 'several' });
  });

  it('never credits a member who may not be credited, nor above the automatic maximum, nor with automatic credit off', () => {
    const candidates = [reservation(1, 50_001n)];
    expect(matchEvidence(line(50_001n), candidates, { ...open, isBlocked: (id) => id === 101 })).toMatchObject({ wait: 'member_blocked' });
    expect(matchEvidence(line(50_001n), candidates, { ...open, autoCreditMax: 50_000n })).toMatchObject({ wait: 'over_max' });
    expect(matchEvidence(line(50_001n), candidates, { ...open, autoCreditMax: 0n })).toMatchObject({ wait: 'over_max' });
  });

  it('credits a reservation only within its life and the grace after, and never a released one', () => {
    expect(matchEvidence(line(50_001n, { at: minutes(21) }), [reservation(1, 50_001n)], open)).toMatchObject({ wait: 'no_candidate' });
    expect(matchEvidence(line(50_001n), [reservation(1, 50_001n, { open: false })], open)).toMatchObject({ wait: 'no_candidate' });
  });

  it('credits a bill-payment reservation by its ref1, not by the amount alone', () => {
    const bill = reservation(1, 50_000n, { qrKind: 'bill' });
    expect(matchEvidence(line(50_000n, { ref1: 'REF1' }), [bill], open)).toEqual({ credit: bill });
    expect(matchEvidence(line(50_000n), [bill], open)).toMatchObject({ wait: 'no_candidate' });
  });

  it("credits a pending slip deposit by its transaction reference, or by amount, time and the member's own account", () => {
    const deposit: Candidate = {
      kind: 'deposit',
      id: 9,
      memberId: 300,
      amount: 100_000n,
      createdAt: minutes(1),
      slipReference: null,
      memberAccount: '1234567890',
    };
    expect(matchEvidence(line(100_000n, { senderAccount: 'xxx-x-x6789-x' }), [deposit], open)).toEqual({ credit: deposit });
    expect(matchEvidence(line(100_000n, { senderAccount: 'xxx-x-x9999-x' }), [deposit], open)).toMatchObject({ wait: 'no_candidate' });
    expect(matchEvidence(line(100_000n, { senderAccount: 'xxx-x-x6789-x', at: minutes(7) }), [deposit], open)).toMatchObject({
      wait: 'no_candidate',
    });
  });

  it('credits at once exactly when one candidate is sure: property over random accounts', () => {
    const amounts = fc.bigInt({ min: 10_001n, max: 10_010n });
    fc.assert(
      fc.property(fc.array(amounts, { maxLength: 8 }), amounts, (held, paid) => {
        const candidates = held.map((payAmount, i) => reservation(i + 1, payAmount));
        const decision = matchEvidence(line(paid), candidates, open);
        const holding = candidates.filter((candidate) => candidate.payAmount === paid);
        if (holding.length === 1) return 'credit' in decision && decision.credit === holding[0];
        return 'wait' in decision && decision.wait === (holding.length === 0 ? 'no_candidate' : 'several');
      }),
    );
  });
});

describe('nextPayAmount', () => {
  it('is the smallest amount above, never a whole baht', () => {
    expect(nextPayAmount(50_000n, new Set())).toBe(50_001n);
    expect(nextPayAmount(50_000n, new Set([50_001n, 50_002n]))).toBe(50_003n);
    expect(nextPayAmount(50_098n, new Set([50_099n]))).toBe(50_101n);
    expect(nextPayAmount(50_000n, new Set([50_001n]), 1n)).toBeNull();
  });

  it('gives every reservation of one base a distinct amount: property', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 100n, max: 100_000_000n }), fc.integer({ min: 1, max: 300 }), (base, count) => {
        const held = new Set<bigint>();
        for (let i = 0; i < count; i += 1) {
          const next = nextPayAmount(base, held);
          if (next === null || next <= base || next % 100n === 0n || held.has(next)) return false;
          held.add(next);
        }
        return true;
      }),
      { numRuns: 50 },
    );
  });
});

describe('senderMatches', () => {
  it.each([
    ['xxx-x-x6789-x', '1234567890', true],
    ['XXX-X-X6789-X', '1234567890', true],
    ['xxx-x-x5678-x', '1234567890', false],
    ['123-4-56789-0', '1234567890', true],
    ['xxx-x-x5679-x', '1234567890', false],
    ['x5678', '1234567890', true],
    ['x78', '1234567890', false],
    ['', '1234567890', false],
  ])('%s against %s: %s', (shown, registered, expected) => {
    expect(senderMatches(shown, registered)).toBe(expected);
  });
});
