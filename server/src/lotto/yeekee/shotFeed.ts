import { EventEmitter } from 'node:events';
import type { YeekeeShot } from '@lotto/shared';
import { sql, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { NotificationListener } from '../../db/notifications';

const CHANNEL = 'yeekee_shots';
/** The event of a gap in the news (a round's shots are the round id's event). */
const GAP = 'gap';

interface ShotMessage {
  roundId: number;
  shot: YeekeeShot;
}

/**
 * Every accepted shot, to every viewer of its round on any server process: the shooting
 * transaction NOTIFYs (sent on commit) and each process's listener (server/src/db/notifications.ts)
 * fans it out in memory. Viewers hold a listener, never a database connection.
 */
export class ShotFeed {
  private readonly viewers = new EventEmitter();
  private stopListening: (() => void) | undefined;

  constructor(private readonly notifications: NotificationListener) {
    this.viewers.setMaxListeners(0);
  }

  async start(onError: (error: unknown) => void): Promise<void> {
    // Shots sent while the listening is broken are lost to it: every viewer is told, when it breaks
    // and when it works again, to read them from the database.
    const gap = () => this.viewers.emit(GAP);
    this.stopListening = await this.notifications.listen(
      CHANNEL,
      (payload) => {
        try {
          this.deliver(JSON.parse(payload) as ShotMessage);
        } catch (error) {
          onError(error);
        }
      },
      { interrupted: gap, resumed: gap },
    );
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Inside the shot's transaction: the notification is delivered only if it commits. */
  async announce(trx: Transaction<Schema>, roundId: number, shot: YeekeeShot): Promise<void> {
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ roundId, shot } satisfies ShotMessage)})`.execute(trx);
  }

  /**
   * Calls `onShot` with each new shot of the round, and `onGap` when shots may have been missed
   * (read them from the database), until the returned function is called.
   */
  subscribe(roundId: number, onShot: (shot: YeekeeShot) => void, onGap: () => void): () => void {
    const event = String(roundId);
    this.viewers.on(event, onShot);
    this.viewers.on(GAP, onGap);
    return () => {
      this.viewers.off(event, onShot);
      this.viewers.off(GAP, onGap);
    };
  }

  private deliver({ roundId, shot }: ShotMessage): void {
    this.viewers.emit(String(roundId), shot);
  }
}
