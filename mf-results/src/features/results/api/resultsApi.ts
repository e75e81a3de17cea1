import { api } from '@lotto/shared/client';
import type { BetResultRequest, LotteryResultItem } from '@lotto/shared';

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * bet_result: without `name`, each lottery's newest draw (the results page and the home widget
     * share that one request); with `name`, that lottery's draws, of `date` (YYYY-MM-DD) if given.
     */
    betResult: build.query<LotteryResultItem[], BetResultRequest>({
      query: (body) => ({ url: '/lto-public-api/lotto/bet_result', method: 'POST', data: body }),
    }),
  }),
});

export const { useBetResultQuery } = resultsApi;
