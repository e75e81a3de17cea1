import { api } from '@lotto/shared/client';
import type { ApiSuccess, LotteryResultItem } from '@lotto/shared';

/**
 * bet_result: without `name`, each lottery's newest draw (the results page and the home widget
 * share that one request); with `name`, that lottery's draws, of `date` (YYYY-MM-DD) if given.
 */
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
