import type { NotificationListener } from '../db/notifications';
import type { SecondFactorState } from '@lotto/shared';
import type { Role } from '../db/schema';

export interface SessionMember {
  id: number;
  username: string;
  role: Role;
  /** Staff two-factor sign-in; always 'off' for members. */
  secondFactor: SecondFactorState;
}

/** Sent by the database (migration 020) with a member's id when a session of theirs ends or who they are changes. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/** Past this many cached sessions the cache starts again empty: a bound on memory, not a policy. */
const MAX_SESSIONS = 100_000;

/**
 * This process's live sessions, so the auth gate reads the database once per session rather than
 * once per request. Every process forgets a member's sessions as soon as PostgreSQL tells it
 * (LISTEN 'session_ended': logout, refresh-token reuse, suspension, a role or name changed). A read
 * overtaken by such news is not kept, and while the listener is down nothing is kept (it listens
 * again by itself).
 */
export class SessionCache {
  private readonly byMember = new Map<number, Map<string, SessionMember>>();
  private size = 0;
  /** Raised by every piece of news: a read that began before it may be stale. */
  private news = 0;
  private listening = false;
  private stopListening: (() => void) | undefined;

  constructor(private readonly notifications: NotificationListener) {}

  async start(): Promise<void> {
    this.stopListening = await this.notifications.listen(SESSION_ENDED_CHANNEL, (payload) => this.forget(Number(payload)), {
      // News may be lost until the listening works again: the cache is emptied and not filled meanwhile.
      interrupted: () => this.pause(),
      resumed: () => (this.listening = true),
    });
    this.listening = true;
  }

  stop(): void {
    this.pause();
    this.stopListening?.();
  }

  private pause(): void {
    this.listening = false;
    this.clear();
  }

  /** The member of an open session: from the cache, else from `read` (undefined: not open), kept if nothing ended meanwhile. */
  async member(memberId: number, sessionId: string, read: () => Promise<SessionMember | undefined>): Promise<SessionMember | undefined> {
    const cached = this.byMember.get(memberId)?.get(sessionId);
    if (cached) return cached;
    const newsBefore = this.news;
    const member = await read();
    if (member && this.listening && newsBefore === this.news) this.keep(memberId, sessionId, member);
    return member;
  }

  private keep(memberId: number, sessionId: string, member: SessionMember): void {
    if (this.size >= MAX_SESSIONS) this.clear();
    let sessions = this.byMember.get(memberId);
    if (!sessions) {
      sessions = new Map();
      this.byMember.set(memberId, sessions);
    }
    if (!sessions.has(sessionId)) this.size++;
    sessions.set(sessionId, member);
  }

  /** Drops the member's sessions: on the database's news, or at once by the process that ended them. */
  forget(memberId: number): void {
    this.news++;
    this.size -= this.byMember.get(memberId)?.size ?? 0;
    this.byMember.delete(memberId);
  }

  private clear(): void {
    this.news++;
    this.byMember.clear();
    this.size = 0;
  }
}
