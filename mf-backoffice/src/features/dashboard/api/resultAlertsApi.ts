import type { ResultAlert } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** Rounds whose result sources disagree or have failed too long: the dashboard shows them, a result on the round clears them. */
export const resultAlertsApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['ResultAlerts'] }).injectEndpoints({
  endpoints: (build) => ({
    getResultAlerts: build.query<ResultAlert[], void>({
      query: () => ({ url: '/admin-api/result-imports/alerts' }),
      providesTags: ['ResultAlerts'],
    }),
  }),
});

export const { useGetResultAlertsQuery } = resultAlertsApi;
