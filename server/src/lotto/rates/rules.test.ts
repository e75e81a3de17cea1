import fc from 'fast-check';
import { applicableRule, numberTerms, reducedRateFits, type LimitRule } from './rules';

const rule = (change: Partial<LimitRule> = {}): LimitRule => ({
  round_id: null,
  rate_x100: null,
  closed: false,
  stake_cap: null,
  ...change,
});
const LOTTERY_CAP = 10_000_000n;

describe('applicableRule', () => {
  it("prefers the round's rule over the lottery's, whatever their order", () => {
    const lottery = rule({ rate_x100: 5000 });
    const round = rule({ round_id: 7, closed: true });
    expect(applicableRule([lottery, round])).toBe(round);
    expect(applicableRule([round, lottery])).toBe(round);
    expect(applicableRule([lottery])).toBe(lottery);
    expect(applicableRule([])).toBeUndefined();
  });
});

describe('numberTerms', () => {
  it.each<[string, LimitRule | undefined, bigint, { rateX100: number; status: string; numberCap: bigint }]>([
    ['no rule', undefined, 0n, { rateX100: 9000, status: 'open', numberCap: LOTTERY_CAP }],
    ['a reduced rate', rule({ rate_x100: 4500 }), 0n, { rateX100: 4500, status: 'limited', numberCap: LOTTERY_CAP }],
    ['a closed number', rule({ closed: true }), 0n, { rateX100: 9000, status: 'closed', numberCap: LOTTERY_CAP }],
    [
      'a closed number with a reduced rate',
      rule({ closed: true, rate_x100: 4500 }),
      0n,
      { rateX100: 4500, status: 'closed', numberCap: LOTTERY_CAP },
    ],
    ['a stake cap not reached', rule({ stake_cap: 100_000n }), 99_999n, { rateX100: 9000, status: 'open', numberCap: 100_000n }],
    ['a stake cap reached', rule({ stake_cap: 100_000n }), 100_000n, { rateX100: 9000, status: 'closed', numberCap: 100_000n }],
    ["a stake cap above the lottery's", rule({ stake_cap: 20_000_000n }), 0n, { rateX100: 9000, status: 'open', numberCap: LOTTERY_CAP }],
    ["the lottery's cap reached", undefined, LOTTERY_CAP, { rateX100: 9000, status: 'closed', numberCap: LOTTERY_CAP }],
    [
      'a reduced rate and a cap',
      rule({ rate_x100: 4500, stake_cap: 100_000n }),
      5n,
      { rateX100: 4500, status: 'limited', numberCap: 100_000n },
    ],
  ])('%s', (_case, limit, roundTotal, expected) => {
    expect(numberTerms({ baseRateX100: 9000, rule: limit, lotteryNumberCap: LOTTERY_CAP, roundTotal })).toEqual(expected);
  });

  it('is closed exactly when a rule closes it or the total has reached the smaller cap', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.bigInt({ min: 1n, max: 20_000_000n })),
        fc.bigInt({ min: 0n, max: 20_000_000n }),
        (closed, ruleNumberCap, roundTotal) => {
          const terms = numberTerms({
            baseRateX100: 9000,
            rule: rule({ closed, stake_cap: ruleNumberCap }),
            lotteryNumberCap: LOTTERY_CAP,
            roundTotal,
          });
          const numberCap = ruleNumberCap !== null && ruleNumberCap < LOTTERY_CAP ? ruleNumberCap : LOTTERY_CAP;
          expect(terms.numberCap).toBe(numberCap);
          expect(terms.status === 'closed').toBe(closed || roundTotal >= numberCap);
        },
      ),
    );
  });
});

describe('reducedRateFits', () => {
  it.each<[number | null | undefined, number, boolean]>([
    [null, 9000, true],
    [undefined, 9000, true],
    [4500, 9000, true],
    [9000, 9000, true],
    [9001, 9000, false],
  ])('a reduced rate %p under a base rate of %p fits: %p', (reduced, base, fits) => {
    expect(reducedRateFits(reduced, base)).toBe(fits);
  });
});
