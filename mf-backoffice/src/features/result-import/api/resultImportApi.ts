import type { ApiSuccess, LotteryResultSources, ResultSourcesRequest } from '@lotto/shared';
import { backofficeApi } from '../../../lib/backofficeApi';

/** Each lottery's result sources (admin only). */
export const resultImportApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['ResultSources'] }).injectEndpoints({
  endpoints: (build) => ({
    getResultSources: build.query<LotteryResultSources[], void>({
      query: () => ({ url: '/admin-api/result-sources' }),
      transformResponse: (response: ApiSuccess<LotteryResultSources[]>) => response.payload,
      providesTags: ['ResultSources'],
    }),
    saveResultSources: build.mutation<LotteryResultSources, { lotteryCode: string; request: ResultSourcesRequest }>({
      query: ({ lotteryCode, request }) => ({ url: `/admin-api/result-sources/${lotteryCode}`, method: 'PUT', data: request }),
      transformResponse: (response: ApiSuccess<LotteryResultSources>) => response.payload,
      invalidatesTags: ['ResultSources', 'Audit'],
    }),
  }),
});

export const { useGetResultSourcesQuery, useSaveResultSourcesMutation } = resultImportApi;
