import type { BetRunningPayload, LotteryListItem, PayRateItem } from '@lotto/shared';
import { bettingApi } from './bettingApi';

/** The rounds open for bets, the lotteries and their pay rates: read by several features and pages, so kept in lib. */
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
