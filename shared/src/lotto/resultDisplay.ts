import { RESULT_GRID_COLUMNS } from '../constants';
import { PRIZE_LABELS, PRIZE_ORDER } from './betTypes';

/**
 * How a lottery result item is shown (docs/screens.md#screens-and-routes, docs/api-conventions.md#payloads): its entries in prize order
 * with their Thai labels, array values joined by commas, and each entry's share of the 12-column
 * grid. The result card of the results page and the home page's widget both use these.
 */

export type PrizeValue = string | readonly string[];

export interface PrizeEntry {
  key: string;
  label: string;
  text: string;
}

const FIRST_PRIZE = 'first_prize';

/** The Thai label of a prize key; an unknown key is shown as it is. */
export function prizeLabel(key: string): string {
  return PRIZE_LABELS[key as keyof typeof PRIZE_LABELS] ?? key;
}

/** Array values are shown joined by commas. */
export function prizeValueText(value: PrizeValue): string {
  return typeof value === 'string' ? value : value.join(', ');
}

const rank = (key: string) => (PRIZE_ORDER.includes(key) ? PRIZE_ORDER.indexOf(key) : PRIZE_ORDER.length);

/** A stored result's entries in prize order, whatever order its keys come in. */
export function prizeEntries(result: Readonly<Record<string, PrizeValue>>): PrizeEntry[] {
  return Object.entries(result)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, label: prizeLabel(key), text: prizeValueText(value) }));
}

/**
 * Columns of the 12-column grid each entry spans: first_prize the full width, the others an equal
 * share. The site counts the entries with one fewer for the government lottery: that one is its
 * first_prize, which has a row of its own, so its three other entries take a third each.
 */
export function resultGridSpans(keys: readonly string[]): number[] {
  const others = keys.filter((key) => key !== FIRST_PRIZE).length;
  const share = Math.max(1, Math.floor(RESULT_GRID_COLUMNS / Math.max(1, others)));
  return keys.map((key) => (key === FIRST_PRIZE ? RESULT_GRID_COLUMNS : share));
}

/** A government result card is shown wide. */
export function isWideResultCard(code: string): boolean {
  return code === 'government';
}
