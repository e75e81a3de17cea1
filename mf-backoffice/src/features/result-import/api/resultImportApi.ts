import type { LotteryResultSources, ResultSourcesRequest } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** Each lottery's result sources (admin only). */
export const resultImportApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['ResultSources'] }).injectEndpoints({
  endpoints: (build) => ({
    getResultSources: build.query<LotteryResultSources[], void>({
      query: () => ({ url: '/admin-api/result-sources' }),
      providesTags: ['ResultSources'],
    }),
    saveResultSources: build.mutation<LotteryResultSources, { lotteryCode: string; request: ResultSourcesRequest }>({
      query: ({ lotteryCode, request }) => ({ url: `/admin-api/result-sources/${lotteryCode}`, method: 'PUT', data: request }),
      invalidatesTags: ['ResultSources', 'Audit'],
    }),
  }),
});

export const { useGetResultSourcesQuery, useSaveResultSourcesMutation } = resultImportApi;
