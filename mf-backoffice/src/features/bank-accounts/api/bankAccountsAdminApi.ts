import type { ApiSuccess, BankAccount, BankAccountCreate, BankAccountUpdate, FeedSecret } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/**
 * The admin's changes to the receiving accounts (the list itself is lib's, staff read it too). Each
 * answers the whole envelope, so that its Thai message is shown; the list is read again after it.
 */
const bankAccountsAdminApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    createBankAccount: build.mutation<ApiSuccess<BankAccount>, BankAccountCreate>({
      query: (body) => ({ url: '/admin-api/bank-accounts', method: 'POST', data: body, answer: 'envelope' }),
      invalidatesTags: ['BankAccounts', 'Audit'],
    }),
    updateBankAccount: build.mutation<ApiSuccess<BankAccount>, { id: number; body: BankAccountUpdate }>({
      query: ({ id, body }) => ({ url: `/admin-api/bank-accounts/${id}`, method: 'PUT', data: body, answer: 'envelope' }),
      invalidatesTags: ['BankAccounts', 'Audit'],
    }),
    /** A new feed secret, shown this once; the old one stops at once. */
    makeFeedSecret: build.mutation<ApiSuccess<FeedSecret>, number>({
      query: (id) => ({ url: `/admin-api/bank-accounts/${id}/feed-secret`, method: 'POST', answer: 'envelope' }),
      invalidatesTags: ['BankAccounts', 'Audit'],
    }),
  }),
});

export const { useCreateBankAccountMutation, useUpdateBankAccountMutation, useMakeFeedSecretMutation } = bankAccountsAdminApi;
