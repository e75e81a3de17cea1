import { api } from '@lotto/shared/client';
import type { YeekeeOpenRound, YeekeeShotsReply } from '@lotto/shared';

/**
 * yeekee_round: the open yeekee round and the seed hash it published (null when none is open);
 * yeekee_shots: a round's shots, public like the results (guests too).
 */
export const yeekeeRoundApi = api.injectEndpoints({
  endpoints: (build) => ({
    yeekeeRound: build.query<YeekeeOpenRound | null, void>({
      query: () => ({ url: '/lto-public-api/lotto/yeekee_round', method: 'POST' }),
    }),
    roundShots: build.query<YeekeeShotsReply, string>({
      query: (roundId) => ({ url: '/lto-public-api/lotto/yeekee_shots', method: 'POST', data: { round_id: roundId } }),
    }),
  }),
});

export const { useYeekeeRoundQuery, useRoundShotsQuery } = yeekeeRoundApi;
