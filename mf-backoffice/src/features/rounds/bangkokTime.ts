/** Thailand keeps +07:00 all year, so a Bangkok wall-clock time converts with a fixed offset. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** An ISO time as a `datetime-local` value on Bangkok's clock (YYYY-MM-DDTHH:mm), whatever the browser's zone. */
export function toBangkokInput(iso: string): string {
  return new Date(Date.parse(iso) + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Bangkok time, as an ISO UTC string; null when it is not a time. */
export function fromBangkokInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00+07:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Today's date in Bangkok, YYYY-MM-DD: the rounds screen opens on it. */
export function bangkokToday(now = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
