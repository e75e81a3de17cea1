import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient } from '@lotto/shared/client';

/**
 * The API server, faked at the client's transport (the axios adapter of `apiClient`): the screens'
 * real store, API slices and base query run unchanged; each test says what the server answers and
 * reads what it was sent, query parameters included.
 */
export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** No answer at all: the network failed. */
  networkError?: boolean;
}

type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

// The client's own axios types: the workspaces may resolve another copy of axios than this file.
type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

const routes = new Map<string, Handler>();
export const sent: SentRequest[] = [];

/** Answers `METHOD /path` with `handler` (a fixed answer or a function of the request). */
export function answer(route: string, handler: Handler | FakeAnswer): void {
  routes.set(route, typeof handler === 'function' ? handler : () => handler);
}

export const ok = (payload: unknown, message = '') => ({ status: 200, body: { status: 'success', message, payload } });
export const fail = (status: number, code: string, message: string) => ({ status, body: { status: 'error', code, message } });

export function sentTo(route: string): SentRequest[] {
  return sent.filter((request) => `${request.method} ${request.url}` === route);
}

const adapter: Adapter = async (config: RequestConfig) => {
  const headers = Object.fromEntries(
    Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  const params = Object.fromEntries(
    Object.entries((config.params ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined),
  );
  const request: SentRequest = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params, headers, body };
  sent.push(request);
  const handler = routes.get(`${request.method} ${request.url}`);
  const result: FakeAnswer = handler ? await handler(request) : fail(404, 'NOT_FOUND', `no fake answer for ${request.method} ${request.url}`);
  if (result.networkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config as never);
  const response = { data: result.body ?? null, status: result.status ?? 200, statusText: '', headers: {}, config };
  if (response.status >= 400) {
    throw new AxiosError(`HTTP ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config as never, null, response as never);
  }
  return response;
};

/** Installs the fake for the test file and forgets routes and requests after each test. */
export function useFakeServer(): void {
  const real = apiClient.defaults.adapter;
  beforeAll(() => {
    apiClient.defaults.adapter = adapter;
  });
  afterEach(() => {
    routes.clear();
    sent.length = 0;
  });
  afterAll(() => {
    apiClient.defaults.adapter = real;
  });
}
