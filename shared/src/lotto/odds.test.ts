import { BET_TYPES, BET_TYPE_INFO, canonicalNumber, type BetType } from './betTypes';
import { LOTTERIES, offeredBetTypes } from './catalogue';
import { drawnNumbers, winningNumbers, type LotteryResult } from './matcher';
import { oddsOf, oddsText, shapeOffering, winningDraws, type LotteryShape } from './odds';

const government: LotteryShape = { resultKind: 'government', hasFourDigits: true };
const fourDigits: LotteryShape = { resultKind: 'digits', hasFourDigits: true };
const threeDigits: LotteryShape = { resultKind: 'digits', hasFourDigits: false };

const numbers = (digits: number) => Array.from({ length: 10 ** digits }, (_, index) => String(index).padStart(digits, '0'));

/**
 * The brute force: every result of a lottery's independent parts (its top digits, 2bottom, and on
 * a government draw every pair of 3front and of 3back numbers) run through the result reduction and
 * the settlement matcher; for each type, how many of its part's results each canonical number wins on.
 */
function bruteForce(shape: LotteryShape): Map<BetType, { outcomes: number; wins: Map<string, number> }> {
  const tally = new Map<BetType, { outcomes: number; wins: Map<string, number> }>();
  const run = (types: readonly BetType[], results: Iterable<LotteryResult>) => {
    const counts = new Map(types.map((type) => [type, { outcomes: 0, wins: new Map<string, number>() }]));
    for (const result of results) {
      const winners = winningNumbers(drawnNumbers(result));
      for (const [type, count] of counts) {
        count.outcomes += 1;
        for (const number of winners[type]) count.wins.set(number, (count.wins.get(number) ?? 0) + 1);
      }
    }
    for (const [type, count] of counts) tally.set(type, count);
  };
  const topTypes = BET_TYPES.filter((type) => !['bottom_two', 'bottom_one', 'first_three', 'last_three'].includes(type));
  const digitsResult = (top: string, bottom: string): LotteryResult => ({
    ...(shape.hasFourDigits && { '4top': top }),
    '3top': top.slice(-3),
    '2top': top.slice(-2),
    '2bottom': bottom,
  });
  if (shape.resultKind === 'government') {
    const governmentResult = (prize: string, bottom: string, front: string[], back: string[]): LotteryResult => ({
      first_prize: `00${prize}`,
      '2bottom': bottom,
      '3front': front,
      '3back': back,
    });
    run(
      topTypes,
      numbers(4).map((top) => governmentResult(top, '00', ['000', '000'], ['000', '000'])),
    );
    run(
      ['bottom_two', 'bottom_one'],
      numbers(2).map((bottom) => governmentResult('0000', bottom, ['000', '000'], ['000', '000'])),
    );
    // Both pairs at once: 3front and 3back are read independently of each other.
    const threes = numbers(3);
    run(
      ['first_three', 'last_three'],
      (function* () {
        for (const first of threes) for (const second of threes) yield governmentResult('0000', '00', [first, second], [first, second]);
      })(),
    );
  } else {
    run(
      topTypes.filter((type) => shape.hasFourDigits || BET_TYPE_INFO[type].digits < 4),
      numbers(shape.hasFourDigits ? 4 : 3).map((top) => digitsResult(top, '00')),
    );
    run(
      ['bottom_two', 'bottom_one'],
      numbers(2).map((bottom) => digitsResult('0000', bottom)),
    );
  }
  return tally;
}

describe('winningDraws agrees with the settlement matcher over every result', () => {
  it.each<[string, LotteryShape, BetType[]]>([
    ['government', government, offeredBetTypes(LOTTERIES[0]!)],
    ['four digits', fourDigits, BET_TYPES.filter((type) => type !== 'first_three' && type !== 'last_three')],
    [
      'three digits',
      threeDigits,
      BET_TYPES.filter((type) => BET_TYPE_INFO[type].digits < 4 && type !== 'first_three' && type !== 'last_three'),
    ],
  ])('%s: every number of every type', (_name, shape, types) => {
    const tally = bruteForce(shape);
    for (const type of types) {
      const { outcomes, wins } = tally.get(type)!;
      // One comparison per type: the per-number figures side by side.
      const all = numbers(BET_TYPE_INFO[type].digits);
      expect({ type, counts: all.map((number) => winningDraws(type, shape, number)) }).toEqual({
        type,
        counts: all.map((number) => ({ wins: wins.get(canonicalNumber(type, number)) ?? 0, outcomes })),
      });
    }
  });
});

