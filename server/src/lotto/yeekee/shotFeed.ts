import { EventEmitter } from 'node:events';
import type { YeekeeShot } from '@lotto/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { Schema } from '../../db/schema';

const CHANNEL = 'yeekee_shots';

interface ShotMessage {
  roundId: number;
  shot: YeekeeShot;
}

/** The embedded engine serves one process: every app on one database shares its viewers. */
const viewersByDatabase = new WeakMap<Database, EventEmitter>();
function inProcessViewers(database: Database): EventEmitter {
  let viewers = viewersByDatabase.get(database);
  if (!viewers) {
    viewers = new EventEmitter();
    viewersByDatabase.set(database, viewers);
  }
  return viewers;
}

/**
 * Every accepted shot, to every viewer of its round on any server process. On PostgreSQL the
 * shooting transaction NOTIFYs (sent on commit) and each process LISTENs on one connection, then
 * fans out in memory; on the embedded engine (one process) the shot is handed over after commit.
 * Viewers hold a listener, never a database connection.
 */
export class ShotFeed {
  private readonly viewers: EventEmitter;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {
    this.viewers = database.listen ? new EventEmitter() : inProcessViewers(database);
    this.viewers.setMaxListeners(0);
  }

  private get notifies(): boolean {
    return this.database.listen !== undefined;
  }

  async start(onError: (error: unknown) => void): Promise<void> {
    if (!this.database.listen) return;
    this.stopListening = await this.database.listen(CHANNEL, (payload) => {
      try {
        this.deliver(JSON.parse(payload) as ShotMessage);
      } catch (error) {
        onError(error);
      }
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Inside the shot's transaction: PostgreSQL delivers the NOTIFY only if it commits. */
  async announce(trx: Transaction<Schema>, roundId: number, shot: YeekeeShot): Promise<void> {
    if (this.notifies) await sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ roundId, shot } satisfies ShotMessage)})`.execute(trx);
  }

  /** After the shot's transaction committed: the embedded engine's delivery. */
  committed(roundId: number, shot: YeekeeShot): void {
    if (!this.notifies) this.deliver({ roundId, shot });
  }

  /** Calls `onShot` with each new shot of the round until the returned function is called. */
  subscribe(roundId: number, onShot: (shot: YeekeeShot) => void): () => void {
    const event = String(roundId);
    this.viewers.on(event, onShot);
    return () => this.viewers.off(event, onShot);
  }

  private deliver({ roundId, shot }: ShotMessage): void {
    this.viewers.emit(String(roundId), shot);
  }
}
