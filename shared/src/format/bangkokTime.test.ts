import {
  bangkokClockTime,
  bangkokDate,
  bangkokDayOf,
  bangkokHourMinute,
  bangkokToday,
  fromBangkokInput,
  toBangkokInput,
  transferTime,
} from './bangkokTime';

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

describe('Bangkok times of the back office and the result screens', () => {
  it('reads and writes datetime-local values on Bangkok clock', () => {
    expect(toBangkokInput('2026-11-23T17:05:00.000Z')).toBe('2026-11-24T00:05');
    expect(fromBangkokInput('2026-11-24T00:05')).toBe('2026-11-23T17:05:00.000Z');
    expect(fromBangkokInput('2026-11-24')).toBeNull();
  });

  it('gives the Bangkok date, day and time of day of an instant', () => {
    expect(bangkokDate(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(bangkokToday(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
    expect(bangkokDayOf(new Date('2026-11-23T16:59:59Z'))).toEqual({
      date: '2026-11-23',
      from: new Date('2026-11-22T17:00:00Z'),
      to: new Date('2026-11-23T17:00:00Z'),
    });
    expect(bangkokClockTime('2026-11-23T08:30:00Z')).toBe('15:30');
  });
});
