import {
  BET_TYPE_INFO,
  drawnNumbers,
  isWinningLine,
  lotteryByCode,
  offeredBetTypes,
  type BetType,
  type LotteryResult,
} from '@lotto/shared';

type StoredResult = Readonly<Record<string, string | readonly string[]>>;

export interface NumberVerdict {
  type: BetType;
  won: boolean;
}

/** The most digits a bet type takes: the number check accepts 1 to this many. */
export const MAX_CHECK_DIGITS = 4;

/**
 * For a typed number, each bet type of its length that the lottery offers and whether a line of
 * that type would have won on this result (the shared matcher, as settlement uses it).
 */
export function numberVerdicts(code: string, result: StoredResult, number: string): NumberVerdict[] {
  const lottery = lotteryByCode(code);
  if (!lottery || !/^\d+$/.test(number)) return [];
  const drawn = drawnNumbers(result as unknown as LotteryResult);
  return offeredBetTypes(lottery)
    .filter((type) => BET_TYPE_INFO[type].digits === number.length)
    .map((type) => ({ type, won: isWinningLine(type, number, drawn) }));
}
