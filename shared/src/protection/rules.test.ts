import {
  breakEnd,
  breakInForce,
  breakRefusal,
  laterEnd,
  limitBreach,
  limitChangeTiming,
  limitLeftMessage,
  nextRealityCheckAt,
  playedFor,
} from './rules';
import { playLimitsRequestSchema, selfExclusionRequestSchema } from '../contracts/protection';

describe('limitChangeTiming', () => {
  it('takes a first limit and a lower one at once', () => {
    expect(limitChangeTiming(null, 500n)).toBe('now');
    expect(limitChangeTiming(1000n, 500n)).toBe('now');
  });
  it('delays a higher limit and a removal', () => {
    expect(limitChangeTiming(500n, 1000n)).toBe('later');
    expect(limitChangeTiming(500n, null)).toBe('later');
  });
  it('changes nothing for the same value', () => {
    expect(limitChangeTiming(500n, 500n)).toBe('unchanged');
    expect(limitChangeTiming(null, null)).toBe('unchanged');
  });
});

describe('limitBreach', () => {
  const uses = [
    { kind: 'deposit' as const, period: 'day' as const, limit: 50_000n, used: 35_000n },
    { kind: 'deposit' as const, period: 'week' as const, limit: 100_000n, used: 95_000n },
    { kind: 'deposit' as const, period: 'month' as const, limit: null, used: 95_000n },
  ];
  it('accepts an amount that fits every limit', () => {
    expect(limitBreach(uses, 5_000n)).toBeNull();
  });
  it('names the tightest limit the amount would pass', () => {
    expect(limitBreach(uses, 10_000n)).toEqual({ kind: 'deposit', period: 'week', left: 5_000n });
  });
  it('never reports less than nothing left', () => {
    expect(limitBreach([{ kind: 'loss', period: 'day', limit: 100n, used: 300n }], 1n)).toEqual({ kind: 'loss', period: 'day', left: 0n });
  });
});

describe('messages and times', () => {
  it('names the limit and what is left', () => {
    expect(limitLeftMessage('deposit', 'day', '150.00')).toBe('วงเงินฝากต่อวันเหลือ 150.00 บาท');
    expect(limitLeftMessage('loss', 'week', '0.00')).toBe('วงเงินเสียต่อสัปดาห์เหลือ 0.00 บาท');
    expect(limitLeftMessage('stake', 'month', '10.00')).toBe('วงเงินแทงต่อเดือนเหลือ 10.00 บาท');
  });
  it('ends breaks by their period', () => {
    const from = new Date('2026-01-31T10:00:00Z');
    expect(breakEnd('24h', from).toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(breakEnd('30d', from).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(breakEnd('1y', from).toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(breakEnd('5y', from).toISOString()).toBe('2031-01-31T10:00:00.000Z');
  });
  it('keeps the later end of two breaks', () => {
    const early = new Date('2026-01-01T00:00:00Z');
    const late = new Date('2027-01-01T00:00:00Z');
    expect(laterEnd(late, early)).toBe(late);
    expect(laterEnd(early, late)).toBe(late);
    expect(laterEnd(null, early)).toBe(early);
  });
  it('says how long the member has played', () => {
    expect(playedFor(25 * 60_000)).toBe('25 นาที');
    expect(playedFor(65 * 60_000)).toBe('1 ชั่วโมง 5 นาที');
  });
  it('schedules the next reality check from login or the last answer', () => {
    expect(nextRealityCheckAt(1000, null, 500)).toBe(1500);
    expect(nextRealityCheckAt(1000, 4000, 500)).toBe(4500);
  });
});

describe('request schemas', () => {
  it('takes limits in baht or null and refuses zero', async () => {
    await expect(playLimitsRequestSchema.validate({ deposit: { day: 500, week: null, month: null } })).resolves.toBeTruthy();
    await expect(playLimitsRequestSchema.validate({ deposit: { day: 0, week: null, month: null } })).rejects.toThrow(
      'วงเงินต้องเป็นจำนวนเงินมากกว่า 0 บาท',
    );
    await expect(playLimitsRequestSchema.validate({ reality_check_minutes: 45 })).rejects.toThrow('กรุณาเลือกเวลาเตือน 30 หรือ 60 นาที');
  });
  it('takes only the periods of each kind of break', async () => {
    await expect(selfExclusionRequestSchema.validate({ kind: 'timeout', period: '7d' })).resolves.toBeTruthy();
    await expect(selfExclusionRequestSchema.validate({ kind: 'exclusion', period: '5y' })).resolves.toBeTruthy();
    await expect(selfExclusionRequestSchema.validate({ kind: 'timeout', period: '1y' })).rejects.toThrow('กรุณาเลือกระยะเวลา');
  });
});

describe('breakInForce', () => {
  const now = new Date('2026-11-28T01:00:00.000Z');
  const later = '2026-11-29T01:00:00.000Z';
  const latest = '2027-05-28T01:00:00.000Z';
  const past = '2026-11-27T01:00:00.000Z';

  it('is the self-exclusion when it ends as late as the time-out or later, else the time-out', () => {
    expect(breakInForce({ timeout_until: later, excluded_until: latest }, now)).toEqual({ kind: 'exclusion', until: latest });
    expect(breakInForce({ timeout_until: later, excluded_until: later }, now)).toEqual({ kind: 'exclusion', until: later });
    expect(breakInForce({ timeout_until: latest, excluded_until: later }, now)).toEqual({ kind: 'timeout', until: latest });
    expect(breakInForce({ timeout_until: past, excluded_until: later }, now)).toEqual({ kind: 'exclusion', until: later });
  });

  it('is null when neither is in force, and takes Dates as the server keeps them', () => {
    expect(breakInForce({ timeout_until: past, excluded_until: null }, now)).toBeNull();
    expect(breakInForce({ timeout_until: null, excluded_until: null }, now)).toBeNull();
    expect(breakInForce({ timeout_until: new Date(later), excluded_until: null }, now)).toEqual({
      kind: 'timeout',
      until: new Date(later),
    });
  });

  it('says the refusal with its end in Bangkok time', () => {
    expect(breakRefusal({ kind: 'timeout', until: later })).toBe('คุณพักการเล่นอยู่ถึง 29/11/2026 08:00:00 ระหว่างนี้ฝากเงินและแทงหวยไม่ได้');
    expect(breakRefusal({ kind: 'exclusion', until: new Date(latest) })).toBe(
      'คุณระงับการเล่นตนเองอยู่ถึง 28/05/2027 08:00:00 ระหว่างนี้ฝากเงินและแทงหวยไม่ได้',
    );
  });
});
