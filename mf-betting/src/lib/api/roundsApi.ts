import { api } from '@lotto/shared/client';
import type { BetRunningPayload, LotteryListItem, PayRateItem } from '@lotto/shared';

/** Tags of the betting screens: the open rounds and the member's slips. */
export const bettingApi = api.enhanceEndpoints({ addTagTypes: ['Rounds', 'Slips'] });

/** The rounds open for bets, the lotteries and their pay rates. */
export const roundsApi = bettingApi.injectEndpoints({
  endpoints: (build) => ({
    betRunning: build.query<BetRunningPayload, void>({
      query: () => ({ url: '/lto-public-api/lotto/bet_running', method: 'POST' }),
      providesTags: ['Rounds'],
    }),
    payRate: build.query<PayRateItem[], string>({
      query: (name) => ({ url: '/lto-public-api/lotto/pay_rate', method: 'POST', data: { name } }),
    }),
    lottoList: build.query<LotteryListItem[], void>({
      query: () => ({ url: '/lto-public-api/lotto/lotto_list', method: 'POST' }),
    }),
  }),
});

export const { useBetRunningQuery, usePayRateQuery, useLottoListQuery } = roundsApi;
