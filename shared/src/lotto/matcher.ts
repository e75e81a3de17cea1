import { BET_TYPES, canonicalNumber, type BetType } from './betTypes';

/** A government draw as staff record it (docs/api-conventions.md#payloads). */
export interface GovernmentResult {
  first_prize: string;
  '3front': string[];
  '3back': string[];
  '2bottom': string;
}

/** Any other lottery: its digits given directly; 4top only where the lottery has a 4-digit result. */
export interface DigitsResult {
  '4top'?: string;
  '3top': string;
  '2top': string;
  '2bottom': string;
}

export type LotteryResult = GovernmentResult | DigitsResult;

/** A result reduced to the digits every bet type is matched against (docs/lottery-rules.md). */
export interface DrawnNumbers {
  '4top': string | null;
  '3top': string;
  '2top': string;
  '2bottom': string;
  '3front': string[];
  '3back': string[];
}

export function isGovernmentResult(result: LotteryResult): result is GovernmentResult {
  return 'first_prize' in result;
}

export function drawnNumbers(result: LotteryResult): DrawnNumbers {
  if (isGovernmentResult(result)) {
    return {
      '4top': result.first_prize.slice(-4),
      '3top': result.first_prize.slice(-3),
      '2top': result.first_prize.slice(-2),
      '2bottom': result['2bottom'],
      '3front': result['3front'],
      '3back': result['3back'],
    };
  }
  return {
    '4top': result['4top'] ?? null,
    '3top': result['3top'],
    '2top': result['2top'],
    '2bottom': result['2bottom'],
    '3front': [],
    '3back': [],
  };
}

const distinctDigits = (number: string) => [...new Set(number)].sort();

/**
 * For each bet type, the numbers that win, in canonical form (todd types: sorted digits). A line
 * wins when its canonical number is in its type's list; it is paid once, however many times its
 * digit or number occurs in the draw (วิ่ง on 112 pays a 1 once). Settlement runs this once per
 * round and marks all lines in one statement.
 */
export function winningNumbers(drawn: DrawnNumbers): Record<BetType, string[]> {
  const four = drawn['4top'];
  return {
    top_four: four ? [four] : [],
    todd_four: four ? [canonicalNumber('todd_four', four)] : [],
    top_three: [drawn['3top']],
    todd_three: [canonicalNumber('todd_three', drawn['3top'])],
    first_three: [...new Set(drawn['3front'])],
    last_three: [...new Set(drawn['3back'])],
    top_two: [drawn['2top']],
    bottom_two: [drawn['2bottom']],
    top_one: distinctDigits(drawn['3top']),
    bottom_one: distinctDigits(drawn['2bottom']),
  };
}

export function isWinningLine(type: BetType, number: string, drawn: DrawnNumbers): boolean {
  return winningNumbers(drawn)[type].includes(canonicalNumber(type, number));
}

/** The drawn number shown beside a line of a type (num_prize): what the line was matched against. */
export function drawnNumberFor(type: BetType, drawn: DrawnNumbers): string {
  switch (type) {
    case 'top_four':
    case 'todd_four':
      return drawn['4top'] ?? '';
    case 'top_three':
    case 'todd_three':
    case 'top_one':
      return drawn['3top'];
    case 'first_three':
      return drawn['3front'].join(',');
    case 'last_three':
      return drawn['3back'].join(',');
    case 'top_two':
      return drawn['2top'];
    case 'bottom_two':
    case 'bottom_one':
      return drawn['2bottom'];
  }
}

/** Every winning (type, canonical number) pair of a draw, for set-based settlement in SQL. */
export function winningPairs(drawn: DrawnNumbers): { type: BetType; number: string }[] {
  const winners = winningNumbers(drawn);
  return BET_TYPES.flatMap((type) => winners[type].map((number) => ({ type, number })));
}

const digits = (length: number) => new RegExp(`^\\d{${length}}$`);

/**
 * Checks the shape of a result staff record: a government draw, or the digits of another lottery
 * (with 4top exactly when the lottery has a 4-digit result). The digits must agree with each
 * other (2top is the end of 3top, which is the end of 4top), which catches most typing slips.
 */
export function resultShapeIsValid(result: unknown, kind: 'government' | 'digits', hasFourDigits: boolean): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const value = result as Record<string, unknown>;
  const is = (key: string, length: number) => typeof value[key] === 'string' && digits(length).test(value[key] as string);
  const pair = (key: string) =>
    Array.isArray(value[key]) &&
    (value[key] as unknown[]).length === 2 &&
    (value[key] as unknown[]).every((item) => typeof item === 'string' && digits(3).test(item));
  if (kind === 'government') {
    return Object.keys(value).length === 4 && is('first_prize', 6) && pair('3front') && pair('3back') && is('2bottom', 2);
  }
  const expectedKeys = hasFourDigits ? 4 : 3;
  if (Object.keys(value).length !== expectedKeys || !is('3top', 3) || !is('2top', 2) || !is('2bottom', 2)) return false;
  if (!(value['3top'] as string).endsWith(value['2top'] as string)) return false;
  if (!hasFourDigits) return true;
  return is('4top', 4) && (value['4top'] as string).endsWith(value['3top'] as string);
}
