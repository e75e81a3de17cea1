import type {
  ApiSuccess,
  DemoBankAvailability,
  DemoBankLineRequest,
  Paged,
  StatementCsvUpload,
  StatementLine,
  StatementLineStatus,
  StatementMatchRequest,
  StatementPushReply,
} from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

export type StatementLinesFilter = StatementLineStatus | 'all';

export interface StatementLinesArgs {
  status: StatementLinesFilter;
  /** Every account when null. */
  accountId: number | null;
  page: number;
}

/** What a new or matched line changes besides the lines: deposits credited, the day's figures, reconciliation. */
const moneyMoved = ['StatementLines', 'StaffDeposits', 'Dashboard', 'Member', 'Reconciliation', 'Audit'] as const;

/**
 * The statement lines staff work through (รายการรอจับคู่), their match or return, a statement CSV
 * upload and the demo site's bank. The actions answer the whole envelope, so that the server's Thai
 * message is shown.
 */
const statementLinesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listStatementLines: build.query<Paged<StatementLine>, StatementLinesArgs>({
      query: ({ status, accountId, page }) => ({
        url: '/admin-api/statement-lines',
        params: { status, account_id: accountId ?? undefined, page },
      }),
      providesTags: ['StatementLines'],
    }),
    matchStatementLine: build.mutation<ApiSuccess<StatementLine>, { id: number; body: StatementMatchRequest }>({
      query: ({ id, body }) => ({ url: `/admin-api/statement-lines/${id}/match`, method: 'POST', data: body, answer: 'envelope' }),
      // Also after a refusal: a line someone else matched leaves the list.
      invalidatesTags: [...moneyMoved],
    }),
    returnStatementLine: build.mutation<ApiSuccess<StatementLine>, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin-api/statement-lines/${id}/return`, method: 'POST', data: { reason }, answer: 'envelope' }),
      invalidatesTags: ['StatementLines', 'Reconciliation', 'Audit'],
    }),
    uploadStatementCsv: build.mutation<ApiSuccess<StatementPushReply>, { accountId: number; body: StatementCsvUpload }>({
      query: ({ accountId, body }) => ({
        url: `/admin-api/bank-accounts/${accountId}/statement-csv`,
        method: 'POST',
        data: body,
        answer: 'envelope',
      }),
      // The mapping sent is saved for the account.
      invalidatesTags: [...moneyMoved, 'BankAccounts'],
    }),
    getDemoBank: build.query<DemoBankAvailability, void>({
      query: () => ({ url: '/admin-api/demo/bank-line' }),
    }),
    sendDemoBankLine: build.mutation<ApiSuccess<StatementPushReply>, DemoBankLineRequest>({
      query: (body) => ({ url: '/admin-api/demo/bank-line', method: 'POST', data: body, answer: 'envelope' }),
      invalidatesTags: [...moneyMoved],
    }),
  }),
});

export const {
  useListStatementLinesQuery,
  useMatchStatementLineMutation,
  useReturnStatementLineMutation,
  useUploadStatementCsvMutation,
  useGetDemoBankQuery,
  useSendDemoBankLineMutation,
} = statementLinesApi;
