import type { BetRunningPayload } from '@lotto/shared';
import { api } from '@lotto/shared/client';

/** bet_running for the home page's round cards; a member-only call (docs/api-conventions.md#roles). */
export const homeRoundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeRunningRounds: build.query<BetRunningPayload, void>({
      query: () => ({ url: '/lto-public-api/lotto/bet_running', method: 'POST' }),
    }),
  }),
});

export const { useHomeRunningRoundsQuery } = homeRoundsApi;
