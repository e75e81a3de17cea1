import type { StaffAccount, StaffAccountRequest } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** Staff accounts (admin): the list, refreshed after each account the admin creates or second factor they reset. */
const staffApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['StaffAccounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffAccounts: build.query<StaffAccount[], void>({
      query: () => ({ url: '/admin-api/staff' }),
      providesTags: ['StaffAccounts'],
    }),
    createStaffAccount: build.mutation<StaffAccount, StaffAccountRequest>({
      query: (body) => ({ url: '/admin-api/staff', method: 'POST', data: body }),
      invalidatesTags: ['StaffAccounts', 'Audit'],
    }),
    resetSecondFactor: build.mutation<null, number>({
      query: (memberId) => ({ url: `/admin-api/staff/${memberId}/totp`, method: 'DELETE' }),
      invalidatesTags: ['StaffAccounts', 'Audit'],
    }),
  }),
});

export const { useGetStaffAccountsQuery, useCreateStaffAccountMutation, useResetSecondFactorMutation } = staffApi;
