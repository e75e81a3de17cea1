import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient } from '@lotto/shared/client';

// The client's own axios types: the workspaces may resolve another copy of axios than this file.
type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

/** One answer of the fake server: an HTTP status and the JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: { body: unknown; authorization?: string }) => FakeAnswer | Promise<FakeAnswer>;

/** `{ status: 'success', payload }` as the server answers. */
export const ok = (payload: unknown): FakeAnswer => ({ body: { status: 'success', message: '', payload } });
export const refused = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { status: 'error', code, message },
});

/**
 * Answers the site's API calls in a component test as the server would: `routes` maps
 * 'METHOD /path' to a handler; any other call is a 404. The server is the boundary these tests do
 * not own, so it is the one thing replaced; the base query, store and components are the real ones.
 * Returns the calls made, to assert on, and a function that restores the real transport.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: { route: string; body: unknown; authorization?: string }[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: Adapter = async (config: RequestConfig) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const authorization = AxiosHeaders.from(config.headers).get('Authorization')?.toString();
    calls.push({ route, body, authorization });
    const handler = routes[route];
    const answer = handler ? await handler({ body, authorization }) : refused(404, 'NOT_FOUND', 'ไม่พบข้อมูลที่ต้องการ');
    const response = {
      data: answer.body,
      status: answer.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(`HTTP ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config as never, null, response as never);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}