describe('the chance of each type, for a number with all digits different', () => {
  it.each<[BetType, number, number, LotteryShape]>([
    ['top_four', 1, 10_000, fourDigits],
    ['todd_four', 24, 10_000, fourDigits],
    ['top_three', 1, 1_000, threeDigits],
    ['todd_three', 6, 1_000, threeDigits],
    ['first_three', 1_999, 1_000_000, government],
    ['last_three', 1_999, 1_000_000, government],
    ['top_two', 1, 100, threeDigits],
    ['bottom_two', 1, 100, threeDigits],
    ['top_one', 271, 1_000, threeDigits],
    ['top_one', 271, 1_000, government],
    ['bottom_one', 19, 100, threeDigits],
  ])('%s: %i in %i', (type, wins, outcomes, shape) => {
    const draws = winningDraws(type, shape);
    expect(draws.wins * outcomes).toBe(wins * draws.outcomes);
  });

  it.each<[BetType, string, number]>([
    ['todd_three', '112', 3],
    ['todd_three', '111', 1],
    ['todd_four', '1123', 12],
    ['todd_four', '1122', 6],
    ['todd_four', '1112', 4],
    ['todd_four', '1111', 1],
  ])('โต๊ด on a number with a repeated digit has fewer orders: %s %s wins on %i', (type, number, wins) => {
    expect(winningDraws(type, type === 'todd_four' ? fourDigits : threeDigits, number).wins).toBe(wins);
  });

  it('is the same in every lottery of the catalogue that offers the type, so a table by type can quote it', () => {
    for (const lottery of LOTTERIES) {
      for (const type of offeredBetTypes(lottery)) {
        expect({ lottery: lottery.code, type, ...oddsOf(type, 100, lottery) }).toEqual({
          lottery: lottery.code,
          type,
          ...oddsOf(type, 100, shapeOffering(type)),
        });
      }
    }
  });
});

describe('oddsOf: chance and return to the player at a rate', () => {
  it.each<[BetType, number, number, number]>([
    ['top_four', 6000, 0.0001, 0.6],
    ['todd_four', 250, 0.0024, 0.6],
    ['top_three', 900, 0.001, 0.9],
    ['todd_three', 150, 0.006, 0.9],
    ['first_three', 450, 0.001999, 0.89955],
    ['top_two', 90, 0.01, 0.9],
    ['top_one', 3.2, 0.271, 0.8672],
    ['bottom_one', 4.2, 0.19, 0.798],
  ])('%s at %d', (type, rate, chance, rtp) => {
    expect(oddsOf(type, rate)).toEqual({ chance, rtp });
  });

  it('follows the rate: a stake band of 750 on 3 ตัวบน returns 75 %', () => {
    expect(oddsOf('top_three', 750, threeDigits)).toEqual({ chance: 0.001, rtp: 0.75 });
  });
});

describe('oddsText', () => {
  it.each<[BetType, number, string]>([
    ['top_three', 900, 'โอกาส 1 ใน 1,000 · คืนผู้เล่น 90%'],
    ['top_four', 6000, 'โอกาส 1 ใน 10,000 · คืนผู้เล่น 60%'],
    ['todd_four', 250, 'โอกาส 24 ใน 10,000 · คืนผู้เล่น 60%'],
    ['todd_three', 150, 'โอกาส 6 ใน 1,000 · คืนผู้เล่น 90%'],
    ['first_three', 450, 'โอกาส 1,999 ใน 1,000,000 · คืนผู้เล่น 89.9%'],
    ['top_two', 90, 'โอกาส 1 ใน 100 · คืนผู้เล่น 90%'],
    ['bottom_two', 92.5, 'โอกาส 1 ใน 100 · คืนผู้เล่น 92.5%'],
    ['top_one', 3.2, 'โอกาส 271 ใน 1,000 · คืนผู้เล่น 86.7%'],
    ['bottom_one', 4.2, 'โอกาส 19 ใน 100 · คืนผู้เล่น 79.8%'],
  ])('%s at %d: %s', (type, rate, text) => {
    expect(oddsText(oddsOf(type, rate))).toBe(text);
  });

  it('says 1 in n when the winning draws divide all draws: โต๊ด 1112 wins 4 of 10,000', () => {
    expect(oddsText(oddsOf('todd_four', 250, fourDigits, '1112'))).toBe('โอกาส 1 ใน 2,500 · คืนผู้เล่น 10%');
    expect(oddsText(oddsOf('todd_three', 150, threeDigits, '112'))).toBe('โอกาส 3 ใน 1,000 · คืนผู้เล่น 45%');
  });

  it('rounds the return down, never up: 89.955 % is 89.9 %, 79.8 % stays 79.8 %', () => {
    expect(oddsText({ chance: 0.001999, rtp: 0.89955 })).toBe('โอกาส 1,999 ใน 1,000,000 · คืนผู้เล่น 89.9%');
    expect(oddsText({ chance: 0.19, rtp: 0.798 })).toBe('โอกาส 19 ใน 100 · คืนผู้เล่น 79.8%');
  });
});

describe('countedSoon: the count of a part in slices, for a page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives the page a task every 100 results, then oddsOf answers as the count in one go does', async () => {
    let fresh!: typeof import('./odds');
    await jest.isolateModulesAsync(async () => {
      fresh = await import('./odds');
    });
    const pauses = jest.spyOn(globalThis, 'setTimeout');
    await fresh.countedSoon('top_three');
    // 1,000 results of three digits.
    expect(pauses).toHaveBeenCalledTimes(10);
    expect(fresh.oddsOf('top_three', 900)).toEqual(oddsOf('top_three', 900));
    await fresh.countedSoon('top_three');
    expect(pauses).toHaveBeenCalledTimes(10);
  });
});
