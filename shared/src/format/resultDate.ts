// The reference travels with this file into every build that compiles shared from source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./moment-locale.d.ts" />
import moment from 'moment';
import 'moment/locale/th';

/**
 * Result dates (a draw date, YYYY-MM-DD) like "01 January 2024", with the month in Thai: "01 มกราคม 2024".
 * The one use of moment, in a module of its own so that only the pages showing results load it.
 */
export function formatResultDate(date: Date | string): string {
  return moment(date).locale('th').format('DD MMMM YYYY');
}
