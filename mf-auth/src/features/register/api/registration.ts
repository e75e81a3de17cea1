import type { Availability, RegisterRequest, TokenPair } from '@lotto/shared';
import { api } from '@lotto/shared/client';

/** The registration calls of docs/api-conventions.md#calls: the two live checks and the registration itself. */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkUsername: build.mutation<boolean, string>({
      query: (username) => ({ url: '/cl-api/auth/check-username', method: 'POST', data: { username } }),
      transformResponse: (reply: Availability) => reply.available,
    }),
    checkAccountNumber: build.mutation<boolean, string>({
      query: (accountNumber) => ({
        url: '/cl-api/auth/check-account-number',
        method: 'POST',
        data: { account_number: accountNumber },
      }),
      transformResponse: (reply: Availability) => reply.available,
    }),
    registerMember: build.mutation<TokenPair, RegisterRequest>({
      query: (body) => ({ url: '/cl-api/auth/register', method: 'POST', data: body }),
    }),
  }),
});

export const { useCheckUsernameMutation, useCheckAccountNumberMutation, useRegisterMemberMutation } = registrationApi;
