import { BANGKOK_TZ } from '@lotto/shared';

const parts = (date: Date, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: BANGKOK_TZ, hourCycle: 'h23', ...options })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );

/** The hour (0-23) and minute of `date` on Bangkok's clock, whatever the browser's time zone. */
export function bangkokHourMinute(date: Date): { hour: number; minute: number } {
  const { hour, minute } = parts(date, { hour: '2-digit', minute: '2-digit' });
  return { hour: Number(hour), minute: Number(minute) };
}

/** HH:mm, as the deposit call takes the transfer time. */
export function transferTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
