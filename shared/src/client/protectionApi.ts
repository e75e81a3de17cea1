import type { ApiSuccess } from '../api/envelope';
import type { PlayLimitsPayload, PlayLimitsRequest, SelfExclusionRequest, SessionResultPayload } from '../contracts/protection';
import { api } from './api';

/**
 * The member's player protection (docs/player-protection.md), in the site's one API: the wallet's
 * ควบคุมการเล่น screen changes it, the shell's reality check reads its interval.
 */
const protectionApi = api.enhanceEndpoints({ addTagTypes: ['PlayLimits'] }).injectEndpoints({
  endpoints: (build) => ({
    getPlayLimits: build.query<PlayLimitsPayload, void>({
      query: () => ({ url: '/cl-api/auth/play-limits' }),
      providesTags: ['PlayLimits'],
    }),
    setPlayLimits: build.mutation<ApiSuccess<PlayLimitsPayload>, Partial<PlayLimitsRequest>>({
      query: (body) => ({ url: '/cl-api/auth/play-limits', method: 'PUT', data: body, answer: 'envelope' }),
      invalidatesTags: ['PlayLimits'],
    }),
    startBreak: build.mutation<ApiSuccess<PlayLimitsPayload>, SelfExclusionRequest>({
      query: (body) => ({ url: '/cl-api/auth/self-exclusion', method: 'POST', data: body, answer: 'envelope' }),
      invalidatesTags: ['PlayLimits'],
    }),
    getSessionResult: build.query<SessionResultPayload, string>({
      query: (since) => ({ url: '/cl-api/auth/session-result', params: { since } }),
    }),
  }),
});

export const { useGetPlayLimitsQuery, useSetPlayLimitsMutation, useStartBreakMutation, useLazyGetSessionResultQuery } = protectionApi;

/** Where the reality check keeps when the session began and when the member last answered, across reloads. */
export const REALITY_CHECK_STORAGE_KEY = 'reality-check';
