import type { YeekeeShot } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { NotificationListener } from '../../db/notifications';
import { DomainError } from '../../errors/errors';
import type { StreamFeed } from '../../http/eventStream';
import { findShotRound, findShots, isYeekeeRound } from './repository';

const CHANNEL = 'yeekee_shots';
/** Yeekee rounds known on this process: a round's lottery never changes, so a stream of one needs no read to check it again. */
const KNOWN_ROUNDS_KEPT = 1_000;

interface ShotMessage {
  roundId: number;
  shot: YeekeeShot;
}

/**
 * Every accepted shot, to every viewer of its round on any server process: the shooting
 * transaction NOTIFYs (sent on commit) and each process's listener (server/src/db/notifications.ts)
 * fans it out in memory. Viewers hold a listener, never a database connection. Sets, not an
 * EventEmitter: with 10,000 viewers, removing one listener from an emitter's array is a scan of it.
 */
export class ShotFeed {
  private readonly viewers = new Map<number, Set<(shot: YeekeeShot) => void>>();
  private readonly gaps = new Set<() => void>();
  /** Round ids known to be yeekee rounds (findYeekeeRound). */
  private readonly yeekeeRounds = new Set<number>();
  private stopListening: (() => void) | undefined;

  constructor(private readonly notifications: NotificationListener) {}

  async start(onError: (error: unknown) => void): Promise<void> {
    // Shots sent while the listening is broken are lost to it: every viewer is told, when it breaks
    // and when it works again, to read them from the database.
    const gap = () => {
      for (const onGap of [...this.gaps]) onGap();
    };
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
    let viewers = this.viewers.get(roundId);
    if (!viewers) {
      viewers = new Set();
      this.viewers.set(roundId, viewers);
    }
    viewers.add(onShot);
    this.gaps.add(onGap);
    return () => {
      this.gaps.delete(onGap);
      const left = this.viewers.get(roundId);
      left?.delete(onShot);
      if (left?.size === 0) this.viewers.delete(roundId);
    };
  }

  /** Refuses a round that is not a yeekee round (`roundNotFound`), reading it only the first time on this process. */
  async checkRound(db: Kysely<Schema>, roundId: number): Promise<void> {
    if (this.yeekeeRounds.has(roundId)) return;
    await findYeekeeRound(db, roundId);
    if (this.yeekeeRounds.size >= KNOWN_ROUNDS_KEPT) this.yeekeeRounds.clear();
    this.yeekeeRounds.add(roundId);
  }

  private deliver({ roundId, shot }: ShotMessage): void {
    for (const onShot of [...(this.viewers.get(roundId) ?? [])]) onShot(shot);
  }
}

/** The yeekee round `roundId`, or `roundNotFound` for any other round or none. */
export async function findYeekeeRound(db: Kysely<Schema>, roundId: number) {
  const round = await findShotRound(db, roundId);
  if (!round || !isYeekeeRound(round)) throw new DomainError('roundNotFound');
  return round;
}

/** A yeekee round's shots on a live stream, and the last seq it sent. */
export interface RoundShotsFeed {
  feed: StreamFeed<YeekeeShot>;
  lastSent: () => number;
}

/**
 * The shots of a yeekee round for a stream (the round's own, or a member's stream that carries
 * it): the shots after seq `after` first (0: all of them), then each new one. Refuses a round
 * that is not a yeekee round with `roundNotFound`.
 */
export async function roundShotsFeed(db: Kysely<Schema>, shots: ShotFeed, roundId: number, after: number): Promise<RoundShotsFeed> {
  await shots.checkRound(db, roundId);
  let lastSent = after;
  return {
    feed: {
      name: 'shot',
      subscribe: (deliver, gap) => shots.subscribe(roundId, deliver, gap),
      catchUp: () => findShots(db, roundId, after),
      // Shots reach the feed in seq order (the round's counter lock is held until commit).
      fresh: (shot) => {
        if (shot.seq <= lastSent) return false;
        lastSent = shot.seq;
        return true;
      },
      order: (shot) => shot.seq,
    },
    lastSent: () => lastSent,
  };
}
