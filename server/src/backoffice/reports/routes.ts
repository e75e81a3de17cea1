import {
  backofficeLabels,
  BANGKOK_OFFSET_MS,
  type Report,
  reportColumns,
  type ReportGrouping,
  reportQuerySchema,
  reportReplySchema,
  type ReportRow,
  satangToBaht,
} from '@lotto/shared';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import type { AdminApp } from '../adminApp';
import { findReportSums, type ReportSums } from './repository';

const DAY_MS = 86_400_000;
/** Midnight in Bangkok at the start of a YYYY-MM-DD. */
const bangkokMidnight = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - BANGKOK_OFFSET_MS);

const figuresOf = (sums: ReportSums) => ({
  stakes: satangToBaht(sums.stakes),
  cancelled: satangToBaht(sums.cancelled),
  prizes: satangToBaht(sums.prizes),
  net: satangToBaht(sums.stakes - sums.cancelled - sums.prizes),
});

/** Deposits and withdrawals have no lottery or round: by those, the rows leave them to the totals. */
const moneyHasRows = (by: ReportGrouping) => by === 'day' || by === 'member';

/** The report of Bangkok days `from` to `to` (included), one row per day, lottery, round or member, from the ledger. */
async function buildReport(db: Database['db'], query: { from: string; to: string; by: ReportGrouping }): Promise<Report> {
  const sums = await findReportSums(db, {
    from: bangkokMidnight(query.from),
    to: new Date(bangkokMidnight(query.to).getTime() + DAY_MS),
    by: query.by,
  });
  const total = (pick: (row: ReportSums) => bigint) => sums.reduce((sum, row) => sum + pick(row), 0n);
  const totals: ReportSums = {
    stakes: total((row) => row.stakes),
    cancelled: total((row) => row.cancelled),
    prizes: total((row) => row.prizes),
    deposits: total((row) => row.deposits),
    withdrawals: total((row) => row.withdrawals),
  };
  const withMoney = moneyHasRows(query.by);
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    rows: sums
      .filter((row) => row.key !== null)
      .map((row) => ({
        key: row.key!,
        label: row.label ?? row.key!,
        ...figuresOf(row),
        deposits: withMoney ? satangToBaht(row.deposits) : null,
        withdrawals: withMoney ? satangToBaht(row.withdrawals) : null,
      })),
    totals: { ...figuresOf(totals), deposits: satangToBaht(totals.deposits), withdrawals: satangToBaht(totals.withdrawals) },
  };
}

/** Baht as a spreadsheet reads a number: 2 decimals, no thousands separator. */
const csvBaht = (value: number | null): string => (value === null ? '' : value.toFixed(2));

/**
 * A text cell as a spreadsheet must read it: one beginning with =, +, -, @, a tab or a carriage
 * return would be taken for a formula (CSV injection, as OWASP describes it), so it is written
 * after a ' that makes it text. Figures are not text and keep their sign: only labels (names a
 * member or staff wrote among them) go through here.
 */
export const csvText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The report as CSV: UTF-8 with a BOM so that Excel reads the Thai headers, the totals last. */
export function reportCsv(report: Report): string {
  const columns = reportColumns(report.by);
  const cells = (row: Pick<ReportRow, 'label'> & Omit<ReportRow, 'label' | 'key'>) =>
    columns.map(({ key }) => (key === 'label' ? csvText(row.label) : csvBaht(row[key as Exclude<keyof ReportRow, 'label' | 'key'>])));
  const records = [...report.rows.map(cells), cells({ ...report.totals, label: backofficeLabels.reports.total })];
  return `\uFEFF${stringify(records, { header: true, columns: columns.map(({ header }) => csvText(header)) })}`;
}

/** GET /admin-api/reports (docs/money.md#reports): stakes, cancels, prizes, net, deposits and withdrawals, as JSON or CSV. */
export async function reportRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/reports',
    {
      config: { module: 'reports' },
      schema: {
        summary:
          'Report of Bangkok days from-to by day, lottery, round or member: every figure a sum of ledger entries; format=csv answers text/csv (UTF-8 with BOM)',
        querystring: requestSchema(reportQuerySchema),
        response: envelopeResponses(reportReplySchema),
      },
    },
    async (request, reply) => {
      const { from, to, by, format } = request.query;
      const report = await buildReport(db, { from, to, by: by as ReportGrouping });
      if (format !== 'csv') return success(report);
      // The CSV goes as text: the typed reply (and its JSON schema) covers the JSON answer only.
      const file: FastifyReply = reply;
      return file
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${by}-${from}-${to}.csv"`)
        .send(reportCsv(report));
    },
  );
}
