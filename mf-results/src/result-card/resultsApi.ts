import { api } from '@lotto/shared/client';
import type { ApiSuccess, LotteryResultItem } from '@lotto/shared';

/** Recorded results, optionally of one lottery (`name` is its code) and draw date (YYYY-MM-DD). */
export interface ResultQuery {
  name?: string;
  date?: string;
}

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    betResult: build.query<LotteryResultItem[], ResultQuery>({
      query: (body) => ({ url: '/lto-public-api/lotto/bet_result', method: 'POST', data: body }),
      transformResponse: (response: ApiSuccess<LotteryResultItem[]>) => response.payload,
    }),
  }),
});

export const { useBetResultQuery } = resultsApi;
