import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@lotto/shared/client';

/** What the fake server does with one call: answer a payload, or fail as a lost connection. */
export type FakeAnswer = { payload: unknown } | 'network-error';

export interface FakeCall {
  url: string;
  body: unknown;
}

const originalAdapter = apiClient.defaults.adapter;

/**
 * Answers the site's API calls in a component test, at the HTTP boundary (the server is not ours
 * to run here): `answer` picks the reply of each call (a promise holds it back); every call is recorded.
 */
export function fakeServer(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call = { url: config.url ?? '', body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data };
    calls.push(call);
    const reply = await answer(call);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return { data: { status: 'success', message: '', payload: reply.payload }, status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return { calls };
}

export function restoreServer(): void {
  apiClient.defaults.adapter = originalAdapter;
}
