import axios, { type AxiosInstance, type Method } from 'axios';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isApiFailure, type ErrorCode } from '../api/envelope';
import { th } from '../labels/th';
import type { SessionState } from './session';

export interface RequestArgs {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** What every failed query carries: the server's code and Thai message, or ours for the network. */
export interface QueryError {
  status: number | 'NETWORK';
  code: ErrorCode | 'NETWORK';
  message: string;
  payload?: unknown;
}

function fallbackMessage(status: number): string {
  if (status === 404) return th.errors.notFound;
  if (status >= 500) return th.errors.internal;
  return th.errors.generic;
}

/**
 * The one base query of the site's API: same-origin axios requests with the member's Bearer
 * token, answering the whole response envelope so that each endpoint picks what it reads.
 */
export function axiosBaseQuery(
  client: AxiosInstance = axios.create(),
): BaseQueryFn<RequestArgs, unknown, QueryError> {
  return async ({ url, method = 'GET', data, params, headers }, { getState, signal }) => {
    const token = (getState() as { session?: SessionState }).session?.token;
    try {
      const response = await client.request({
        url,
        method,
        data,
        params,
        signal,
        headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      return { data: response.data };
    } catch (error) {
      if (axios.isAxiosError(error) && error.response) {
        const body: unknown = error.response.data;
        const status = error.response.status;
        if (isApiFailure(body)) {
          return { error: { status, code: body.code, message: body.message, payload: body.payload } };
        }
        return { error: { status, code: 'INTERNAL', message: fallbackMessage(status) } };
      }
      return { error: { status: 'NETWORK', code: 'NETWORK', message: th.errors.network } };
    }
  };
}
