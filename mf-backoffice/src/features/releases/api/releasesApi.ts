import type { ApiSuccess, RemoteReleases } from '@lotto/shared';
import { backofficeApi } from '../../../lib/backofficeApi';

/** Each remote's deployed versions and pin (admin): the same store as `npm run remotes -- pin`. */
export const releasesApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Releases'] }).injectEndpoints({
  endpoints: (build) => ({
    getReleases: build.query<RemoteReleases[], void>({
      query: () => ({ url: '/admin-api/remotes' }),
      transformResponse: (response: ApiSuccess<RemoteReleases[]>) => response.payload,
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
  }),
});

export const { useGetReleasesQuery, usePinRemoteMutation, useUnpinRemoteMutation } = releasesApi;
