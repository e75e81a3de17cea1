import * as yup from 'yup';
import { calendarDate, decimal, listOf, oneOfText, shape, text } from '../api/replies';
import { withValues } from '../format/format';
import { backofficeReportsLabels } from '../labels/backofficeReports';
import { bangkokDateRule } from '../validation/dates';

/**
 * Reports (รายงาน, docs/money.md#reports): GET /admin-api/reports?from&to&by(&format=csv). Every figure is a
 * sum of ledger entries over Bangkok days; the CSV has the same rows under Thai headers.
 */

const words = backofficeReportsLabels.reports;

export const REPORT_GROUPINGS = ['day', 'lottery', 'round', 'member'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
export const REPORT_FORMATS = ['json', 'csv'] as const;
/** The longest range a report covers: a year, leap or not. */
export const REPORT_MAX_DAYS = 366;

/** Days from one YYYY-MM-DD to another (calendar days, no clock involved). */
export const daysBetween = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const reportQuerySchema = yup.object({
  from: bangkokDateRule(words.dateInvalid)
    .required(words.dateInvalid)
    .meta({ description: 'First Bangkok day, YYYY-MM-DD.', examples: ['2026-11-16'] }),
  to: bangkokDateRule(words.dateInvalid)
    .required(words.dateInvalid)
    .test('range', withValues(words.rangeInvalid, { days: REPORT_MAX_DAYS }), (to, context) => {
      const from: unknown = context.parent.from;
      if (typeof from !== 'string' || to === undefined) return true;
      const days = daysBetween(from, to);
      return days >= 0 && days < REPORT_MAX_DAYS;
    })
    .meta({ description: 'Last Bangkok day, included, YYYY-MM-DD; at most 366 days from `from`.', examples: ['2026-11-16'] }),
  by: yup
    .string()
    .oneOf(REPORT_GROUPINGS, words.byInvalid)
    .default('day')
    .meta({ description: 'One row per Bangkok day, lottery, round or member.' }),
  format: yup
    .string()
    .oneOf(REPORT_FORMATS, words.byInvalid)
    .default('json')
    .meta({ description: 'csv: the rows as CSV, UTF-8 with BOM, Thai headers.' }),
});
export type ReportQuery = yup.InferType<typeof reportQuerySchema>;

const baht = (description: string) => decimal().meta({ description });
const figures = {
  stakes: baht('Baht staked: bet transfers.'),
  cancelled: baht('Baht of cancelled slips refunded: bet_refund transfers.'),
  prizes: baht('Baht of prizes paid less prizes taken back by corrections.'),
  net: baht('stakes - cancelled - prizes: what the house kept.'),
};
const money = {
  deposits: baht('Baht of deposits approved.'),
  withdrawals: baht('Baht of withdrawals approved (paid out).'),
};

export const reportRowSchema = shape({
  key: text().meta({ description: 'The day (YYYY-MM-DD), lottery code, round id or member id.' }),
  label: text().meta({ description: 'As staff read it: the day, the lottery name, the round, the phone number.' }),
  ...figures,
  deposits: money.deposits
    .nullable()
    .meta({ description: 'Baht of deposits approved; null when grouped by lottery or round (money moves have neither).' }),
  withdrawals: money.withdrawals.nullable().meta({ description: 'Baht of withdrawals approved; null when grouped by lottery or round.' }),
});
export type ReportRow = yup.InferType<typeof reportRowSchema>;

export const reportReplySchema = shape({
  from: calendarDate(),
  to: calendarDate(),
  by: oneOfText(REPORT_GROUPINGS),
  rows: listOf(reportRowSchema),
  totals: shape({ ...figures, ...money }),
});
export type Report = yup.InferType<typeof reportReplySchema>;

/** The report's columns in CSV order, with their Thai headers (the grouping's own name first). */
export function reportColumns(by: ReportGrouping): { key: keyof ReportRow; header: string }[] {
  return [
    { key: 'label', header: words.groupings[by] },
    ...(['stakes', 'cancelled', 'prizes', 'net', 'deposits', 'withdrawals'] as const).map((key) => ({ key, header: words.columns[key] })),
  ];
}
