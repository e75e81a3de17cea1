/**
 * The server's live streams (Server-Sent Events, read through fetch: shared/src/client/eventStream.ts),
 * faked where the page meets the network. Each request the page opens is a connection: it answers
 * the status `statusOf` gives it, and a 200 stays open, sending what the test sends, until the
 * page aborts it.
 *
 * Use: `const streams = useFakeStreams()` once in a test file; `streams.connections` holds every
 * connection opened in the test, `streams.open()` those still open. Tests import it from
 * `@lotto/shared/testing`.
 */
export interface FakeStreamConnection {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  /** Sends raw text on the stream. */
  send: (text: string) => void;
  /** Sends one event: its name, its `id:` and its data as JSON. */
  event: (name: string, id: string, data: unknown) => void;
}

export interface FakeStreams {
  connections: FakeStreamConnection[];
  /** The connections the page has not closed. */
  open: () => FakeStreamConnection[];
  /** The status each new connection answers (200 unless a test says otherwise). */
  statusOf: (url: string, headers: Record<string, string>) => number;
}

export function useFakeStreams(): FakeStreams {
  const streams: FakeStreams = {
    connections: [],
    open: () => streams.connections.filter((connection) => !connection.signal.aborted),
    statusOf: () => 200,
  };
  const encoder = new TextEncoder();
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = { ...(init?.headers as Record<string, string>) };
    const signal = init!.signal!;
    const status = streams.statusOf(url, headers);
    const chunks: Uint8Array[] = [];
    let waiting: ((result: ReadableStreamReadResult<Uint8Array>) => void) | undefined;
    let failWaiting: ((error: unknown) => void) | undefined;
    signal.addEventListener('abort', () => failWaiting?.(new DOMException('aborted', 'AbortError')));
    const read = () =>
      new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
        const chunk = chunks.shift();
        if (chunk) resolve({ done: false, value: chunk });
        else if (signal.aborted) reject(new DOMException('aborted', 'AbortError'));
        else [waiting, failWaiting] = [resolve, reject];
      });
    const send = (text: string) => {
      const value = encoder.encode(text);
      if (waiting) {
        waiting({ done: false, value });
        waiting = undefined;
      } else chunks.push(value);
    };
    const event = (name: string, id: string, data: unknown) => send(`event: ${name}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
    if (status === 200) streams.connections.push({ url, headers, signal, send, event });
    const response = { status, ok: status === 200, body: { getReader: () => ({ read }) } };
    return Promise.resolve(response as unknown as Response);
  };
  const real = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = fetch;
  });
  afterEach(() => {
    streams.connections = [];
    streams.statusOf = () => 200;
  });
  afterAll(() => {
    globalThis.fetch = real;
  });
  return streams;
}
