import type { RemoteReleases } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** Each remote's release state (admin): the same functions as `npm run remotes`, in the database. */
export const releasesApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Releases'] }).injectEndpoints({
  endpoints: (build) => ({
    getReleases: build.query<RemoteReleases[], void>({
      query: () => ({ url: '/admin-api/remotes' }),
      providesTags: ['Releases'],
    }),
    pinRemote: build.mutation<unknown, { name: string; version: string }>({
      query: ({ name, version }) => ({ url: `/admin-api/remotes/${name}/pin`, method: 'POST', data: { version } }),
      invalidatesTags: ['Releases', 'Audit'],
    }),
    unpinRemote: build.mutation<unknown, string>({
      query: (name) => ({ url: `/admin-api/remotes/${name}/unpin`, method: 'POST', data: {} }),
      invalidatesTags: ['Releases', 'Audit'],
    }),
    startCanary: build.mutation<unknown, { name: string; version: string; percent: number }>({
      query: ({ name, version, percent }) => ({ url: `/admin-api/remotes/${name}/canary`, method: 'POST', data: { version, percent } }),
      invalidatesTags: ['Releases', 'Audit'],
    }),
    promoteCanary: build.mutation<unknown, string>({
      query: (name) => ({ url: `/admin-api/remotes/${name}/promote`, method: 'POST', data: {} }),
      invalidatesTags: ['Releases', 'Audit'],
    }),
    abortCanary: build.mutation<unknown, string>({
      query: (name) => ({ url: `/admin-api/remotes/${name}/abort`, method: 'POST', data: {} }),
      invalidatesTags: ['Releases', 'Audit'],
    }),
  }),
});

export const {
  useGetReleasesQuery,
  usePinRemoteMutation,
  useUnpinRemoteMutation,
  useStartCanaryMutation,
  usePromoteCanaryMutation,
  useAbortCanaryMutation,
} = releasesApi;
