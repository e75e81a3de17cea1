import type { SecondFactorPolicySetting, SiteConfig } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/**
 * PATCH /admin-api/site-config (admin); the shell's load-config ('Config') is read again at once.
 * Who must have a second factor is a setting of its own, /admin-api/site-config/second-factor.
 */
export const siteConfigApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['SecondFactorPolicy'] }).injectEndpoints({
  endpoints: (build) => ({
    saveSiteConfig: build.mutation<SiteConfig, Partial<SiteConfig>>({
      query: (body) => ({ url: '/admin-api/site-config', method: 'PATCH', data: body }),
      invalidatesTags: ['Config', 'Audit'],
    }),
    getSecondFactorPolicy: build.query<SecondFactorPolicySetting, void>({
      query: () => ({ url: '/admin-api/site-config/second-factor' }),
      providesTags: ['SecondFactorPolicy'],
    }),
    saveSecondFactorPolicy: build.mutation<SecondFactorPolicySetting, SecondFactorPolicySetting>({
      query: (body) => ({ url: '/admin-api/site-config/second-factor', method: 'PUT', data: body }),
      // The admin's own /me may now say they must enrol.
      invalidatesTags: ['SecondFactorPolicy', 'Me', 'Audit'],
    }),
  }),
});

export const { useSaveSiteConfigMutation, useGetSecondFactorPolicyQuery, useSaveSecondFactorPolicyMutation } = siteConfigApi;
