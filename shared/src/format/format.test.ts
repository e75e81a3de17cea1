import fc from 'fast-check';
import { formatMoney, formatMoneyDate, formatRate, formatRoundTime, maskAccountNumber, withValues } from './format';
import { formatResultDate } from './resultDate';

describe('formatting of docs/api-conventions.md#constants', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [200000, '200,000.00'],
    [0.005, '0.01'],
  ])('money %p → %p', (baht, text) => {
    expect(formatMoney(baht)).toBe(text);
  });

  it.each([
    [900, '900'],
    [3.2, '3.2'],
    [4.256, '4.26'],
    [1000, '1,000'],
  ])('payout rate %p → %p', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  // Intl.NumberFormat is what both are written to match (format.ts says why they do not use it).
  const amounts = fc.oneof(
    fc.integer({ min: -1e14, max: 1e14 }).map((satang) => satang / 100),
    fc.double({ min: -1e12, max: 1e12, noNaN: true }).filter((value) => !Object.is(value, -0)),
  );

  it('writes money exactly as Intl.NumberFormat en-US with 2 decimals', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(amounts, (baht) => formatMoney(baht) === intl.format(baht)),
      { numRuns: 5000 },
    );
  });

  it('writes rates exactly as Intl.NumberFormat en-US with at most 2 decimals', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    fc.assert(
      fc.property(amounts, (rate) => formatRate(rate) === intl.format(rate)),
      { numRuns: 5000 },
    );
  });

  it('writes round end times as YYYY-MM-DD HH:mm:ss in Bangkok time, whatever the device zone', () => {
    expect(formatRoundTime('2026-11-16T08:30:05.000Z')).toBe('2026-11-16 15:30:05');
    expect(formatRoundTime('2026-11-16T20:00:00.000Z')).toBe('2026-11-17 03:00:00');
  });

  it('writes money dates as DD/MM/YYYY HH:mm:ss in Bangkok time', () => {
    expect(formatMoneyDate('2026-01-02T02:05:00.000Z')).toBe('02/01/2026 09:05:00');
    expect(formatMoneyDate('2026-12-31T17:00:00.000Z')).toBe('01/01/2027 00:00:00');
  });

  it('writes result dates like 01 January 2024, the month in Thai', () => {
    expect(formatResultDate('2024-01-01')).toBe('01 มกราคม 2024');
    expect(formatResultDate('2026-11-16')).toBe('16 พฤศจิกายน 2026');
  });
});

describe('withValues', () => {
  it('fills the named places and leaves unknown ones', () => {
    expect(withValues('เลข {number} เหลือ {left} บาท {other}', { number: '59', left: '10.00' })).toBe('เลข 59 เหลือ 10.00 บาท {other}');
    expect(withValues('รอ {seconds} วินาที', { seconds: 8 })).toBe('รอ 8 วินาที');
  });
});

describe('maskAccountNumber', () => {
  test.each([
    ['1234567890', 'xxx-x-x6789-x'],
    ['123-4-56789-0', 'xxx-x-x6789-x'],
    ['123456789012345', 'xxx-x-x1234-x'],
    ['12', 'xxx-x-xxxxx-x'],
  ])('%s is shown as %s', (accountNumber, masked) => {
    expect(maskAccountNumber(accountNumber)).toBe(masked);
  });
});
