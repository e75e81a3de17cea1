import type { BetType } from './betTypes';
import { BET_TYPE_INFO } from './betTypes';

/** The number pad's shortcut modes of docs/screens.md#behaviour. */
export const SHORTCUT_MODES = ['twentyFourDoors', 'sixDoors', 'nineteenDoors', 'swipeFront', 'swipeBack', 'reverse'] as const;
export type ShortcutMode = (typeof SHORTCUT_MODES)[number];

/** Which bet types each mode may be used with. */
export const MODE_BET_TYPES: Record<ShortcutMode, readonly BetType[]> = {
  twentyFourDoors: ['top_four', 'todd_four'],
  sixDoors: ['top_three', 'todd_three'],
  nineteenDoors: ['top_two', 'bottom_two'],
  swipeFront: ['top_two', 'bottom_two'],
  swipeBack: ['top_two', 'bottom_two'],
  reverse: ['top_two', 'bottom_two', 'top_three', 'todd_three'],
};

export const MODE_LABELS: Record<ShortcutMode, string> = {
  twentyFourDoors: '24 ประตู',
  sixDoors: '6 ประตู',
  nineteenDoors: '19 ประตู',
  swipeFront: 'รูดหน้า',
  swipeBack: 'รูดหลัง',
  reverse: 'กลับเลข',
};

/** Digits the pad asks for: 1 for 19 doors and the swipes, else the bet type's digit count. */
export function padLength(type: BetType, mode: ShortcutMode | null): number {
  if (mode === 'nineteenDoors' || mode === 'swipeFront' || mode === 'swipeBack') return 1;
  return BET_TYPE_INFO[type].digits;
}

/** All distinct orders of the digits of `number` (6 doors for 3 digits, 24 doors for 4). */
export function permutations(number: string): string[] {
  if (number.length <= 1) return [number];
  const seen = new Set<string>();
  [...number].forEach((digit, index) => {
    const rest = number.slice(0, index) + number.slice(index + 1);
    for (const tail of permutations(rest)) seen.add(digit + tail);
  });
  return [...seen].sort();
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** 19 doors: every two-digit number that contains `digit`. */
export function nineteenDoors(digit: string): string[] {
  return [...new Set([...swipeFront(digit), ...swipeBack(digit)])].sort();
}

/** Swipe front: every two-digit number whose first digit is `digit`. */
export function swipeFront(digit: string): string[] {
  return DIGITS.map((other) => digit + other);
}

/** Swipe back: every two-digit number whose last digit is `digit`. */
export function swipeBack(digit: string): string[] {
  return DIGITS.map((other) => other + digit);
}

/** Reverse: the number and its reversal, once if they are the same. */
export function reverseNumber(number: string): string[] {
  const reversed = [...number].reverse().join('');
  return reversed === number ? [number] : [number, reversed];
}

/** The numbers one entry on the pad adds, for the mode in use (none: the entry itself). */
export function expandEntry(entry: string, mode: ShortcutMode | null): string[] {
  switch (mode) {
    case 'twentyFourDoors':
    case 'sixDoors':
      return permutations(entry);
    case 'nineteenDoors':
      return nineteenDoors(entry);
    case 'swipeFront':
      return swipeFront(entry);
    case 'swipeBack':
      return swipeBack(entry);
    case 'reverse':
      return reverseNumber(entry);
    default:
      return [entry];
  }
}
