// The reference travels with this file into every build that compiles shared from source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./moment-locale.d.ts" />
import moment from 'moment';
import 'moment/locale/th';

const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts in en-US format with exactly 2 decimals (SPEC.md section 9). */
export function formatMoney(baht: number): string {
  return moneyFormat.format(baht);
}

/** Round end times: YYYY-MM-DD HH:mm:ss. */
export function formatRoundTime(date: Date | string): string {
  return moment(date).format('YYYY-MM-DD HH:mm:ss');
}

/** Money dates: DD/MM/YYYY HH:mm:ss. */
export function formatMoneyDate(date: Date | string): string {
  return moment(date).format('DD/MM/YYYY HH:mm:ss');
}

/** Result dates like 01 January 2024. */
export function formatResultDate(date: Date | string): string {
  return moment(date).locale('en').format('DD MMMM YYYY');
}
