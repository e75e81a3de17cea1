import { formatMoney, formatMoneyDate, formatResultDate, formatRoundTime } from './format';

describe('formatting of SPEC.md section 9', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [200000, '200,000.00'],
    [0.005, '0.01'],
  ])('money %p → %p', (baht, text) => {
    expect(formatMoney(baht)).toBe(text);
  });

  it('writes round end times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatRoundTime(new Date(2026, 10, 16, 15, 30, 5))).toBe('2026-11-16 15:30:05');
  });

  it('writes money dates as DD/MM/YYYY HH:mm:ss', () => {
    expect(formatMoneyDate(new Date(2026, 0, 2, 9, 5, 0))).toBe('02/01/2026 09:05:00');
  });

  it('writes result dates like 01 January 2024', () => {
    expect(formatResultDate(new Date(2024, 0, 1))).toBe('01 January 2024');
  });
});
