import { BANGKOK_OFFSET_MS } from './bangkokTime';

/**
 * A number written in digits with its whole part grouped in threes by commas, as en-US writes it
 * (-1234567.5 → -1,234,567.5). Not Intl.NumberFormat: the first one a page builds loads the
 * browser's number data, 12–40 ms of one task at start-up here (bench/README.md).
 */
export function groupedThousands(digits: string): string {
  const point = digits.includes('.') ? digits.indexOf('.') : digits.length;
  return digits.slice(0, point).replace(/\B(?=(\d{3})+$)/g, ',') + digits.slice(point);
}

/** Amounts in en-US format with exactly 2 decimals (docs/api-conventions.md#constants). */
export function formatMoney(baht: number): string {
  return groupedThousands(baht.toFixed(2));
}

/** A payout rate as the home page shows it: en-US grouping, at most 2 decimals (900, 3.2, 1,000). */
export function formatRate(rate: number): string {
  return groupedThousands(rate.toFixed(2).replace(/\.?0+$/, ''));
}

/**
 * Bangkok's wall clock of an instant as YYYY-MM-DD and HH:mm:ss. Thailand keeps UTC+7 all year,
 * so the offset is added and the UTC fields read: no date library on the first render's path.
 */
function bangkokParts(date: Date | string): { day: string; clock: string } {
  const iso = new Date(new Date(date).getTime() + BANGKOK_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), clock: iso.slice(11, 19) };
}

/** Round end times in Bangkok time, wherever the member's device is: YYYY-MM-DD HH:mm:ss. */
export function formatRoundTime(date: Date | string): string {
  const { day, clock } = bangkokParts(date);
  return `${day} ${clock}`;
}

/** Money dates in Bangkok time: DD/MM/YYYY HH:mm:ss. */
export function formatMoneyDate(date: Date | string): string {
  const { day, clock } = bangkokParts(date);
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}/${month}/${year} ${clock}`;
}

/** Fills the `{name}` places of a Thai message; a place with no value stays as it is. */
export function withValues(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/**
 * A bank account number as banks print it masked: `xxx-x-x1234-x`, the four digits before the
 * last shown, the rest hidden (also its length), whatever the bank's own grouping.
 */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  if (digits.length < 5) return 'xxx-x-xxxxx-x';
  return `xxx-x-x${digits.slice(-5, -1)}-x`;
}
