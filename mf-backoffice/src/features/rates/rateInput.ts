import { hasAtMostTwoDecimals } from '@lotto/shared';

/**
 * Reduced rates and stake caps are typed as text: a positive number of at most two decimals, as
 * the server keeps them in hundredths. Answers the number, or null when the text is not one.
 */
export function positiveHundredths(text: string): number | null {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value > 0 && hasAtMostTwoDecimals(value) ? value : null;
}
