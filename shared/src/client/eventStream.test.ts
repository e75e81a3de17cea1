/**
 * @jest-environment node
 */
import { EventStreamParser, openEventStream, type EventStreamOptions, type ServerEvent } from './eventStream';

describe('EventStreamParser', () => {
  it('reads events with their type, id and data, skipping comments', () => {
    const parser = new EventStreamParser();
    const events = parser.push(': keep-alive\n\nevent: item\nid: 7\ndata: {"id":7}\n\nevent: item\nid: 8\ndata: {"id":8}\n\n');
    expect(events).toEqual([
      { type: 'item', id: '7', data: '{"id":7}' },
      { type: 'item', id: '8', data: '{"id":8}' },
    ]);
    expect(parser.lastEventId).toBe('8');
  });

  it('joins data lines with LF, defaults the type to message and keeps one leading space only', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: first\ndata:  second\ndata\n\n')).toEqual([{ type: 'message', id: '', data: 'first\n second\n' }]);
  });

  it('holds a line split across chunks, with CRLF split between them too', () => {
    const parser = new EventStreamParser('3');
    expect(parser.push('event: it')).toEqual([]);
    expect(parser.push('em\r\ndata: {"ti')).toEqual([]);
    expect(parser.push('tle":"ถอนเงิน"}\r')).toEqual([]);
    expect(parser.push('\n\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ type: 'item', id: '3', data: '{"title":"ถอนเงิน"}' }]);
  });

  it('reads lines ended by CR alone', () => {
    expect(new EventStreamParser().push('event: item\rid: 4\rdata: x\r\rdata: y\r')).toEqual([{ type: 'item', id: '4', data: 'x' }]);
  });

  it('drops an event without data but keeps its id, and ignores an id holding NUL', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: item\nid: 12\n\nid: 1\u00003\n\n')).toEqual([]);
    expect(parser.lastEventId).toBe('12');
    expect(parser.push('event: item\ndata: z\n\n')).toEqual([{ type: 'item', id: '12', data: 'z' }]);
  });
});

/** A response whose body streams `chunks` and then ends. */
function streaming(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

type Step = () => Response | Promise<Response>;

/** Runs the stream against a scripted server: one step per connection; the stream closes when the script ends. */
async function runAgainst(steps: Step[], options: Partial<EventStreamOptions> = {}) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const waits: number[] = [];
  const events: ServerEvent[] = [];
  let close = () => undefined as void;
  const stream = openEventStream({
    url: '/cl-api/stream',
    token: () => 'access-1',
    onEvent: (event) => events.push(event),
    onUnauthorized: () => Promise.resolve(false),
    random: () => 1,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    fetch: (url, init) => {
      requests.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } });
      const step = steps.shift();
      if (!step) {
        close();
        return Promise.reject(new DOMException('closed', 'AbortError'));
      }
      return Promise.resolve().then(step);
    },
    ...options,
  });
  close = stream.close;
  await stream.closed;
  return { requests, waits, events };
}

describe('openEventStream', () => {
  it('connects again after the server ends the stream and after errors, resuming with Last-Event-ID and backing off', async () => {
    const { requests, waits, events } = await runAgainst([
      () => streaming(['event: item\nid: 41\ndata: {"id":41}\n\n', 'event: item\nid: 42\ndata: {"id":42}\n\n']),
      () => Promise.reject(new TypeError('network down')),
      () => streaming([], 503),
      () => streaming([]),
      () => streaming(['event: item\nid: 43\ndata: {"id":43}\n\n']),
    ]);

    expect(events.map((event) => event.id)).toEqual(['41', '42', '43']);
    expect(requests.map((request) => request.headers['Last-Event-ID'])).toEqual([undefined, '42', '42', '42', '42', '43']);
    expect(requests[0]).toEqual({
      url: '/cl-api/stream',
      headers: { Accept: 'text/event-stream', Authorization: 'Bearer access-1' },
    });
    // A connection that brought events starts the wait afresh; failures in a row double it.
    expect(waits).toEqual([1000, 2000, 4000, 8000, 1000]);
  });

  it('never waits longer than the most, and spreads the wait by the random share', async () => {
    const fails = Array.from({ length: 7 }, () => () => Promise.reject(new TypeError('down')));
    const { waits } = await runAgainst(fails, { random: () => 0, maxDelayMs: 16_000 });
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('refreshes the session on a 401 and connects again at once with the new token', async () => {
    let current = 'old-token';
    const refused: string[] = [];
    const { requests, waits } = await runAgainst([() => streaming([], 401), () => streaming(['event: item\ndata: {}\n\n'])], {
      token: () => current,
      onUnauthorized: (token) => {
        refused.push(token);
        current = 'new-token';
        return Promise.resolve(true);
      },
    });
    expect(refused).toEqual(['old-token']);
    expect(requests.map((request) => request.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token', 'Bearer new-token']);
    expect(waits).toEqual([1000]);
  });

  it('stops when the refresh fails, and when a refreshed token is refused again', async () => {
    const failed = await runAgainst([() => streaming([], 401), () => streaming([])]);
    expect(failed.requests).toHaveLength(1);

    let calls = 0;
    const again = await runAgainst([() => streaming([], 401), () => streaming([], 401), () => streaming([])], {
      onUnauthorized: () => {
        calls += 1;
        return Promise.resolve(true);
      },
    });
    expect(calls).toBe(1);
    expect(again.requests).toHaveLength(2);
  });

  it('stops when the session has no token', async () => {
    let signedIn = true;
    const { requests } = await runAgainst(
      [
        () => {
          signedIn = false;
          return streaming([]);
        },
        () => streaming([]),
      ],
      { token: () => (signedIn ? 'access-1' : null) },
    );
    expect(requests).toHaveLength(1);
  });

  it('stops reading and waiting once closed', async () => {
    const requests: unknown[] = [];
    const stream = openEventStream({
      url: '/cl-api/stream',
      token: () => 'access-1',
      onEvent: () => undefined,
      onUnauthorized: () => Promise.resolve(false),
      fetch: (_url, init) => {
        requests.push(init);
        // A stream that stays open until the request is aborted.
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      },
    });
    await Promise.resolve();
    stream.close();
    await stream.closed;
    expect(requests).toHaveLength(1);
  });
});
