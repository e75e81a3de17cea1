import { BET_TYPES, BET_TYPE_INFO, canonicalNumber, type BetType } from './betTypes';
import { LOTTERIES, offeredBetTypes, type LotteryDefinition } from './catalogue';
import { OUTCOME_DIGITS, outcomeDraw, partOfType, partOutcomes, type LiabilityPart } from './liability';
import { winningNumbers } from './matcher';
import { th } from '../labels/th';
import { groupedThousands } from '../format/format';

/** What a lottery's result is made of, which is all the odds depend on. */
export type LotteryShape = Pick<LotteryDefinition, 'hasFourDigits' | 'resultKind'>;

/** The true odds of a line (docs/lottery-rules.md#true-odds): its chance to win, and what it pays back on average per baht. */
export interface Odds {
  /** Winning draws over all draws, e.g. 0.001. */
  chance: number;
  /** Return to the player: chance × rate, e.g. 0.9. */
  rtp: number;
}

/** Exactly how many equally likely draws of a type's part a line wins on, out of how many. */
export interface WinningDraws {
  wins: number;
  outcomes: number;
}

/** How many numbers a result draws of a part: the government draw has two 3front and two 3back numbers. */
export function drawsOfPart(part: LiabilityPart, { resultKind }: LotteryShape): number {
  return resultKind === 'government' && (part === 'front3' || part === 'back3') ? 2 : 1;
}

/**
 * The number the odds of a type are quoted for: one with all its digits different. Only โต๊ด
 * depends on it (a number with a repeated digit has fewer orders: 112 wins 3 ways, 123 six).
 */
export const generalNumber = (type: BetType): string => '0123'.slice(0, BET_TYPE_INFO[type].digits);

/** Per part, for each type, how many outcomes of one draw each canonical number wins on; counted once. */
type PartWins = Map<BetType, Map<string, number>>;
const winsByPart = new Map<LiabilityPart, PartWins>();
/** Outcomes matched between two pauses of a count that gives the page its turn (countedSoon). */
const OUTCOMES_PER_SLICE = 100;

/** Counts a part's wins, pausing (a yield) every OUTCOMES_PER_SLICE outcomes. */
function* countingWins(part: LiabilityPart): Generator<void, PartWins> {
  const byType: PartWins = new Map(BET_TYPES.map((each) => [each, new Map<string, number>()]));
  let matched = 0;
  for (const outcome of partOutcomes(part)) {
    const winners = winningNumbers(outcomeDraw(part, outcome));
    for (const [each, wins] of byType) for (const number of winners[each]) wins.set(number, (wins.get(number) ?? 0) + 1);
    if (++matched % OUTCOMES_PER_SLICE === 0) yield;
  }
  return byType;
}

function winsOfOneDraw(type: BetType, part: LiabilityPart): Map<string, number> {
  let byType = winsByPart.get(part);
  if (!byType) {
    const counting = countingWins(part);
    let step = counting.next();
    while (!step.done) step = counting.next();
    byType = step.value;
    winsByPart.set(part, byType);
  }
  return byType.get(type)!;
}

const countsUnderWay = new Map<LiabilityPart, Promise<void>>();

/**
 * Resolves once oddsOf(type) can answer at once. A browser counts a part (a thousand results
 * through the matcher) in slices of a task each, so that the page is never held by one long task
 * (bench/README.md, Total Blocking Time).
 */
export function countedSoon(type: BetType, shape: LotteryShape = shapeOffering(type)): Promise<void> {
  const part = partOfType(type, shape.hasFourDigits);
  if (winsByPart.has(part)) return Promise.resolve();
  let underWay = countsUnderWay.get(part);
  if (!underWay) {
    underWay = (async () => {
      const counting = countingWins(part);
      let step = counting.next();
      while (!step.done) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        step = counting.next();
      }
      winsByPart.set(part, step.value);
    })();
    countsUnderWay.set(part, underWay);
  }
  return underWay;
}

/**
 * The draws a line wins on, counted with the settlement matcher over every outcome of one draw of
 * the part that decides its type. A part drawn k times (each draw independent) pays a line when any
 * of its draws does, as the matcher's lists do, so of N^k draws the line loses on (N - w)^k.
 */
export function winningDraws(type: BetType, shape: LotteryShape, number: string = generalNumber(type)): WinningDraws {
  const part = partOfType(type, shape.hasFourDigits);
  const outcomes = 10 ** OUTCOME_DIGITS[part];
  const wins = winsOfOneDraw(type, part).get(canonicalNumber(type, number)) ?? 0;
  const draws = drawsOfPart(part, shape);
  return { wins: outcomes ** draws - (outcomes - wins) ** draws, outcomes: outcomes ** draws };
}

/**
 * A shape of the lotteries that offer a type, the one with the fewest outcomes to count. The chance
 * of a type is the same in every lottery that offers it (odds.test.ts checks the catalogue), so a
 * table of rates by type, like the home page's, can quote it.
 */
export function shapeOffering(type: BetType): LotteryShape {
  const offering = LOTTERIES.filter((lottery) => offeredBetTypes(lottery).includes(type));
  return offering.find((lottery) => !lottery.hasFourDigits) ?? offering[0]!;
}

/** Float noise off a ratio of whole numbers: 12 significant decimals are more than any rate and chance carry. */
const clean = (value: number) => Math.round(value * 1e12) / 1e12;

/**
 * The true odds of a line of a type at a rate (baht paid per baht staked) in a lottery of a shape:
 * for a number with all digits different unless one is given (it matters only for โต๊ด).
 */
export function oddsOf(type: BetType, rate: number, shape: LotteryShape = shapeOffering(type), number?: string): Odds {
  const { wins, outcomes } = winningDraws(type, shape, number);
  return { chance: clean(wins / outcomes), rtp: clean((wins * rate) / outcomes) };
}

/**
 * The odds as members read them: `โอกาส 1 ใน 1,000 · คืนผู้เล่น 90%`. The chance is exact, over the
 * smallest power of ten of draws it is a whole count of (271 ใน 1,000; 1,999 ใน 1,000,000), or 1 in
 * n when that count divides them. The return is rounded down to 0.1 %, so it never claims more than
 * the rate pays back.
 */
export function oddsText({ chance, rtp }: Odds): string {
  const isWholeCount = (outcomes: number) => {
    const count = chance * outcomes;
    return Math.round(count) > 0 && Math.abs(count - Math.round(count)) < 1e-6;
  };
  let outcomes = 1;
  while (outcomes < 1e12 && !isWholeCount(outcomes)) outcomes *= 10;
  const wins = Math.round(chance * outcomes);
  const percent = String(Math.floor(rtp * 1000 + 1e-6) / 10);
  return wins > 0 && outcomes % wins === 0
    ? th.lotto.oddsOneIn.replace('{n}', groupedThousands(String(outcomes / wins))).replace('{rtp}', percent)
    : th.lotto.oddsSomeIn
        .replace('{wins}', groupedThousands(String(wins)))
        .replace('{n}', groupedThousands(String(outcomes)))
        .replace('{rtp}', percent);
}
