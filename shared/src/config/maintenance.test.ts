import { closingWindow, formatTimeLeft, isComing, isInForce } from './maintenance';

const NOW = new Date('2026-05-16T05:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const HOUR = 3_600_000;
const base = { lottery: null, from: null, until: null, message: 'ปิดปรับปรุง' };

describe('maintenance windows', () => {
  it('are in force from their start (none: at once) until their end, the end itself excluded', () => {
    expect(isInForce({ ...base, module: 'deposit' }, NOW)).toBe(true);
    expect(isInForce({ ...base, module: 'deposit', from: at(0) }, NOW)).toBe(true);
    expect(isInForce({ ...base, module: 'deposit', from: at(1) }, NOW)).toBe(false);
    expect(isInForce({ ...base, module: 'deposit', until: at(1) }, NOW)).toBe(true);
    expect(isInForce({ ...base, module: 'deposit', until: at(0) }, NOW)).toBe(false);
    expect(isComing({ ...base, module: 'deposit', from: at(HOUR) }, NOW)).toBe(true);
    expect(isComing({ ...base, module: 'deposit' }, NOW)).toBe(false);
  });

  it('close betting on every lottery, or on the one named', () => {
    const all = { ...base, id: 1, module: 'bet' as const };
    const hanoi = { ...base, id: 2, module: 'bet' as const, lottery: 'hanoi' };
    expect(closingWindow([hanoi], 'bet', NOW, 'hanoi')).toBe(hanoi);
    expect(closingWindow([hanoi], 'bet', NOW, 'lao')).toBeUndefined();
    expect(closingWindow([all], 'bet', NOW, 'lao')).toBe(all);
    expect(closingWindow([all, hanoi], 'deposit', NOW)).toBeUndefined();
  });

  it('name the one that ends last when several close a module', () => {
    const soon = { ...base, id: 1, module: 'deposit' as const, until: at(HOUR) };
    const later = { ...base, id: 2, module: 'deposit' as const, until: at(2 * HOUR) };
    const open = { ...base, id: 3, module: 'deposit' as const };
    expect(closingWindow([soon, later], 'deposit', NOW)).toBe(later);
    expect(closingWindow([soon, open, later], 'deposit', NOW)).toBe(open);
  });

  it.each([
    [HOUR + 23 * 60_000 + 45_000, '1:23:45'],
    [26 * HOUR, '26:00:00'],
    [59_000, '0:00:59'],
    [-5_000, '0:00:00'],
  ])('count down %p ms as %p', (left, shown) => {
    expect(formatTimeLeft(at(left), NOW)).toBe(shown);
  });
});
