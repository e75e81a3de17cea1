import axios, { type AxiosInstance, type Method } from 'axios';
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { isApiFailure, type ApiSuccess, type ErrorCode } from '../api/envelope';
import type { TokenPair } from '../contracts/auth';
import { th } from '../labels/th';
import { sessionCleared, tokensReceived, type SessionState } from './session';

export interface RequestArgs {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * What the query answers: the envelope's payload (the default), or the whole envelope
   * `{status, message, payload}` for a call that shows the server's Thai message on success.
   * Such an endpoint declares its result as `ApiSuccess<T>`.
   */
  answer?: 'payload' | 'envelope';
}

/** What every failed query carries: the server's code and Thai message, or ours for the network. */
export interface QueryError {
  status: number | 'NETWORK';
  code: ErrorCode | 'NETWORK';
  message: string;
  payload?: unknown;
}

export const REFRESH_URL = '/cl-api/auth/refresh';

/**
 * The HTTP client of the site's API: same-origin requests (docs/api-conventions.md#calls: no default timeout).
 * Component tests answer it at XMLHttpRequest, as the server would (tooling/testing/fakeApi.ts).
 * The API takes a bearer token, never a cookie, so there is no XSRF token to send: without
 * `withXSRFToken: false` axios reads document.cookie, a synchronous call into the browser, for
 * every request.
 */
export const apiClient = axios.create({ withXSRFToken: false });

function fallbackMessage(status: number): string {
  if (status === 404) return th.errors.notFound;
  if (status >= 500) return th.errors.internal;
  return th.errors.generic;
}

function sessionOf(api: Pick<BaseQueryApi, 'getState'>): SessionState | undefined {
  return (api.getState() as { session?: SessionState }).session;
}

function isApiSuccess(body: unknown): body is ApiSuccess<unknown> {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success' && 'payload' in body;
}

/** The envelope is unwrapped here, once for every endpoint; an answer that is not one (a CSV file) passes as it came. */
function answerOf(args: RequestArgs, body: unknown): unknown {
  if (args.answer === 'envelope' || !isApiSuccess(body)) return body;
  return body.payload;
}

/**
 * The one base query of the site's API: axios requests with the member's Bearer token, answering
 * the envelope's payload (or the whole envelope when a request asks for it, RequestArgs.answer).
 *
 * A 401 on a request sent with a token rotates the token pair once through
 * POST /cl-api/auth/refresh and replays the request. The server revokes a session whose refresh
 * token is used twice, so concurrent 401s share one refresh in flight; a request that failed with
 * a token already replaced is only replayed. A refused refresh ends the session. A 401 that answers
 * a wrong password (a signed-in member's password check, as the change of password) is the answer
 * itself: refreshing and replaying it would count one wrong password twice.
 */
export function axiosBaseQuery(client: AxiosInstance = apiClient): BaseQueryFn<RequestArgs, unknown, QueryError> {
  let refreshing: Promise<boolean> | null = null;

  function refreshOnce(api: BaseQueryApi, refreshToken: string): Promise<boolean> {
    refreshing ??= client
      .post<ApiSuccess<TokenPair>>(REFRESH_URL, { refresh_token: refreshToken })
      .then(
        (response) => {
          api.dispatch(tokensReceived(response.data.payload));
          return true;
        },
        (error: unknown) => {
          // Only the server's refusal ends the session; a lost connection leaves it to the next try.
          if (axios.isAxiosError(error) && error.response) api.dispatch(sessionCleared());
          return false;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function send(args: RequestArgs, token: string | null | undefined, signal: AbortSignal) {
    const { url, method = 'GET', data, params, headers } = args;
    return client.request({
      url,
      method,
      data,
      params,
      signal,
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  }

  return async (args, api) => {
    const token = sessionOf(api)?.token;
    try {
      return { data: answerOf(args, (await send(args, token, api.signal)).data) };
    } catch (error) {
      if (token && args.url !== REFRESH_URL && axios.isAxiosError(error) && error.response?.status === 401 && !isWrongPassword(error)) {
        const session = sessionOf(api);
        const alreadyRotated = session?.token && session.token !== token;
        const refreshed = alreadyRotated || (session?.refresh_token && (await refreshOnce(api, session.refresh_token)));
        if (refreshed) {
          try {
            return { data: answerOf(args, (await send(args, sessionOf(api)?.token, api.signal)).data) };
          } catch (retryError) {
            return { error: toQueryError(retryError) };
          }
        }
      }
      return { error: toQueryError(error) };
    }
  };
}

function isWrongPassword(error: { response?: { data?: unknown } }): boolean {
  const body = error.response?.data;
  return isApiFailure(body) && body.message === th.auth.loginFailed;
}

function toQueryError(error: unknown): QueryError {
  if (axios.isAxiosError(error) && error.response) {
    const body: unknown = error.response.data;
    const status = error.response.status;
    if (isApiFailure(body)) {
      return { status, code: body.code, message: body.message, payload: body.payload };
    }
    return { status, code: 'INTERNAL', message: fallbackMessage(status) };
  }
  return { status: 'NETWORK', code: 'NETWORK', message: th.errors.network };
}
