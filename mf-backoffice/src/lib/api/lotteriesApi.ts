import type { StaffLottery } from '@lotto/shared';
import { backofficeApi } from './backofficeApi';

/** The catalogue as staff see it: result shape (drives the result form) and each lottery's rate table. */
export const lotteriesApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['BackofficeLotteries'] }).injectEndpoints({
  endpoints: (build) => ({
    getBackofficeLotteries: build.query<StaffLottery[], void>({
      query: () => ({ url: '/admin-api/lotteries' }),
      providesTags: ['BackofficeLotteries'],
    }),
  }),
});

export const { useGetBackofficeLotteriesQuery } = lotteriesApi;
