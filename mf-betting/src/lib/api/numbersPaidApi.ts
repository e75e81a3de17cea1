import type { ApiSuccess, NumbersPaidInput, NumberTermsItem } from '@lotto/shared';
import { bettingApi } from './roundsApi';

/** numbers_paid: the terms of many numbers of a round in one request (DESIGN 10). */
export const numbersPaidApi = bettingApi.injectEndpoints({
  endpoints: (build) => ({
    numbersPaid: build.mutation<NumberTermsItem[], NumbersPaidInput>({
      query: (body) => ({ url: '/lto-public-api/lotto/numbers_paid', method: 'POST', data: body }),
      transformResponse: (response: ApiSuccess<NumberTermsItem[]>) => response.payload,
    }),
  }),
});

export const { useNumbersPaidMutation } = numbersPaidApi;
