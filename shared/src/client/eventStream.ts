/**
 * A Server-Sent Events stream read through fetch (docs/messages.md): EventSource cannot send the
 * Bearer header, fetch can, and it lets a 401 refresh the session as every other call does.
 * The tab's live streams (liveStream.ts) are opened with it.
 */

/** One dispatched event: its `event:` type (`message` when none), its data lines joined, the last `id:` seen. */
export interface ServerEvent {
  type: string;
  data: string;
  id: string;
}

/**
 * The text/event-stream rules of the HTML standard: lines end with CR, LF or CRLF (also split
 * across chunks), `:` starts a comment, a blank line dispatches, several `data:` lines join with
 * LF, an event without data is dropped, and `id:` outlives its event (Last-Event-ID).
 */
export class EventStreamParser {
  lastEventId: string;
  private buffer = '';
  private type = '';
  private data: string[] = [];

  constructor(lastEventId = '') {
    this.lastEventId = lastEventId;
  }

  /** The events completed by this chunk of text. */
  push(chunk: string): ServerEvent[] {
    this.buffer += chunk;
    const events: ServerEvent[] = [];
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end === -1) break;
      // A CR last in the buffer may be the first half of a CRLF: wait for the next chunk.
      if (this.buffer[end] === '\r' && end === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1));
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): ServerEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    return undefined;
  }

  private dispatch(): ServerEvent | undefined {
    const event = this.data.length > 0 ? { type: this.type || 'message', data: this.data.join('\n'), id: this.lastEventId } : undefined;
    this.type = '';
    this.data = [];
    return event;
  }
}

export interface EventStreamOptions {
  url: string;
  /** The access token to connect with now; null (signed out) stops the stream. Without it, a stream anyone may read. */
  token?: () => string | null;
  onEvent: (event: ServerEvent) => void;
  /**
   * The server refused `token` (401): refresh the session and say whether to connect again
   * (a new token) or stop (the session is over). Without it, a refusal stops the stream.
   */
  onUnauthorized?: (token: string) => Promise<boolean>;
  /** Where to resume: the id of the last event already handled. */
  lastEventId?: string;
  /** The wait after the first failure, doubled after each failure in a row up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  fetch?: typeof fetch;
  /** Waits `ms`, or less when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** 0 ≤ r < 1: spreads the reconnections of many tabs after a server restart. */
  random?: () => number;
}

export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;

function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/** How a connection ended. */
type Ending = 'ended' | 'failed' | 'unauthorized';

/**
 * Keeps one stream open until closed: connects with the current token and Last-Event-ID, hands
 * each event to `onEvent`, and after an error or the server ending the stream connects again
 * after a wait that grows while connections bring nothing (a connection that received anything
 * starts the wait afresh). A 401 goes to `onUnauthorized` once per token.
 */
export function openEventStream(options: EventStreamOptions): { close: () => void; closed: Promise<void> } {
  const {
    url,
    token,
    onEvent,
    onUnauthorized,
    firstDelayMs = FIRST_DELAY_MS,
    maxDelayMs = MAX_DELAY_MS,
    fetch: fetchStream = (...args) => globalThis.fetch(...args),
    sleep = sleepFor,
    random = Math.random,
  } = options;
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId = options.lastEventId ?? '';

  /** One connection: whether it ended, failed or was refused, and whether anything arrived. */
  async function connect(accessToken: string | undefined): Promise<{ ending: Ending; received: boolean }> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (accessToken !== undefined) headers.Authorization = `Bearer ${accessToken}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    let received = false;
    try {
      const response = await fetchStream(url, { headers, signal, cache: 'no-store' });
      if (response.status === 401) return { ending: 'unauthorized', received };
      if (!response.ok || !response.body) return { ending: 'failed', received };
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new EventStreamParser(lastEventId);
      for (;;) {
        const { done, value } = await reader.read();
        // A read already answered when the stream was closed: nothing more reaches the page.
        if (signal.aborted) return { ending: 'ended', received };
        if (done) return { ending: 'ended', received };
        received = true;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
        lastEventId = parser.lastEventId;
      }
    } catch {
      return { ending: 'failed', received };
    }
  }

  async function run(): Promise<void> {
    let delay = firstDelayMs;
    let refusedToken: string | null = null;
    while (!signal.aborted) {
      const accessToken = token ? token() : undefined;
      if (accessToken === null || accessToken === '') return;
      const { ending, received } = await connect(accessToken);
      if (signal.aborted) return;
      if (ending === 'unauthorized') {
        // A second refusal of a token already refreshed would loop: stop.
        if (accessToken === undefined || !onUnauthorized || refusedToken === accessToken || !(await onUnauthorized(accessToken))) return;
        refusedToken = accessToken;
        continue;
      }
      if (received) delay = firstDelayMs;
      await sleep(Math.round(delay * (0.5 + random() / 2)), signal);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }

  const closed = run();
  return { close: () => controller.abort(), closed };
}
