import { governmentItem, hanoiItem } from '../../testing/sampleResults';
import { numberVerdicts } from './numberVerdicts';

describe('numberVerdicts', () => {
  it('checks a 3-digit number against every 3-digit type of the government lottery', () => {
    expect(numberVerdicts('government', governmentItem.result, '222')).toEqual([
      { type: 'top_three', won: false },
      { type: 'todd_three', won: false },
      { type: 'first_three', won: true },
      { type: 'last_three', won: false },
    ]);
    expect(numberVerdicts('government', governmentItem.result, '321')).toEqual([
      { type: 'top_three', won: false },
      { type: 'todd_three', won: true },
      { type: 'first_three', won: false },
      { type: 'last_three', won: false },
    ]);
  });

  it('takes 4top and 2top from the first prize of a government draw', () => {
    expect(numberVerdicts('government', governmentItem.result, '7123')).toEqual([
      { type: 'top_four', won: true },
      { type: 'todd_four', won: true },
    ]);
    expect(numberVerdicts('government', governmentItem.result, '23')).toEqual([
      { type: 'top_two', won: true },
      { type: 'bottom_two', won: false },
    ]);
  });

  it('offers only the types the lottery has: no 4-digit types on a 3-digit draw', () => {
    expect(numberVerdicts('hanoi', hanoiItem.result, '1234')).toEqual([]);
    expect(numberVerdicts('hanoi', hanoiItem.result, '4')).toEqual([
      { type: 'top_one', won: false },
      { type: 'bottom_one', won: true },
    ]);
  });

  it('answers nothing for an unknown lottery or a number with other characters', () => {
    expect(numberVerdicts('nowhere', hanoiItem.result, '23')).toEqual([]);
    expect(numberVerdicts('hanoi', hanoiItem.result, '2a')).toEqual([]);
  });
});
