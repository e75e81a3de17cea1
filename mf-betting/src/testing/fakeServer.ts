import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/**
 * The server as the component tests see it: the site's real axios client and base query, with an
 * adapter in place of the network. A test says what each lottery call answers and reads what the
 * screen sent (body and headers). Wire it in a test file with
 * `jest.mock('axios', () => jest.requireActual('../testing/fakeServer').mockedAxios())`.
 */
export interface Answer {
  status?: number;
  body: unknown;
}

export interface SentRequest {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (body: unknown, request: SentRequest) => Answer | Promise<Answer>;

const handlers = new Map<string, Handler>();
export const sent: SentRequest[] = [];

export const fakeServer = {
  /** What `POST …/<name>` answers from now on. */
  on(name: string, handler: Handler) {
    handlers.set(name, handler);
  },
  reset() {
    handlers.clear();
    sent.length = 0;
  },
  calls(name: string): SentRequest[] {
    return sent.filter((request) => request.url.endsWith(`/${name}`));
  },
};

export const ok = (payload: unknown): Answer => ({ body: { status: 'success', message: 'OK', payload } });
export const fail = (status: number, code: string, message: string, payload?: unknown): Answer => ({
  status,
  body: { status: 'error', code, message, ...(payload !== undefined && { payload }) },
});

export function mockedAxios() {
  const actual = jest.requireActual<typeof import('axios')>('axios');
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([key, value]) => [key, String(value)]));
    const request = { url, body, headers };
    sent.push(request);
    const handler = [...handlers.entries()].find(([name]) => url.endsWith(`/${name}`))?.[1];
    const answer = handler ? await handler(body, request) : { status: 404, body: { status: 'error', code: 'NOT_FOUND', message: `no fake for ${url}` } };
    const response: AxiosResponse = { data: answer.body, status: answer.status ?? 200, statusText: '', headers: {}, config, request: {} };
    if (response.status >= 400) throw new actual.AxiosError('fake failure', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  const create: typeof actual.create = (config) => actual.create({ ...config, adapter });
  const axios = Object.assign(Object.create(actual.default) as typeof actual.default, { create });
  return { ...actual, __esModule: true, default: axios, create };
}
