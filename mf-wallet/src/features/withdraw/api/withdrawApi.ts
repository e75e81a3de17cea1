import type { DepositBank, MoneyTransaction, WithdrawAllowance, WithdrawPinRequest, WithdrawRequest } from '@lotto/shared';
import { walletApi } from '../../../lib/api/walletApi';

export interface WithdrawArgs {
  body: WithdrawRequest;
  /** Kept across retries of one submission: the server then holds the amount once. */
  idempotencyKey: string;
}

/** The member's own bank account as member-bank answers it (the same fields as the site's account). */
export type MemberBankAccount = DepositBank;

const withdrawApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    /** Where withdrawals are paid: the member's registered accounts, the first being used. */
    getWalletMemberBanks: build.query<MemberBankAccount[], void>({
      query: () => ({ url: '/cl-api/auth/member-bank' }),
    }),
    getWithdrawAllowance: build.query<WithdrawAllowance, void>({
      query: () => ({ url: '/lto-public-api/withdraw_allowance', method: 'POST' }),
      providesTags: ['WithdrawAllowance'],
    }),
    withdraw: build.mutation<MoneyTransaction, WithdrawArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/lto-public-api/withdraw',
        method: 'POST',
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The amount is held at once: the header's credit, the history and the day's count change now.
      invalidatesTags: ['Me', 'Statement', 'WithdrawAllowance'],
    }),
    /** Sets or changes the withdrawal PIN, confirmed by the account's password; the allowance then says pin_set. */
    setWithdrawPin: build.mutation<unknown, WithdrawPinRequest>({
      query: (body) => ({ url: '/cl-api/auth/withdraw-pin', method: 'PUT', data: body }),
      invalidatesTags: ['WithdrawAllowance'],
    }),
  }),
});

export const { useGetWalletMemberBanksQuery, useGetWithdrawAllowanceQuery, useSetWithdrawPinMutation, useWithdrawMutation } = withdrawApi;
