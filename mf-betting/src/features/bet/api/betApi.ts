import type { PlaceBetPayload, PlaceBetRequest } from '@lotto/shared';
import { bettingApi } from '../../../lib/api/bettingApi';

/** Placing a slip (numbers are priced by src/lib/api/numbersPaidApi.ts). */
export const betApi = bettingApi.injectEndpoints({
  endpoints: (build) => ({
    /** One Idempotency-Key per submission: a retry of the same slip is placed once. */
    placeBet: build.mutation<PlaceBetPayload, { body: PlaceBetRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/lto-public-api/lotto/place_bet',
        method: 'POST',
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Me', 'Slips'],
    }),
  }),
});

export const { usePlaceBetMutation } = betApi;
