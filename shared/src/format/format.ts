// The reference travels with this file into every build that compiles shared from source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./moment-locale.d.ts" />
import moment from 'moment';
import 'moment/locale/th';
import { BANGKOK_OFFSET_MINUTES } from './bangkokTime';

const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts in en-US format with exactly 2 decimals (docs/api-conventions.md#constants). */
export function formatMoney(baht: number): string {
  return moneyFormat.format(baht);
}


/** Round end times in Bangkok time, wherever the member's device is: YYYY-MM-DD HH:mm:ss. */
export function formatRoundTime(date: Date | string): string {
  return moment(date).utcOffset(BANGKOK_OFFSET_MINUTES).format('YYYY-MM-DD HH:mm:ss');
}

/** Money dates in Bangkok time: DD/MM/YYYY HH:mm:ss. */
export function formatMoneyDate(date: Date | string): string {
  return moment(date).utcOffset(BANGKOK_OFFSET_MINUTES).format('DD/MM/YYYY HH:mm:ss');
}

/** Result dates (a draw date, YYYY-MM-DD) like "01 January 2024", with the month in Thai: "01 มกราคม 2024". */
export function formatResultDate(date: Date | string): string {
  return moment(date).locale('th').format('DD MMMM YYYY');
}

/** Fills the `{name}` places of a Thai message; a place with no value stays as it is. */
export function withValues(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
