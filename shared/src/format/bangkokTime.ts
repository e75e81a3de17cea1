/**
 * Bangkok time, for the browser and the server alike. Thailand keeps UTC+7 all year (no daylight
 * saving), so a Bangkok wall-clock time converts with a fixed offset: no time-zone database and
 * no dependence on the zone of the device or the server.
 */
export const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The instant moved onto Bangkok's clock, read with the UTC getters. */
const onBangkokClock = (time: Date | string): Date =>
  new Date((typeof time === 'string' ? Date.parse(time) : time.getTime()) + BANGKOK_OFFSET_MS);

/** The Bangkok calendar date of a time, YYYY-MM-DD: a round's date is its draw's. */
export function bangkokDate(time: Date): string {
  return onBangkokClock(time).toISOString().slice(0, 10);
}

/** Today's date in Bangkok, YYYY-MM-DD. */
export function bangkokToday(now = new Date()): string {
  return bangkokDate(now);
}

export interface BangkokDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Midnight in Bangkok, inclusive. */
  from: Date;
  /** The next midnight, exclusive. */
  to: Date;
}

/** The Bangkok day a time falls in, as a UTC interval. */
export function bangkokDayOf(time: Date): BangkokDay {
  const local = time.getTime() + BANGKOK_OFFSET_MS;
  const start = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return {
    date: new Date(start).toISOString().slice(0, 10),
    from: new Date(start - BANGKOK_OFFSET_MS),
    to: new Date(start - BANGKOK_OFFSET_MS + DAY_MS),
  };
}

/** The hour (0-23) and minute of `date` on Bangkok's clock. */
export function bangkokHourMinute(date: Date): { hour: number; minute: number } {
  const local = onBangkokClock(date);
  return { hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

/** A time of day in Bangkok, HH:mm. */
export function bangkokClockTime(iso: string): string {
  return onBangkokClock(iso).toISOString().slice(11, 16);
}

/** HH:mm of an hour and a minute, as the deposit call takes the transfer time. */
export function transferTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** An ISO time as a `datetime-local` value on Bangkok's clock (YYYY-MM-DDTHH:mm). */
export function toBangkokInput(iso: string): string {
  return onBangkokClock(iso).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Bangkok time, as an ISO UTC string; null when it is not a time. */
export function fromBangkokInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00+07:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
