import { api } from '@lotto/shared/client';
import type { YeekeeOpenRound } from '@lotto/shared';

/** yeekee_round: the open yeekee round and the seed hash it published (null when none is open). */
export const yeekeeRoundApi = api.injectEndpoints({
  endpoints: (build) => ({
    yeekeeRound: build.query<YeekeeOpenRound | null, void>({
      query: () => ({ url: '/lto-public-api/lotto/yeekee_round', method: 'POST' }),
    }),
  }),
});

export const { useYeekeeRoundQuery } = yeekeeRoundApi;
