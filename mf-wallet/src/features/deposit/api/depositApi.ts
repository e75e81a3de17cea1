import type { DepositBank, DepositRequest, MoneyTransaction } from '@lotto/shared';
import { walletApi } from '../../../lib/api/walletApi';

export interface DepositArgs {
  body: DepositRequest;
  /** Kept across retries of one submission: the server then records the deposit once. */
  idempotencyKey: string;
}

const depositApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    /** The site's receiving account (docs/api-conventions.md#calls: bank_deposit). */
    getDepositBank: build.query<DepositBank, void>({
      query: () => ({ url: '/lto-public-api/bank_deposit', method: 'POST' }),
    }),
    deposit: build.mutation<MoneyTransaction, DepositArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/lto-public-api/deposit',
        method: 'POST',
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Statement'],
    }),
  }),
});

export const { useGetDepositBankQuery, useDepositMutation } = depositApi;
