import { capIsNear } from './capNear';

describe('capIsNear: when รับได้อีก shows', () => {
  it('shows once at most a fifth of the cap is left, not before', () => {
    expect(capIsNear({ remaining: 1_000, cap: 1_000 })).toBe(false);
    expect(capIsNear({ remaining: 200.01, cap: 1_000 })).toBe(false);
    expect(capIsNear({ remaining: 200, cap: 1_000 })).toBe(true);
    expect(capIsNear({ remaining: 1_250, cap: 10_000 })).toBe(true);
    expect(capIsNear({ remaining: 0.01, cap: 1_000 })).toBe(true);
  });

  it('counts in satang, so a float product never moves the line', () => {
    // 0.2 * 0.3 is 0.06000000000000001 in floating point.
    expect(capIsNear({ remaining: 0.06, cap: 0.3 })).toBe(true);
    expect(capIsNear({ remaining: 0.07, cap: 0.3 })).toBe(false);
  });

  it('shows when the typed stake is more than is left, however far the cap', () => {
    expect(capIsNear({ remaining: 500, cap: 1_000, stake: 500.01 })).toBe(true);
    expect(capIsNear({ remaining: 500, cap: 1_000, stake: 500 })).toBe(false);
    expect(capIsNear({ remaining: 500, cap: null, stake: 600 })).toBe(true);
  });

  it('never shows for an uncapped number, and ignores a stake that is not an amount', () => {
    expect(capIsNear({ remaining: null, cap: null, stake: 1_000_000 })).toBe(false);
    expect(capIsNear({ remaining: 500, cap: null })).toBe(false);
    expect(capIsNear({ remaining: 500, cap: 1_000, stake: Number.NaN })).toBe(false);
    expect(capIsNear({ remaining: 500, cap: 1_000, stake: null })).toBe(false);
  });
});
