import type { Report, ReportQuery } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** The report's query as the page asks for it; the CSV query adds its format. */
export type ReportRequest = Omit<ReportQuery, 'format'>;

/** GET /admin-api/reports: the figures as JSON, and the same report as the CSV file staff download. */
const reportsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<Report, ReportRequest>({
      query: (params) => ({ url: '/admin-api/reports', params: { ...params } }),
    }),
    // The file is text (not JSON): the client hands it over as it came, BOM included.
    getReportCsv: build.query<string, ReportRequest>({
      query: (params) => ({ url: '/admin-api/reports', params: { ...params, format: 'csv' } }),
    }),
  }),
});

export const { useGetReportQuery, useGetReportCsvQuery } = reportsApi;
