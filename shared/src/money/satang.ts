/**
 * Money is stored as integer satang (1 baht = 100 satang); the API carries baht numbers with at
 * most 2 decimals (docs/api-conventions.md). These are the only conversions between the two.
 */
/** Baht with at most 2 decimals → satang; null for anything else (NaN, 3 decimals, too large). */
export function bahtToSatang(baht: number): bigint | null {
  if (!Number.isFinite(baht) || Math.abs(baht) > Number.MAX_SAFE_INTEGER / 100) return null;
  const satang = Math.round(baht * 100);
  // 1.005 * 100 is 100.49999…: compare on the decimal text, not on the float product.
  if (Number((satang / 100).toFixed(2)) !== baht) return null;
  return BigInt(satang);
}

export function satangToBaht(satang: bigint): number {
  return Number(satang) / 100;
}

export function hasAtMostTwoDecimals(baht: number): boolean {
  return bahtToSatang(baht) !== null;
}
