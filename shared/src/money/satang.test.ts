import { bahtToSatang, hasAtMostTwoDecimals, satangToBaht } from './satang';

describe('baht and satang', () => {
  it.each([
    [0, 0n],
    [1, 100n],
    [0.01, 1n],
    [1.1, 110n],
    [1.15, 115n],
    [200000, 20_000_000n],
    [10000.99, 1_000_099n],
    [-5.5, -550n],
  ])('%p baht is %p satang', (baht, satang) => {
    expect(bahtToSatang(baht)).toBe(satang);
    expect(satangToBaht(satang)).toBe(baht);
  });

  it.each([1.005, 0.001, 12.345, NaN, Infinity, 1e20])('refuses %p', (baht) => {
    expect(bahtToSatang(baht)).toBeNull();
    expect(hasAtMostTwoDecimals(baht)).toBe(false);
  });
});
