import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

/**
 * One feed of events sent on a stream (a member's inbox items, a yeekee round's shots): a stream
 * may carry several, each with its own SSE event name, order and catch-up.
 */
export interface StreamFeed<Event> {
  /** The SSE event name of this feed's events. */
  name: string;
  /** Subscribes to the feed: `deliver` each new event, `gap` when the feed lost some; answers the unsubscribe. */
  subscribe: (deliver: (event: Event) => void, gap: () => void) => () => void;
  /** The events after the browser's Last-Event-ID, in order (the route decides what a stream without one is sent). */
  catchUp: () => Promise<readonly Event[]>;
  /** Whether the event is one this stream has not sent, noting it as sent (asked once per event, just before it would be sent). */
  fresh: (event: Event) => boolean;
  /** The event's place in its feed: what arrived while the catch-up was read is sent in this order. */
  order: (event: Event) => number;
}

/** The open streams of one area (Server-Sent Events); they end when the server closes, before the feeds' listeners go. */
export class EventStreams {
  private readonly streams = new Set<ServerResponse>();

  constructor(app: FastifyInstance) {
    // Open streams would hold the server's close.
    app.addHook('preClose', async () => {
      for (const stream of this.streams) stream.end();
    });
  }

  /**
   * Takes the request from Fastify and answers it with a stream of the events of `feeds`: for each
   * feed it subscribes first, then sends what the browser missed (its catch-up), then what arrived
   * meanwhile, in order; then every new event; each only if `fresh`, with the `id:` that
   * `eventId` gives once the event is noted as sent (the stream's place in every feed, which the
   * browser sends back as Last-Event-ID). A gap in any feed, or a failed catch-up, ends the stream:
   * the browser reconnects after `reconnectMs` and reads what it missed. `release` (the stream's
   * slot) is called once, when the stream closes.
   */
  open(
    reply: FastifyReply,
    {
      log,
      release,
      keepAliveMs,
      reconnectMs,
      feeds,
      eventId,
    }: {
      log: FastifyBaseLogger;
      release: () => void;
      keepAliveMs: number;
      reconnectMs: number;
      // Each feed has its own event type: the stream only passes each feed's events back to it.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      feeds: readonly StreamFeed<any>[];
      eventId: () => string;
    },
  ): void {
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    this.streams.add(stream);
    const unsubscribes = feeds.map((feed) => this.follow(stream, feed, eventId, log));
    // A comment line now and then keeps proxies from closing a quiet stream.
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), keepAliveMs);
    stream.on('close', () => {
      release();
      clearInterval(keepAlive);
      for (const unsubscribe of unsubscribes) unsubscribe();
      this.streams.delete(stream);
    });
    stream.write(`retry: ${reconnectMs}\n\n`);
  }

  /** Sends one feed's catch-up and then its news on `stream`; answers its unsubscribe. */
  private follow<Event>(stream: ServerResponse, feed: StreamFeed<Event>, eventId: () => string, log: FastifyBaseLogger): () => void {
    const send = (event: Event) => {
      if (!feed.fresh(event)) return;
      stream.write(`id: ${eventId()}\nevent: ${feed.name}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const early: Event[] = [];
    let caughtUp = false;
    const unsubscribe = feed.subscribe(
      (event) => (caughtUp ? send(event) : early.push(event)),
      () => stream.end(),
    );
    feed.catchUp().then(
      (missed) => {
        for (const event of missed) send(event);
        caughtUp = true;
        for (const event of early.sort((a, b) => feed.order(a) - feed.order(b))) send(event);
      },
      (error: unknown) => {
        log.error({ err: error }, 'a live stream could not read the events its browser missed');
        stream.end();
      },
    );
    return unsubscribe;
  }
}
