import type { DepositBank } from '@lotto/shared';
import { api } from '@lotto/shared/client';

/** GET /cl-api/auth/member-bank: the account withdrawals are paid to, registered with the member. */
export const bankAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegisteredBank: build.query<DepositBank[], void>({
      query: () => ({ url: '/cl-api/auth/member-bank' }),
    }),
  }),
});

export const { useGetRegisteredBankQuery } = bankAccountApi;
