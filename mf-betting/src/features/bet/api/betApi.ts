import type { ApiSuccess, NumberPaidInput, NumberPaidPayload, NumbersPaidInput, NumberTermsItem, PlaceBetPayload, PlaceBetRequest } from '@lotto/shared';
import { bettingApi } from '../../../lib/api/roundsApi';

/** Pricing numbers and placing a slip. */
export const betApi = bettingApi.injectEndpoints({
  endpoints: (build) => ({
    numberPaid: build.mutation<NumberPaidPayload, NumberPaidInput>({
      query: (body) => ({ url: '/lto-public-api/lotto/number_paid', method: 'POST', data: body }),
      transformResponse: (response: ApiSuccess<NumberPaidPayload>) => response.payload,
    }),
    /** A whole expansion (or the whole cart) priced in one call. */
    numbersPaid: build.mutation<NumberTermsItem[], NumbersPaidInput>({
      query: (body) => ({ url: '/lto-public-api/lotto/numbers_paid', method: 'POST', data: body }),
      transformResponse: (response: ApiSuccess<NumberTermsItem[]>) => response.payload,
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

export const { useNumberPaidMutation, useNumbersPaidMutation, usePlaceBetMutation } = betApi;
