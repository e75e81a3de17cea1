import type { RunningRound } from '../contracts/lotto';

/** Round card states and order of docs/screens.md#behaviour, for the rounds list and the bet screen alike. */

/** notYetOpen: start_at is still ahead (a round listed before it opens takes no bets yet). */
export type RunningRoundState = 'open' | 'notYetOpen' | 'closed' | 'invalid';

/**
 * Open from start_at up to and including end_at; not yet open before start_at; closed after
 * end_at; invalid when start_at is after end_at.
 */
export function runningRoundState(startAt: Date, endAt: Date, now: Date): RunningRoundState {
  if (startAt.getTime() > endAt.getTime()) return 'invalid';
  if (now.getTime() > endAt.getTime()) return 'closed';
  return now.getTime() < startAt.getTime() ? 'notYetOpen' : 'open';
}

export function roundState(round: Pick<RunningRound, 'start_at' | 'end_at'>, now: Date): RunningRoundState {
  return runningRoundState(new Date(round.start_at), new Date(round.end_at), now);
}

const STATE_ORDER: Record<RunningRoundState, number> = { open: 0, notYetOpen: 1, closed: 2, invalid: 3 };

/** Open rounds first, then those not yet open, then closed ones, then invalid ones; each by closing time. */
export function compareRunningRounds(now: Date): (a: RunningRound, b: RunningRound) => number {
  const rank = (round: RunningRound) => STATE_ORDER[roundState(round, now)];
  return (a, b) => rank(a) - rank(b) || Date.parse(a.end_at) - Date.parse(b.end_at);
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `end`, whole seconds, never negative. */
export function countdownTo(end: Date, now: Date): Countdown {
  const total = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** days : hours : minutes : seconds, each of two digits at least. */
export function formatCountdown({ days, hours, minutes, seconds }: Countdown): string {
  return [days, hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(' : ');
}
