import { bangkokHourMinute, transferTime } from './bangkokTime';

describe('Bangkok time', () => {
  it('is UTC+7 whatever the browser is set to', () => {
    expect(bangkokHourMinute(new Date('2026-11-23T17:05:00Z'))).toEqual({ hour: 0, minute: 5 });
    expect(bangkokHourMinute(new Date('2026-11-23T16:59:00Z'))).toEqual({ hour: 23, minute: 59 });
  });

  it('writes the transfer time as HH:mm', () => {
    expect(transferTime(9, 5)).toBe('09:05');
    expect(transferTime(23, 59)).toBe('23:59');
  });
});
