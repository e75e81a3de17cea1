import type { ApiSuccess, MemberSession } from '@lotto/shared';
import { api } from '@lotto/shared/client';

/** The member's devices signed in (GET /cl-api/auth/sessions) and ending one (DELETE /cl-api/auth/sessions/{id}). */
export const devicesApi = api.enhanceEndpoints({ addTagTypes: ['Sessions'] }).injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<MemberSession[], void>({
      query: () => ({ url: '/cl-api/auth/sessions' }),
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<ApiSuccess<null>, string>({
      query: (id) => ({ url: `/cl-api/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE', answer: 'envelope' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useGetSessionsQuery, useEndSessionMutation } = devicesApi;
