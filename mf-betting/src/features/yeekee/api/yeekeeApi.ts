import type { LotteryResultItem, YeekeeShootReply, YeekeeShotsReply } from '@lotto/shared';
import { YEEKEE_CODE } from '@lotto/shared';
import { bettingApi } from '../../../lib/api/bettingApi';

/** Yeekee shooting (docs/lottery-rules.md): shoot, the round's shots so far, and its drawn result. */
export const yeekeeApi = bettingApi.injectEndpoints({
  endpoints: (build) => ({
    yeekeeShots: build.query<YeekeeShotsReply, string>({
      query: (roundId) => ({ url: '/lto-public-api/lotto/yeekee_shots', method: 'POST', data: { round_id: roundId } }),
    }),
    yeekeeShoot: build.mutation<YeekeeShootReply, { round_id: string; number: string }>({
      query: (body) => ({ url: '/lto-public-api/lotto/yeekee_shoot', method: 'POST', data: body }),
    }),
    yeekeeResults: build.query<LotteryResultItem[], void>({
      query: () => ({ url: '/lto-public-api/lotto/bet_result', method: 'POST', data: { name: YEEKEE_CODE } }),
    }),
  }),
});

export const { useYeekeeShotsQuery, useYeekeeShootMutation, useYeekeeResultsQuery } = yeekeeApi;
