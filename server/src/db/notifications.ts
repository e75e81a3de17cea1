import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** How one engine listens: LISTEN on a channel, every notification to `onPayload`. */
export interface NotificationSource {
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Ends the listening on every channel for good (a PostgreSQL connection is given back). */
  close(): Promise<void>;
}

/**
 * One server process's NOTIFY listener, shared by every area that waits for other processes'
 * news (yeekee shots, ended sessions): each channel is LISTENed once, its subscribers called in
 * turn. A notification is sent by PostgreSQL only when its transaction commits, to every process.
 */
export class NotificationListener {
  private readonly subscribers = new Map<string, Set<(payload: string) => void>>();
  private readonly listening = new Map<string, Promise<void>>();
  private readonly interruptions = new Set<() => void>();
  private readonly source: NotificationSource;
  private closed = false;

  /** `onInterrupted` hears the source's failure; every subscriber that asked is told too. */
  constructor(
    makeSource: (onInterrupted: (error: Error) => void) => NotificationSource,
    onInterrupted: (error: Error) => void,
    private readonly onClose: () => void = () => {},
  ) {
    this.source = makeSource((error) => {
      onInterrupted(error);
      for (const interrupted of this.interruptions) interrupted();
    });
  }

  /**
   * Calls `onPayload` with each notification on `channel`, and `onInterrupted` if the listening
   * fails (what was sent meanwhile is lost), until the returned function is called.
   */
  async listen(channel: string, onPayload: (payload: string) => void, onInterrupted?: () => void): Promise<() => void> {
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
    if (onInterrupted) this.interruptions.add(onInterrupted);
    await this.listening.get(channel);
    return () => {
      subscribers.delete(onPayload);
      if (onInterrupted) this.interruptions.delete(onInterrupted);
    };
  }

  /** Stops listening on every channel; closing again, or after the database closed, does nothing. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    this.subscribers.clear();
    this.interruptions.clear();
    await this.source.close();
  }
}

/**
 * PostgreSQL: one connection of the pool, checked out for the listener's life. Its failure (the
 * server restarted, the connection was cut) is reported to `onInterrupted`.
 */
export function postgresNotifications(pool: pg.Pool, onInterrupted: (error: Error) => void): NotificationSource {
  let connection: Promise<pg.PoolClient> | undefined;
  let released = false;
  const handlers = new Map<string, (payload: string) => void>();
  const connect = () =>
    (connection ??= pool.connect().then((client) => {
      // A checked-out client's failure is not the pool's: without a handler it would end the process.
      client.on('error', (error) => {
        if (!released) onInterrupted(error);
      });
      client.on('notification', (message) => handlers.get(message.channel)?.(message.payload ?? ''));
      return client;
    }));
  return {
    async listen(channel, onPayload) {
      const client = await connect();
      handlers.set(channel, onPayload);
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    },
    async close() {
      if (!connection || released) return;
      released = true;
      // Ended, not returned: its LISTENs must not follow it into the pool.
      (await connection).release(true);
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
