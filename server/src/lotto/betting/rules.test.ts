import { canonicalNumber, type BetType } from '@lotto/shared';
import { lineAmountProblem, stakesByNumber } from './rules';

const line = (type: BetType, number: string, amount: bigint) => ({ type, number, canonicalNumber: canonicalNumber(type, number), amount });

describe('stakesByNumber', () => {
  it('adds up lines on one number; todd numbers with the same digits are one; sorted by type then number', () => {
    const stakes = stakesByNumber([
      line('top_two', '59', 1000n),
      line('todd_three', '321', 500n),
      line('todd_three', '123', 700n),
      line('top_two', '12', 100n),
      line('top_two', '59', 300n),
    ]);
    expect(stakes).toEqual([
      { key: { type: 'todd_three', number: '123' }, amount: 1200n, shownNumber: '321' },
      { key: { type: 'top_two', number: '12' }, amount: 100n, shownNumber: '12' },
      { key: { type: 'top_two', number: '59' }, amount: 1300n, shownNumber: '59' },
    ]);
  });
});

describe('lineAmountProblem', () => {
  const limits = { min_line_amount: 100n, max_line_amount: 2_000_000n };
  it.each<[bigint, string | null]>([
    [99n, 'แทงขั้นต่ำ 1.00 บาทต่อรายการ'],
    [100n, null],
    [2_000_000n, null],
    [2_000_001n, 'แทงสูงสุด 20,000.00 บาทต่อรายการ'],
  ])('%p satang → %p', (amount, problem) => {
    expect(lineAmountProblem(amount, limits)).toBe(problem);
  });
});
