/**
 * The API server of every component test, faked where the browser meets the network:
 * XMLHttpRequest, which axios uses in jsdom. The server is the boundary these tests do not own, so
 * it is the one thing replaced; everything of ours runs for real (components, the store, RTK Query,
 * the axios base query with its token refresh, and axios itself: query strings, headers, upload
 * progress). A test says what each `METHOD /path` answers and reads what the page sent.
 *
 * Use: `useFakeApi()` once in a test file, then `answer(route, …)`; `sent` and `sentTo(route)` hold
 * the requests. Tests import it from `@lotto/shared/testing`.
 */
export interface SentRequest {
  /** `METHOD /path`: the key of `answer` and `sentTo`. */
  route: string;
  method: string;
  /** The path, without the query string. */
  url: string;
  /** The query string; a value that reads as a number is one (the wire does not tell '1' from 1). */
  params: Record<string, unknown>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Parsed JSON, or the FormData of an upload. */
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  /** JSON, or a Blob for a request that asked for one. */
  body?: unknown;
  /** No answer at all: the network failed. */
  networkError?: boolean;
}

export type FakeHandler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

const routes = new Map<string, FakeHandler>();
/** Every request of the current test, in the order sent. */
export const sent: SentRequest[] = [];

/** Answers `METHOD /path` with `handler` (a fixed answer, or a function of the request) from now on. */
export function answer(route: string, handler: FakeHandler | FakeAnswer): void {
  routes.set(route, typeof handler === 'function' ? handler : () => handler);
}

export function sentTo(route: string): SentRequest[] {
  return sent.filter((request) => request.route === route);
}

/** `{ status: 'success', message, payload }` as the server answers. */
export const ok = (payload: unknown, message = ''): FakeAnswer => ({ status: 200, body: { status: 'success', message, payload } });

/** The server's refusal: an HTTP status, the error code and the Thai message (and a payload where the API has one). */
export const fail = (status: number, code: string, message: string, payload?: unknown): FakeAnswer => ({
  status,
  body: { status: 'error', code, message, ...(payload !== undefined && { payload }) },
});

function queryParams(search: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    [...search].map(([name, value]) => [name, value !== '' && String(Number(value)) === value ? Number(value) : value]),
  );
}

/** What axios's XMLHttpRequest adapter uses of the browser's XMLHttpRequest, answered by `routes`. */
class FakeXMLHttpRequest {
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = '';
  responseType = '';
  responseURL = '';
  timeout = 0;
  withCredentials = false;
  upload = new EventTarget();
  onloadend: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onreadystatechange: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private aborted = false;

  open(method: string, url: string) {
    this.method = method.toUpperCase();
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getAllResponseHeaders() {
    return `content-type: ${this.responseType === 'blob' ? 'application/octet-stream' : 'application/json'}\r\n`;
  }

  // Download progress: no test follows it.
  addEventListener() {}

  removeEventListener() {}

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  send(data?: unknown) {
    const address = new URL(this.url, window.location.href);
    const request: SentRequest = {
      route: `${this.method} ${address.pathname}`,
      method: this.method,
      url: address.pathname,
      params: queryParams(address.searchParams),
      headers: this.headers,
      body: typeof data === 'string' ? (JSON.parse(data) as unknown) : data,
    };
    sent.push(request);
    // Answered after send returns, as the network does; on promises, so that jest's fake timers do not hold it.
    void Promise.resolve().then(async () => {
      const handler = routes.get(request.route);
      const result = handler ? await handler(request) : fail(404, 'NOT_FOUND', `no fake answer for ${request.route}`);
      if (this.aborted) return;
      if (result.networkError) {
        this.onerror?.(new Event('error'));
        return;
      }
      if (data instanceof FormData) {
        const progress = (loaded: number) =>
          this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total: 100, lengthComputable: true }));
        progress(50);
        progress(100);
      }
      this.status = result.status ?? 200;
      if (this.responseType === 'blob') {
        this.response = result.body instanceof Blob ? result.body : new Blob([JSON.stringify(result.body ?? null)]);
      } else {
        this.responseText = JSON.stringify(result.body ?? null);
        this.response = this.responseText;
      }
      this.readyState = 4;
      this.onreadystatechange?.();
      this.onloadend?.();
    });
  }
}

/** Puts the fake server in place for the test file; each test starts with no routes and no requests. */
export function useFakeApi(): void {
  const real = window.XMLHttpRequest;
  beforeAll(() => {
    Object.assign(window, { XMLHttpRequest: FakeXMLHttpRequest });
  });
  afterEach(() => {
    routes.clear();
    sent.length = 0;
  });
  afterAll(() => {
    Object.assign(window, { XMLHttpRequest: real });
  });
}
