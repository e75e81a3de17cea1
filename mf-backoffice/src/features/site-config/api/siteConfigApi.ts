import type { ApiSuccess, SiteConfig } from '@lotto/shared';
import { backofficeApi } from '../../../lib/backofficeApi';

/** PATCH /admin-api/site-config (admin); the shell's load-config ('Config') is read again at once. */
export const siteConfigApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    saveSiteConfig: build.mutation<SiteConfig, Partial<SiteConfig>>({
      query: (body) => ({ url: '/admin-api/site-config', method: 'PATCH', data: body }),
      transformResponse: (response: ApiSuccess<SiteConfig>) => response.payload,
      invalidatesTags: ['Config', 'Audit'],
    }),
  }),
});

export const { useSaveSiteConfigMutation } = siteConfigApi;
