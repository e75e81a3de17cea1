import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

/** One live feed's open streams (Server-Sent Events); they end when the server closes, before the feed's listener goes. */
export class EventStreams {
  private readonly streams = new Set<ServerResponse>();

  constructor(app: FastifyInstance) {
    // Open streams would hold the server's close.
    app.addHook('preClose', async () => {
      for (const stream of this.streams) stream.end();
    });
  }

  /**
   * Takes the request from Fastify and answers it with a stream of events: it subscribes first,
   * then sends what the browser missed (`catchUp`, from its Last-Event-ID), then what arrived
   * meanwhile, in order; then every new event; each only if `fresh`. A gap in the news, or a failed
   * catch-up, ends the stream: the browser reconnects after `reconnectMs` with Last-Event-ID and
   * reads what it missed. `release` (the stream's slot) is called once, when the stream closes.
   */
  open<Event>(
    reply: FastifyReply,
    {
      log,
      release,
      keepAliveMs,
      reconnectMs,
      subscribe,
      catchUp,
      fresh,
      eventOf,
    }: {
      log: FastifyBaseLogger;
      release: () => void;
      keepAliveMs: number;
      reconnectMs: number;
      /** Subscribes to the feed: `deliver` each new event, `gap` when the feed lost some; answers the unsubscribe. */
      subscribe: (deliver: (event: Event) => void, gap: () => void) => () => void;
      /** The events after the browser's Last-Event-ID, in order (the route decides what a stream without one is sent). */
      catchUp: () => Promise<readonly Event[]>;
      /** Whether the event is one this stream has not sent (asked once per event, just before it would be sent). */
      fresh: (event: Event) => boolean;
      /** The event's id (its order) and its SSE event name. */
      eventOf: (event: Event) => { id: number; name: string };
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
    const send = (event: Event) => {
      if (!fresh(event)) return;
      const { id, name } = eventOf(event);
      stream.write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const early: Event[] = [];
    let caughtUp = false;
    const unsubscribe = subscribe(
      (event) => (caughtUp ? send(event) : early.push(event)),
      () => stream.end(),
    );
    // A comment line now and then keeps proxies from closing a quiet stream.
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), keepAliveMs);
    stream.on('close', () => {
      release();
      clearInterval(keepAlive);
      unsubscribe();
      this.streams.delete(stream);
    });
    stream.write(`retry: ${reconnectMs}\n\n`);
    catchUp().then(
      (missed) => {
        for (const event of missed) send(event);
        caughtUp = true;
        for (const event of early.sort((a, b) => eventOf(a).id - eventOf(b).id)) send(event);
      },
      (error: unknown) => {
        log.error({ err: error }, 'a live stream could not read the events its browser missed');
        stream.end();
      },
    );
  }
}
