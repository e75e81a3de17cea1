import * as yup from 'yup';

/**
 * The one rule of every date and time a request carries. A value outside the window is refused
 * by the schema, with the field's Thai message, instead of reaching a date column or Bangkok
 * formatting that cannot hold it (year 0000 or 10000 made PostgreSQL and toISOString throw: 5xx).
 * The window is far wider than any round, slip or report needs and narrow enough for every
 * column and formatter: Bangkok dates 2000-01-01 to 2099-12-31.
 */
export const FIRST_BANGKOK_DATE = '2000-01-01';
export const LAST_BANGKOK_DATE = '2099-12-31';

const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The first and the last instant whose Bangkok date is inside the window. */
const FIRST_INSTANT = Date.parse(`${FIRST_BANGKOK_DATE}T00:00:00Z`) - BANGKOK_OFFSET_MS;
const LAST_INSTANT = Date.parse(`${LAST_BANGKOK_DATE}T00:00:00Z`) + DAY_MS - 1 - BANGKOK_OFFSET_MS;

/** A real calendar date written YYYY-MM-DD, inside the window. */
export function isBangkokDateInWindow(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && text >= FIRST_BANGKOK_DATE && text <= LAST_BANGKOK_DATE && isCalendarDate(text);
}

/** V8 reads 2026-02-30 as 2 March: the date as written must be one of the calendar. */
function isCalendarDate(yyyyMmDd: string): boolean {
  const date = new Date(`${yyyyMmDd}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === yyyyMmDd;
}

/** An ISO 8601 date-time (4-digit year, at least hours and minutes) whose Bangkok date is inside the window. */
export function isIsoTimeInWindow(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) || !isCalendarDate(text.slice(0, 10))) return false;
  const time = Date.parse(text);
  return !Number.isNaN(time) && time >= FIRST_INSTANT && time <= LAST_INSTANT;
}

/** '' and null mean "not given" for the optional dates of the API (docs/api-conventions.md#calls). */
const absent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A Bangkok date YYYY-MM-DD; '', 'null' and null are "not given". */
export const bangkokDateRule = (message: string) =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (original === 'null' ? undefined : absent(original)) as string | undefined)
    .typeError(message)
    .test('bangkok-date', message, (value) => value === undefined || isBangkokDateInWindow(value))
    .meta({ description: `Bangkok date, YYYY-MM-DD, ${FIRST_BANGKOK_DATE} to ${LAST_BANGKOK_DATE}.` });

/** An ISO 8601 date-time; '' and null are "not given". */
export const isoTimeRule = (message: string) =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => absent(original) as string | undefined)
    .typeError(message)
    .test('iso-time', message, (value) => value === undefined || isIsoTimeInWindow(value))
    .meta({ description: `ISO 8601 date-time whose Bangkok date is ${FIRST_BANGKOK_DATE} to ${LAST_BANGKOK_DATE}.` });
