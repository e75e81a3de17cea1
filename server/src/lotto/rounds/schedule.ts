import { BANGKOK_OFFSET_MS, type Schedule } from '@lotto/shared';

/**
 * The rounds a lottery's schedule calls for, as real instants. Schedules are written in Bangkok
 * time, which is UTC+7 all year (no daylight saving), so a Bangkok calendar day is handled as a
 * whole number of days since 1970-01-01 and its times as fixed offsets from UTC: no time-zone
 * library and no dependence on the server's own zone.
 */
export interface RoundSlot {
  /** The round's name, unique per lottery: '2026-11-16', or '2026-11-23#37' for an interval lottery. */
  slot: string;
  /** The Bangkok date of the draw, YYYY-MM-DD (interval lotteries: the day the slot belongs to). */
  roundDate: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** 1970-01-01, day 0, was a Thursday. */
const WEEKDAY_OF_DAY_ZERO = 4;
/** How far back the occurrence before a window is looked for: covers a lottery drawn once in two months. */
const LOOKBACK_DAYS = 62;
/** A schedule with no occurrence in this many days is broken; the generator stops rather than spin. */
const MAX_EMPTY_DAYS = 400;

/** A Bangkok calendar day: days since 1970-01-01. */
type BangkokDay = number;

interface Closing {
  slot: string;
  roundDate: string;
  closeAt: number;
  drawAt: number;
}

const bangkokDayOf = (instantMs: number): BangkokDay => Math.floor((instantMs + BANGKOK_OFFSET_MS) / DAY_MS);
const instantOf = (day: BangkokDay, minutesOfDay: number): number => day * DAY_MS + minutesOfDay * MINUTE_MS - BANGKOK_OFFSET_MS;
const isoDateOf = (day: BangkokDay): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: BangkokDay): number => (day + WEEKDAY_OF_DAY_ZERO) % 7;
const dayOfMonthOf = (day: BangkokDay): number => new Date(day * DAY_MS).getUTCDate();

/** 'HH:mm' → minutes after midnight. */
function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`a schedule time is HH:mm, got '${time}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The rounds closing on one Bangkok day, in order of closing. */
function closingsOn(schedule: Schedule, day: BangkokDay): Closing[] {
  if (schedule.kind === 'interval') {
    const perDay = Math.floor((24 * 60) / schedule.minutes);
    const date = isoDateOf(day);
    // Round n of the day closes n intervals after midnight: #1 at 00:15, #96 at 24:00 for 15 minutes.
    return Array.from({ length: perDay }, (_, index) => {
      const closeAt = instantOf(day, (index + 1) * schedule.minutes);
      return { slot: `${date}#${index + 1}`, roundDate: date, closeAt, drawAt: closeAt };
    });
  }
  const drawsToday = schedule.kind === 'monthly' ? schedule.days.includes(dayOfMonthOf(day)) : schedule.weekdays.includes(weekdayOf(day));
  if (!drawsToday) return [];
  // The listed day is the day of closing, also when that is after midnight (Dow Jones at 01:30).
  const close = minutesOf(schedule.close);
  const draw = minutesOf(schedule.draw);
  const closeAt = instantOf(day, close);
  // A draw time earlier than the close is on the next day.
  const drawAt = instantOf(draw < close ? day + 1 : day, draw);
  const roundDate = isoDateOf(bangkokDayOf(drawAt));
  return [{ slot: roundDate, roundDate, closeAt, drawAt }];
}

/** The last closing at or before `instantMs`, or null when there was none in the lookback. */
function closingAtOrBefore(schedule: Schedule, instantMs: number): Closing | null {
  const lastDay = bangkokDayOf(instantMs);
  for (let day = lastDay; day >= lastDay - LOOKBACK_DAYS; day -= 1) {
    const last = closingsOn(schedule, day)
      .filter((closing) => closing.closeAt <= instantMs)
      .at(-1);
    if (last) return last;
  }
  return null;
}

/**
 * Every round closing after `after`, in order, without end. A round opens when the one before it
 * closes, so that a lottery always has a round open for bets.
 */
export function* roundSlotsAfter(schedule: Schedule, after: Date): Generator<RoundSlot> {
  const afterMs = after.getTime();
  const first = bangkokDayOf(afterMs);
  let previousClose = closingAtOrBefore(schedule, afterMs)?.closeAt ?? null;
  let emptyDays = 0;
  for (let day = first; emptyDays < MAX_EMPTY_DAYS; day += 1) {
    const closings = closingsOn(schedule, day).filter((closing) => closing.closeAt > afterMs);
    emptyDays = closings.length === 0 ? emptyDays + 1 : 0;
    for (const closing of closings) {
      // Only when nothing closed in the lookback does the first round open at `after` instead.
      const openAt = previousClose ?? afterMs;
      yield {
        slot: closing.slot,
        roundDate: closing.roundDate,
        openAt: new Date(openAt),
        closeAt: new Date(closing.closeAt),
        drawAt: new Date(closing.drawAt),
      };
      previousClose = closing.closeAt;
    }
  }
}

/** The rounds closing after `from` and at or before `to`. */
export function roundSlotsBetween(schedule: Schedule, from: Date, to: Date): RoundSlot[] {
  const slots: RoundSlot[] = [];
  for (const slot of roundSlotsAfter(schedule, from)) {
    if (slot.closeAt.getTime() > to.getTime()) break;
    slots.push(slot);
  }
  return slots;
}

/** The next `count` rounds closing after `from`. */
export function nextRoundSlots(schedule: Schedule, from: Date, count: number): RoundSlot[] {
  const slots: RoundSlot[] = [];
  if (count <= 0) return slots;
  for (const slot of roundSlotsAfter(schedule, from)) {
    slots.push(slot);
    if (slots.length === count) break;
  }
  return slots;
}
