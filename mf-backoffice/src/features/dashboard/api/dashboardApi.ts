import type { DashboardPayload } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** The dashboard follows the day as the queues do. */
export const DASHBOARD_REFRESH_MS = 30_000;

const dashboardApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardPayload, void>({
      query: () => ({ url: '/admin-api/dashboard' }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
