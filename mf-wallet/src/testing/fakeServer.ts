/**
 * The API server, faked at the browser's edge (XMLHttpRequest, which axios uses in jsdom): the
 * screens' real store, API slices and axios run unchanged, and each test says what the server
 * answers and reads what it was sent.
 */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON, or the FormData of an upload. */
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** No answer at all: the network failed. */
  networkError?: boolean;
}

type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

const routes = new Map<string, Handler>();
export const sent: SentRequest[] = [];

/** Answers `METHOD /path` with `answer` (a fixed answer or a function of the request). */
export function answer(route: string, handler: Handler | FakeAnswer): void {
  routes.set(route, typeof handler === 'function' ? handler : () => handler);
}

export const ok = (payload: unknown, message = '') => ({ status: 200, body: { status: 'success', message, payload } });
export const fail = (status: number, code: string, message: string) => ({ status, body: { status: 'error', code, message } });

export function sentTo(route: string): SentRequest[] {
  return sent.filter((request) => `${request.method} ${request.url}` === route);
}

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
    return 'content-type: application/json\r\n';
  }

  addEventListener() {}

  removeEventListener() {}

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  send(data?: unknown) {
    const body = typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
    const request: SentRequest = { method: this.method, url: this.url, headers: this.headers, body };
    sent.push(request);
    const route = `${this.method} ${this.url.split('?')[0]}`;
    setTimeout(() => {
      void (async () => {
        const handler = routes.get(route);
        const result: FakeAnswer = handler ? await handler(request) : fail(404, 'NOT_FOUND', `no fake answer for ${route}`);
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
        this.responseText = JSON.stringify(result.body ?? null);
        this.response = this.responseText;
        this.readyState = 4;
        this.onreadystatechange?.();
        this.onloadend?.();
      })();
    }, 0);
  }
}

/** Installs the fake for the test file and forgets routes and requests after each test. */
export function useFakeServer(): void {
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
