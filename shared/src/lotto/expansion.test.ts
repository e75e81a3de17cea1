import fc from 'fast-check';
import { expandEntry, nineteenDoors, padLength, permutations, reverseNumber, swipeBack, swipeFront } from './expansion';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digitsOf = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));
const sorted = (number: string) => [...number].sort().join('');

describe('number expansion (docs/screens.md#behaviour)', () => {
  it('6 doors gives the distinct orders of three digits', () => {
    fc.assert(
      fc.property(digitsOf(3), (number) => {
        const result = permutations(number);
        const distinct = new Set(number).size;
        expect(result).toHaveLength(distinct === 3 ? 6 : distinct === 2 ? 3 : 1);
        expect(new Set(result).size).toBe(result.length);
        for (const order of result) expect(sorted(order)).toBe(sorted(number));
        expect(result).toContain(number);
      }),
    );
  });

  it('24 doors gives the distinct orders of four digits', () => {
    fc.assert(
      fc.property(digitsOf(4), (number) => {
        const result = expandEntry(number, 'twentyFourDoors');
        const counts = Object.values([...number].reduce<Record<string, number>>((acc, d) => ({ ...acc, [d]: (acc[d] ?? 0) + 1 }), {}));
        const expected = 24 / counts.reduce((product, count) => product * [1, 1, 2, 6, 24][count]!, 1);
        expect(result).toHaveLength(expected);
        expect(new Set(result).size).toBe(result.length);
        for (const order of result) expect(sorted(order)).toBe(sorted(number));
      }),
    );
  });

  it('19 doors gives 19 two-digit numbers that all contain the digit', () => {
    fc.assert(
      fc.property(digit, (d) => {
        const result = nineteenDoors(d);
        expect(result).toHaveLength(19);
        expect(new Set(result).size).toBe(19);
        for (const number of result) {
          expect(number).toMatch(/^\d\d$/);
          expect(number).toContain(d);
        }
      }),
    );
  });

  it('swipe front and back give 10 numbers starting or ending with the digit', () => {
    fc.assert(
      fc.property(digit, (d) => {
        const front = swipeFront(d);
        const back = swipeBack(d);
        expect(new Set(front).size).toBe(10);
        expect(new Set(back).size).toBe(10);
        for (const number of front) expect(number[0]).toBe(d);
        for (const number of back) expect(number[1]).toBe(d);
      }),
    );
  });

  it('reverse gives the number and its reversal: 1 number for a palindrome, else 2', () => {
    fc.assert(
      fc.property(fc.oneof(digitsOf(2), digitsOf(3)), (number) => {
        const result = reverseNumber(number);
        const reversed = [...number].reverse().join('');
        expect(result).toEqual(reversed === number ? [number] : [number, reversed]);
      }),
    );
  });

  it('asks for one digit in 19 doors and the swipes, else the type digit count', () => {
    expect(padLength('top_two', 'nineteenDoors')).toBe(1);
    expect(padLength('bottom_two', 'swipeFront')).toBe(1);
    expect(padLength('top_two', 'swipeBack')).toBe(1);
    expect(padLength('top_three', 'sixDoors')).toBe(3);
    expect(padLength('top_four', null)).toBe(4);
    expect(expandEntry('57', null)).toEqual(['57']);
  });
});
