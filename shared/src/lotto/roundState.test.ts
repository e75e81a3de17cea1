import type { RunningRound } from '../contracts/lotto';
import { compareRunningRounds, countdownTo, formatCountdown, roundState } from './roundState';

const now = new Date('2026-01-16T08:00:00Z');
const round = (round_id: string, start_at: string, end_at: string): RunningRound => ({
  round_id,
  code: `lottery${round_id}`,
  name: `หวย ${round_id}`,
  logo: '',
  type: 'single',
  date: '2026-01-16',
  start_at,
  end_at,
  result: null,
  result_date: null,
});

describe('round states and order (docs/screens.md#behaviour)', () => {
  it('is open up to and including end_at, closed after, invalid when start_at is after end_at', () => {
    expect(roundState(round('1', '2026-01-15T00:00:00Z', '2026-01-16T08:00:00Z'), now)).toBe('open');
    expect(roundState(round('1', '2026-01-15T00:00:00Z', '2026-01-16T07:59:59Z'), now)).toBe('closed');
    expect(roundState(round('1', '2026-01-17T00:00:00Z', '2026-01-16T09:00:00Z'), now)).toBe('invalid');
  });

  it('is not yet open before start_at and open from start_at on', () => {
    expect(roundState(round('1', '2026-01-16T08:00:01Z', '2026-01-17T08:00:00Z'), now)).toBe('notYetOpen');
    expect(roundState(round('1', '2026-01-16T08:00:00Z', '2026-01-17T08:00:00Z'), now)).toBe('open');
  });

  it('puts rounds not yet open after the open ones and before the closed ones', () => {
    const rounds = [
      round('closed', '2026-01-15T00:00:00Z', '2026-01-16T07:00:00Z'),
      round('ahead', '2026-01-16T12:00:00Z', '2026-01-16T13:00:00Z'),
      round('open', '2026-01-15T00:00:00Z', '2026-01-17T00:00:00Z'),
    ];
    expect(rounds.sort(compareRunningRounds(now)).map((item) => item.round_id)).toEqual(['open', 'ahead', 'closed']);
  });

  it('orders open rounds first, then closed, then invalid, each by closing time', () => {
    const rounds = [
      round('invalid', '2026-01-20T00:00:00Z', '2026-01-16T09:00:00Z'),
      round('closed', '2026-01-15T00:00:00Z', '2026-01-16T07:00:00Z'),
      round('late', '2026-01-15T00:00:00Z', '2026-01-17T00:00:00Z'),
      round('soon', '2026-01-15T00:00:00Z', '2026-01-16T09:00:00Z'),
    ];
    expect(rounds.sort(compareRunningRounds(now)).map((item) => item.round_id)).toEqual(['soon', 'late', 'closed', 'invalid']);
  });

  it('counts down in days, hours, minutes and seconds, never below zero', () => {
    const left = countdownTo(new Date('2026-01-17T10:03:04Z'), now);
    expect(left).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(formatCountdown(left)).toBe('01 : 02 : 03 : 04');
    expect(formatCountdown(countdownTo(new Date('2026-01-16T07:00:00Z'), now))).toBe('00 : 00 : 00 : 00');
  });
});
