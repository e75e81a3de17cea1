import type { ApiSuccess, NumberPaidInput, NumberPaidPayload, PlaceBetPayload, PlaceBetRequest } from '@lotto/shared';
import { bettingApi } from '../../../lib/api/roundsApi';

/** Pricing a number and placing a slip. */
export const betApi = bettingApi.injectEndpoints({
  endpoints: (build) => ({
    numberPaid: build.mutation<NumberPaidPayload, NumberPaidInput>({
      query: (body) => ({ url: '/lto-public-api/lotto/number_paid', method: 'POST', data: body }),
      transformResponse: (response: ApiSuccess<NumberPaidPayload>) => response.payload,
    }),
    /** One Idempotency-Key per submission: a retry of the same slip is placed once. */
    placeBet: build.mutation<PlaceBetPayload, { body: PlaceBetRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/lto-public-api/lotto/place_bet',
        method: 'POST',
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: ApiSuccess<PlaceBetPayload>) => response.payload,
      invalidatesTags: ['Me', 'Slips'],
    }),
  }),
});

export const { useNumberPaidMutation, usePlaceBetMutation } = betApi;
