import { BANGKOK_TZ } from '@lotto/shared';

const format = new Intl.DateTimeFormat('en-GB', { timeZone: BANGKOK_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A time of day in Bangkok, HH:mm, whatever the viewer's time zone. */
export function bangkokTime(iso: string): string {
  return format.format(new Date(iso));
}
