import { createApi } from '@reduxjs/toolkit/query/react';
import type { CurrentUser, TokenPair } from '../contracts/auth';
import type { LoginReply, TotpLoginRequest } from '../contracts/secondFactor';
import type { LoadConfig } from '../contracts/siteConfig';
import { axiosBaseQuery, type QueryError, type RequestArgs } from './axiosBaseQuery';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

const baseQuery = axiosBaseQuery();

/**
 * A call refused for maintenance (503 MAINTENANCE) asks for the site config again, so that the
 * banner and the closed panels show the window at once rather than at the next page load.
 */
const siteQuery: BaseQueryFn<RequestArgs, unknown, QueryError> = async (args, baseApi, extra) => {
  const result = await baseQuery(args, baseApi, extra);
  if (result.error?.code === 'MAINTENANCE') baseApi.dispatch(api.util.invalidateTags(['Config']));
  return result;
};

/**
 * The site's one RTK Query API. Remotes add their calls with `api.injectEndpoints`; because this
 * module is a federation singleton, every remote injects into the object the shell's store uses.
 * docs/api-conventions.md#calls: no refetch on focus, no retry, refetch on reconnect.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: siteQuery,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  tagTypes: ['Config', 'Me'],
  endpoints: (build) => ({
    loadConfig: build.query<LoadConfig, void>({
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
