import type { Reconciliation } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** GET /admin-api/bank-accounts/{account_id}/reconciliation: one account's Bangkok day, statement against the site. */
const reconciliationApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getReconciliation: build.query<Reconciliation, { accountId: number; date: string }>({
      query: ({ accountId, date }) => ({ url: `/admin-api/bank-accounts/${accountId}/reconciliation`, params: { date } }),
      providesTags: ['Reconciliation'],
    }),
  }),
});

export const { useGetReconciliationQuery } = reconciliationApi;
