import { bahtToSatang, hasAtMostTwoDecimals, satangToBaht, type BetType } from '@lotto/shared';
import type { CartLine } from './cartSlice';

/** A typed amount as baht, or null when it is not a positive amount of at most 2 decimals. */
export function lineAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const baht = Number(trimmed);
  return baht > 0 && hasAtMostTwoDecimals(baht) ? baht : null;
}

/** Stake × rate, counted in satang so that 0.1 + 0.2 stays 0.30. */
export function linePrize(line: CartLine): number {
  const satang = bahtToSatang(lineAmount(line.amount) ?? 0) ?? 0n;
  return satangToBaht((satang * BigInt(Math.round(line.rate * 100))) / 100n);
}

const sumBaht = (values: number[]) => satangToBaht(values.reduce((sum, value) => sum + (bahtToSatang(value) ?? 0n), 0n));

export interface TypeTotals {
  type: BetType;
  lines: CartLine[];
  stake: number;
  prize: number;
}

export interface CartTotals {
  byType: TypeTotals[];
  total: number;
  /** Some line's amount is empty or not a valid amount: the slip cannot be sent as it is. */
  hasInvalidAmount: boolean;
}

/** Per type (in the order types were first added) the lines, their stake and prize; the grand total. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const types = [...new Set(lines.map((line) => line.type))];
  const byType = types.map((type) => {
    const ofType = lines.filter((line) => line.type === type);
    return {
      type,
      lines: ofType,
      stake: sumBaht(ofType.map((line) => lineAmount(line.amount) ?? 0)),
      prize: sumBaht(ofType.map(linePrize)),
    };
  });
  return {
    byType,
    total: sumBaht(byType.map((group) => group.stake)),
    hasInvalidAmount: lines.some((line) => lineAmount(line.amount) === null),
  };
}
