/** Bangkok keeps UTC+7 all year (no daylight saving), so its days are fixed UTC intervals. */
const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export interface BangkokDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Midnight in Bangkok, inclusive. */
  from: Date;
  /** The next midnight, exclusive. */
  to: Date;
}

export function bangkokDayOf(time: Date): BangkokDay {
  const local = time.getTime() + BANGKOK_OFFSET_MS;
  const start = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return {
    date: new Date(start).toISOString().slice(0, 10),
    from: new Date(start - BANGKOK_OFFSET_MS),
    to: new Date(start - BANGKOK_OFFSET_MS + DAY_MS),
  };
}
