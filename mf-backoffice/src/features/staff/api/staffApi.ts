import type { StaffAccount, StaffAccountRequest, StaffPermissionsRequest } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** Staff accounts: the list, refreshed after each account created, permissions set or second factor reset. */
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
    setStaffPermissions: build.mutation<StaffAccount, { id: number; permissions: StaffPermissionsRequest }>({
      query: ({ id, permissions }) => ({ url: `/admin-api/staff/${id}/permissions`, method: 'PUT', data: permissions }),
      invalidatesTags: ['StaffAccounts', 'Audit'],
    }),
    resetSecondFactor: build.mutation<null, number>({
      query: (memberId) => ({ url: `/admin-api/staff/${memberId}/totp`, method: 'DELETE' }),
      invalidatesTags: ['StaffAccounts', 'Audit'],
    }),
  }),
});

export const { useGetStaffAccountsQuery, useCreateStaffAccountMutation, useSetStaffPermissionsMutation, useResetSecondFactorMutation } =
  staffApi;
