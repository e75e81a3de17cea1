import { LOTTERIES } from './catalogue';
import { defaultVoidAfterMinutes, voidDeadline } from './voidDeadline';

describe('void deadlines', () => {
  it('gives the government draws a day and every other lottery two hours', () => {
    const byCode = Object.fromEntries(LOTTERIES.map((lottery) => [lottery.code, defaultVoidAfterMinutes(lottery)]));
    expect(byCode.government).toBe(1440);
    expect(byCode.government_top1000).toBe(1440);
    expect(byCode.hanoi).toBe(120);
    expect(byCode.dowjones).toBe(120);
  });

  it('falls the given minutes after the draw time', () => {
    expect(voidDeadline(new Date('2026-01-16T09:00:00.000Z'), 1440).toISOString()).toBe('2026-01-17T09:00:00.000Z');
    expect(voidDeadline(new Date('2026-01-16T11:30:00.000Z'), 120).toISOString()).toBe('2026-01-16T13:30:00.000Z');
  });
});
