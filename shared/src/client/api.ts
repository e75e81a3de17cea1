import { createApi } from '@reduxjs/toolkit/query/react';
import type { CurrentUser, TokenPair } from '../contracts/auth';
import type { LoginReply, TotpLoginRequest } from '../contracts/secondFactor';
import type { SiteConfig } from '../contracts/siteConfig';
import { axiosBaseQuery } from './axiosBaseQuery';

/**
 * The site's one RTK Query API. Remotes add their calls with `api.injectEndpoints`; because this
 * module is a federation singleton, every remote injects into the object the shell's store uses.
 * docs/api-conventions.md#calls: no refetch on focus, no retry, refetch on reconnect.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(),
  refetchOnFocus: false,
  refetchOnReconnect: true,
  tagTypes: ['Config', 'Me'],
  endpoints: (build) => ({
    loadConfig: build.query<SiteConfig, void>({
      query: () => ({ url: '/cl-api/load-config' }),
      providesTags: ['Config'],
    }),
    /** The logged-in member and their credit; money and bet calls invalidate 'Me'. */
    getMe: build.query<CurrentUser, void>({
      query: () => ({ url: '/cl-api/auth/me' }),
      providesTags: ['Me'],
    }),
    /** The shell's session and every remote's harness log in through this one call; staff with a second factor get a challenge instead of tokens. */
    login: build.mutation<LoginReply, { username: string; password: string }>({
      query: (body) => ({ url: '/cl-api/auth/login', method: 'POST', data: body }),
    }),
    /** A staff login's second step: the challenge and a TOTP or backup code. */
    loginWithCode: build.mutation<TokenPair, TotpLoginRequest>({
      query: (body) => ({ url: '/cl-api/auth/login/totp', method: 'POST', data: body }),
    }),
    logout: build.mutation<null, { refresh_token: string }>({
      query: (body) => ({ url: '/cl-api/auth/logout', method: 'POST', data: body }),
    }),
  }),
});

export const { useLoadConfigQuery, useGetMeQuery, useLoginMutation, useLoginWithCodeMutation, useLogoutMutation } = api;
