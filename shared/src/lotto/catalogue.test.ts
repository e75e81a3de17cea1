import { LOTTERIES, lotteryByCode, offeredBetTypes } from './catalogue';

describe('lottery catalogue', () => {
  it('has a unique code for every lottery', () => {
    const codes = LOTTERIES.map((lottery) => lottery.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9_]+$/);
  });

  it('includes the lotteries of docs/api-conventions.md#constants and yeekee', () => {
    for (const code of [
      'government',
      'gsb_5y',
      'gsb_1y',
      'baac',
      'malaysia',
      'hanoi',
      'hanoi_vip',
      'hanoi_special',
      'lao',
      'lao_star',
      'china_morning',
      'china_afternoon',
      'nikkei_morning',
      'nikkei_afternoon',
      'korea',
      'dowjones',
      'taiwan',
      'germany',
      'russia',
      'singapore',
      'england',
      'india',
      'hangseng_morning',
      'hangseng_afternoon',
      'yeekee',
    ]) {
      expect(lotteryByCode(code)).toBeDefined();
    }
  });

  it('offers all ten bet types on the government draw', () => {
    expect(offeredBetTypes(lotteryByCode('government')!)).toHaveLength(10);
  });

  it('offers 4-digit types only where the result has four digits, and front/back threes only on a government draw', () => {
    expect(offeredBetTypes(lotteryByCode('lao')!)).toEqual([
      'top_four',
      'todd_four',
      'top_three',
      'todd_three',
      'top_two',
      'bottom_two',
      'top_one',
      'bottom_one',
    ]);
    expect(offeredBetTypes(lotteryByCode('hanoi')!)).toEqual(['top_three', 'todd_three', 'top_two', 'bottom_two', 'top_one', 'bottom_one']);
  });

  it('writes every close and draw time as HH:mm', () => {
    for (const { schedule } of LOTTERIES) {
      if (schedule.kind !== 'interval') {
        expect(schedule.close).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(schedule.draw).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }
    }
  });
});
