import type { LoginHistoryReply } from '@lotto/shared';
import { api } from '@lotto/shared/client';

/** GET /cl-api/auth/login-history?page= */
export const loginHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoginHistory: build.query<LoginHistoryReply, number>({
      query: (page) => ({ url: '/cl-api/auth/login-history', params: { page } }),
    }),
  }),
});

export const { useGetLoginHistoryQuery } = loginHistoryApi;
