import type { BetType } from './betTypes';
import { drawnNumberFor, drawnNumbers, isWinningLine, resultShapeIsValid, winningPairs, type LotteryResult } from './matcher';

const government: LotteryResult = {
  first_prize: '123112',
  '3front': ['498', '071'],
  '3back': ['112', '940'],
  '2bottom': '55',
};

const fourDigits: LotteryResult = { '4top': '7112', '3top': '112', '2top': '12', '2bottom': '09' };

describe('matcher on a government draw (first prize 123112)', () => {
  const drawn = drawnNumbers(government);

  it('reduces the first prize to its last 4, 3 and 2 digits', () => {
    expect(drawn).toEqual({
      '4top': '3112',
      '3top': '112',
      '2top': '12',
      '2bottom': '55',
      '3front': ['498', '071'],
      '3back': ['112', '940'],
    });
  });

  it.each<[BetType, string, boolean]>([
    ['top_four', '3112', true],
    ['top_four', '1123', false],
    ['todd_four', '1213', true],
    ['todd_four', '3112', true],
    ['todd_four', '3111', false],
    ['top_three', '112', true],
    ['top_three', '121', false],
    ['todd_three', '121', true],
    ['todd_three', '211', true],
    ['todd_three', '112', true],
    ['todd_three', '122', false],
    ['first_three', '498', true],
    ['first_three', '071', true],
    ['first_three', '112', false],
    ['last_three', '940', true],
    ['last_three', '112', true],
    ['last_three', '498', false],
    ['top_two', '12', true],
    ['top_two', '21', false],
    ['bottom_two', '55', true],
    ['bottom_two', '12', false],
    ['top_one', '1', true],
    ['top_one', '2', true],
    ['top_one', '3', false],
    ['bottom_one', '5', true],
    ['bottom_one', '1', false],
  ])('%s %s wins: %p', (type, number, wins) => {
    expect(isWinningLine(type, number, drawn)).toBe(wins);
  });

  it('pays วิ่งบน on a digit drawn twice once: one winning pair for the 1 of 112', () => {
    const ones = winningPairs(drawn).filter((pair) => pair.type === 'top_one');
    expect(ones).toEqual([
      { type: 'top_one', number: '1' },
      { type: 'top_one', number: '2' },
    ]);
  });

  it('shows each line the number it was matched against', () => {
    expect(drawnNumberFor('first_three', drawn)).toBe('498,071');
    expect(drawnNumberFor('last_three', drawn)).toBe('112,940');
    expect(drawnNumberFor('top_one', drawn)).toBe('112');
    expect(drawnNumberFor('bottom_one', drawn)).toBe('55');
    expect(drawnNumberFor('todd_four', drawn)).toBe('3112');
  });
});

describe('matcher on a 4-digit draw (7112, bottom 09)', () => {
  const drawn = drawnNumbers(fourDigits);

  it.each<[BetType, string, boolean]>([
    ['top_four', '7112', true],
    ['top_four', '7121', false],
    ['todd_four', '2171', true],
    ['todd_four', '7122', false],
    ['top_three', '112', true],
    ['todd_three', '211', true],
    ['todd_three', '221', false],
    ['first_three', '112', false],
    ['last_three', '112', false],
    ['top_two', '12', true],
    ['bottom_two', '09', true],
    ['bottom_two', '90', false],
    ['top_one', '1', true],
    ['top_one', '7', false],
    ['bottom_one', '0', true],
    ['bottom_one', '9', true],
    ['bottom_one', '1', false],
  ])('%s %s wins: %p', (type, number, wins) => {
    expect(isWinningLine(type, number, drawn)).toBe(wins);
  });

  it('has no 4-digit winners when the lottery has no 4-digit result', () => {
    const threeOnly = drawnNumbers({ '3top': '112', '2top': '12', '2bottom': '09' });
    expect(isWinningLine('top_four', '0112', threeOnly)).toBe(false);
    expect(winningPairs(threeOnly).some((pair) => pair.type === 'top_four' || pair.type === 'todd_four')).toBe(false);
  });
});

describe('result shapes', () => {
  it.each<[unknown, 'government' | 'digits', boolean, boolean]>([
    [government, 'government', false, true],
    [{ ...government, first_prize: '12345' }, 'government', false, false],
    [{ ...government, '3front': ['498'] }, 'government', false, false],
    [{ ...government, extra: '1' }, 'government', false, false],
    [fourDigits, 'digits', true, true],
    [fourDigits, 'digits', false, false],
    [{ '3top': '112', '2top': '12', '2bottom': '09' }, 'digits', false, true],
    [{ '3top': '112', '2top': '21', '2bottom': '09' }, 'digits', false, false],
    [{ '4top': '7113', '3top': '112', '2top': '12', '2bottom': '09' }, 'digits', true, false],
    [{ '3top': 112, '2top': '12', '2bottom': '09' }, 'digits', false, false],
    [null, 'digits', false, false],
  ])('%j as %s (4 digits: %p) is valid: %p', (result, kind, four, valid) => {
    expect(resultShapeIsValid(result, kind, four)).toBe(valid);
  });
});
