import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** How one engine listens: LISTEN on a channel, every notification to `onPayload`. */
export interface NotificationSource {
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Ends the listening on every channel for good (a PostgreSQL connection is given back). */
  close(): Promise<void>;
}

/** What a source tells its listener besides notifications: the listening broke, or works again. */
export interface ListeningEvents {
  /** Notifications sent from now on may be lost, until `resumed`. */
  interrupted(error: Error): void;
  /** Listening on every channel again: what was sent meanwhile is lost. */
  resumed(): void;
}

/** A subscriber's part in a gap of news: it cannot trust what it kept from before. */
export interface NewsGaps {
  interrupted(): void;
  resumed(): void;
}

/**
 * One server process's NOTIFY listener, shared by every area that waits for other processes'
 * news (yeekee shots, ended sessions): each channel is LISTENed once, its subscribers called in
 * turn. A notification is sent by PostgreSQL only when its transaction commits, to every process.
 */
export class NotificationListener {
  private readonly subscribers = new Map<string, Set<(payload: string) => void>>();
  private readonly listening = new Map<string, Promise<void>>();
  private readonly gaps = new Set<NewsGaps>();
  private readonly source: NotificationSource;
  private closed = false;

  /** `events` hears the source's failures and recoveries; every subscriber that asked is told too. */
  constructor(
    makeSource: (events: ListeningEvents) => NotificationSource,
    events: ListeningEvents,
    private readonly onClose: () => void = () => {},
  ) {
    this.source = makeSource({
      interrupted: (error) => {
        events.interrupted(error);
        for (const gap of this.gaps) gap.interrupted();
      },
      resumed: () => {
        events.resumed();
        for (const gap of this.gaps) gap.resumed();
      },
    });
  }

  /**
   * Calls `onPayload` with each notification on `channel`, and `gaps` when the listening breaks
   * (what is sent meanwhile is lost) and when it works again, until the returned function is called.
   */
  async listen(channel: string, onPayload: (payload: string) => void, gaps?: NewsGaps): Promise<() => void> {
    let subscribers = this.subscribers.get(channel);
    if (!subscribers) {
      const created = new Set<(payload: string) => void>();
      subscribers = created;
      this.subscribers.set(channel, created);
      this.listening.set(
        channel,
        this.source.listen(channel, (payload) => {
          for (const subscriber of created) subscriber(payload);
        }),
      );
    }
    subscribers.add(onPayload);
    if (gaps) this.gaps.add(gaps);
    await this.listening.get(channel);
    return () => {
      subscribers.delete(onPayload);
      if (gaps) this.gaps.delete(gaps);
    };
  }

  /** Stops listening on every channel; closing again, or after the database closed, does nothing. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    this.subscribers.clear();
    this.gaps.clear();
    await this.source.close();
  }
}

/** Waits before each attempt to listen again after a failure: 1 s, 2 s, 4 s, … at most 30 s. */
export const RELISTEN_DELAYS_MS = { first: 1_000, max: 30_000 };

/**
 * PostgreSQL: one connection of the pool, checked out for the listener's life. When it fails (the
 * server restarted, the connection was cut) `events.interrupted` hears it and another connection
 * LISTENs on every channel again, retried with growing waits, then `events.resumed`.
 */
export function postgresNotifications(pool: pg.Pool, events: ListeningEvents, delays = RELISTEN_DELAYS_MS): NotificationSource {
  let connection: Promise<pg.PoolClient> | undefined;
  /** The connection listening now: a failure of an earlier one is old news. */
  let current: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const handlers = new Map<string, (payload: string) => void>();

  const connect = () =>
    (connection ??= pool.connect().then((client) => {
      current = client;
      // A checked-out client's failure is not the pool's: without a handler it would end the process.
      client.on('error', (error) => broken(client, error));
      client.on('notification', (message) => handlers.get(message.channel)?.(message.payload ?? ''));
      return client;
    }));

  const listenOn = async (client: pg.PoolClient, channel: string) => {
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  };

  /** Gives the connection back for good: ended, not returned, so its LISTENs do not follow it into the pool. */
  function drop(): void {
    current?.release(true);
    current = undefined;
    connection = undefined;
  }

  function broken(client: pg.PoolClient, error: Error): void {
    if (closed || client !== current) return;
    drop();
    events.interrupted(error);
    listenAgain(delays.first);
  }

  function listenAgain(wait: number): void {
    retry = setTimeout(async () => {
      retry = undefined;
      if (closed) return;
      try {
        const client = await connect();
        for (const channel of handlers.keys()) await listenOn(client, channel);
        if (!closed) events.resumed();
      } catch (error) {
        if (closed) return;
        drop();
        events.interrupted(error as Error);
        listenAgain(Math.min(wait * 2, delays.max));
      }
    }, wait);
    retry.unref();
  }

  return {
    async listen(channel, onPayload) {
      handlers.set(channel, onPayload);
      await listenOn(await connect(), channel);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connection?.catch(() => undefined);
      drop();
    },
  };
}

/** The embedded engine serves one process: PGlite calls the listeners as the notifying transaction commits. */
export function pgliteNotifications(pglite: PGlite): NotificationSource {
  const unsubscribes: Promise<() => Promise<void>>[] = [];
  return {
    async listen(channel, onPayload) {
      const unsubscribe = pglite.listen(channel, onPayload);
      unsubscribes.push(unsubscribe);
      await unsubscribe;
    },
    async close() {
      // After the database closed there is nothing left to stop.
      if (pglite.closed) return;
      for (const unsubscribe of unsubscribes.splice(0)) await (await unsubscribe)();
    },
  };
}
