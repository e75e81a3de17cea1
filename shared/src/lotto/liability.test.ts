import { BET_TYPES, BET_TYPE_INFO, canonicalNumber, type BetType } from './betTypes';
import {
  CELL_DIGITS,
  OUTCOME_DIGITS,
  cellKind,
  digitsOf,
  outcomeCellsOf,
  outcomeDraw,
  liabilityParts,
  lineCells,
  partOfType,
  partOutcomes,
  riskStepsProblem,
  steppedRateX100,
} from './liability';
import { winningNumbers } from './matcher';

const numbersOf = (type: BetType) =>
  Array.from({ length: 10 ** BET_TYPE_INFO[type].digits }, (_, index) => String(index).padStart(BET_TYPE_INFO[type].digits, '0'));

describe('lineCells agrees with the settlement matcher', () => {
  // Every number of every type, on a lottery with and without four digits: the outcomes the matcher
  // pays the line on are exactly the kept rows (four-digit types) or the outcomes ending in a cell.
  for (const hasFourDigits of [true, false]) {
    const types = BET_TYPES.filter((type) => hasFourDigits || BET_TYPE_INFO[type].digits < 4);
    it.each(types)(`%s, ${hasFourDigits ? 'four' : 'three'} digits`, (type) => {
      const part = partOfType(type, hasFourDigits);
      // The matcher's winners of every outcome, turned round: for each canonical number, the outcomes it wins on.
      const wonBy = new Map<string, string[]>();
      for (const outcome of partOutcomes(part)) {
        for (const number of winningNumbers(outcomeDraw(part, outcome))[type]) wonBy.set(number, [...(wonBy.get(number) ?? []), outcome]);
      }
      for (const number of numbersOf(type)) {
        const line = lineCells(type, number, hasFourDigits);
        expect(line.part).toBe(part);
        expect(new Set(line.cells).size).toBe(line.cells.length);
        expect(line.cells.every((cell) => cellKind(part, cell) === line.kind)).toBe(true);
        const won = wonBy.get(canonicalNumber(type, number)) ?? [];
        if (line.kind === 'four') expect([...won].sort()).toEqual([...line.cells].sort());
        // A cell (or, for วิ่ง, every cell with the digit) stands for all the outcomes that end in it: the line wins on each.
        const cells = outcomeCellsOf(line);
        expect([...new Set(won.map((outcome) => outcome.slice(-CELL_DIGITS[part])))].sort()).toEqual([...cells].sort());
        if (line.kind !== 'four') expect(won.length).toBe(cells.length * 10 ** (OUTCOME_DIGITS[part] - CELL_DIGITS[part]));
      }
    });
  }

  it('keeps วิ่ง on one digit row, whose outcomes are the 271 or 19 cells with the digit', () => {
    expect(lineCells('top_one', '7', true)).toEqual({ part: 'top4', kind: 'digit', cells: ['7'] });
    expect(outcomeCellsOf(lineCells('top_one', '7', true))).toHaveLength(271);
    expect(outcomeCellsOf(lineCells('bottom_one', '7', false))).toHaveLength(19);
    expect(lineCells('top_two', '23', true).cells).toHaveLength(10);
    expect(lineCells('todd_three', '112', false).cells).toEqual(['112', '121', '211']);
    expect(digitsOf('112')).toEqual(['1', '2']);
  });
});

describe('liabilityParts', () => {
  it('names the parts each result shape has', () => {
    expect(liabilityParts({ hasFourDigits: true, resultKind: 'government' })).toEqual(['top4', 'bottom2', 'front3', 'back3']);
    expect(liabilityParts({ hasFourDigits: true, resultKind: 'digits' })).toEqual(['top4', 'bottom2']);
    expect(liabilityParts({ hasFourDigits: false, resultKind: 'digits' })).toEqual(['top3', 'bottom2']);
  });
});

describe('rate steps', () => {
  const steps = [
    { from_percent: 60, rate_percent: 78 },
    { from_percent: 80, rate_percent: 50 },
  ];

  it('keeps the rate below the first step and takes the last step reached, rounded down to a whole baht', () => {
    expect(steppedRateX100(90_000, 59_999n, 100_000n, steps)).toBe(90_000);
    expect(steppedRateX100(90_000, 60_000n, 100_000n, steps)).toBe(70_200);
    expect(steppedRateX100(90_000, 95_000n, 100_000n, steps)).toBe(45_000);
    expect(steppedRateX100(320, 70n, 100n, steps)).toBe(200);
    expect(steppedRateX100(90_000, -5n, 100n, steps)).toBe(90_000);
    expect(steppedRateX100(90_000, 50n, 100n, [])).toBe(90_000);
  });

  it('refuses steps out of order or too many', () => {
    expect(riskStepsProblem(steps)).toBeNull();
    expect(riskStepsProblem([...steps].reverse())).toBe('order');
    expect(
      riskStepsProblem([
        { from_percent: 60, rate_percent: 80 },
        { from_percent: 70, rate_percent: 80 },
      ]),
    ).toBe('order');
    expect(riskStepsProblem(Array.from({ length: 6 }, (_, index) => ({ from_percent: 10 + index, rate_percent: 90 - index })))).toBe(
      'count',
    );
  });
});
