import type { BankAccount } from '@lotto/shared';
import { backofficeApi } from './backofficeApi';

/**
 * GET /admin-api/bank-accounts: the site's receiving accounts. Admin edits them; staff read them too,
 * for the account pickers of statement lines, CSV upload and reconciliation.
 */
const bankAccountsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getBankAccounts: build.query<BankAccount[], void>({
      query: () => ({ url: '/admin-api/bank-accounts' }),
      providesTags: ['BankAccounts'],
    }),
  }),
});

export const { useGetBankAccountsQuery } = bankAccountsApi;
