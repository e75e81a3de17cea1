import { cartSlice, linesAdded, ratesUpdated, roundsPruned, type CartLine, type CartState } from './cartSlice';
import { cartTotals, lineAmount } from './cartTotals';

const line = (number: string, rate = 90, amount = '1'): CartLine => ({
  type: 'top_two',
  number,
  rate,
  amount,
  limited: false,
  rateChanged: false,
  remaining: null,
  cap: null,
  closed: false,
});
const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) => actions.reduce(cartSlice.reducer, state);

describe('cart slice', () => {
  it('never holds a number twice for a type in a round, and keeps rounds apart', () => {
    const state = reduce(
      { rounds: {} },
      linesAdded({ roundId: '7', lines: [line('12')] }),
      linesAdded({ roundId: '7', lines: [line('12'), line('21')] }),
      linesAdded({ roundId: '8', lines: [line('12')] }),
    );
    expect(state.rounds['7']!.map((item) => item.number)).toEqual(['12', '21']);
    expect(state.rounds['8']!.map((item) => item.number)).toEqual(['12']);
  });

  it('takes the rates of RATE_CHANGED and marks only the lines whose rate moved', () => {
    const state = reduce(
      { rounds: { '7': [line('12'), line('21')] } },
      ratesUpdated({
        roundId: '7',
        rates: [
          { type: 'top_two', number: '12', rate: 90, status: 'open' },
          { type: 'top_two', number: '21', rate: 60, status: 'limited' },
        ],
      }),
    );
    expect(state.rounds['7']).toEqual([line('12'), { ...line('21', 60), limited: true, rateChanged: true }]);
  });

  it('drops the carts of rounds no longer open', () => {
    expect(reduce({ rounds: { '7': [line('12')], '3': [line('45')] } }, roundsPruned(['7', '9'])).rounds).toEqual({ '7': [line('12')] });
  });
});

describe('cart totals', () => {
  it('reads amounts strictly and counts in satang', () => {
    expect(['10', ' 2.5 ', '0.01', '0', '', 'abc', '1.234', '-5'].map(lineAmount)).toEqual([10, 2.5, 0.01, null, null, null, null, null]);
    const totals = cartTotals([line('12', 90, '0.1'), line('21', 90, '0.2'), { ...line('5', 3.2, '3'), type: 'top_one' }]);
    expect(totals.total).toBe(3.3);
    expect(totals.byType.map((group) => [group.type, group.stake, group.prize])).toEqual([
      ['top_two', 0.3, 27],
      ['top_one', 3, 9.6],
    ]);
    expect(totals.hasInvalidAmount).toBe(false);
    expect(cartTotals([line('12', 90, '')]).hasInvalidAmount).toBe(true);
  });
});
