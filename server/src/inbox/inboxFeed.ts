import type { InboxItem } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { NotificationListener } from '../db/notifications';
import type { Schema } from '../db/schema';
import { findItemsInRange, toInboxItem } from './repository';
import { INBOX_CHANNEL, type InboxNews } from './tell';

type Send = (item: InboxItem) => void;

/**
 * New inbox items, to the streams of their members on this process: every process hears each
 * transaction's news (tell.ts) and reads, among what it wrote, the items of the members whose
 * streams it holds, once for them all. Streams hold a listener here, never a database connection.
 */
export class InboxFeed {
  private readonly streams = new Map<number, Set<Send>>();
  private readonly gaps = new Set<() => void>();
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly notifications: NotificationListener,
    private readonly db: Kysely<Schema>,
  ) {}

  async start(onError: (error: unknown) => void): Promise<void> {
    // Items written while the listening is broken are lost to it: every stream ends, and its
    // browser reconnects and reads them (Last-Event-ID).
    const gap = () => {
      for (const onGap of this.gaps) onGap();
    };
    this.stopListening = await this.notifications.listen(
      INBOX_CHANNEL,
      (payload) => {
        this.deliver(JSON.parse(payload) as InboxNews).catch(onError);
      },
      { interrupted: gap, resumed: gap },
    );
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Calls `send` with each new item of the member, and `onGap` when items may have been missed, until the returned function is called. */
  subscribe(memberId: number, send: Send, onGap: () => void): () => void {
    let sends = this.streams.get(memberId);
    if (!sends) {
      sends = new Set();
      this.streams.set(memberId, sends);
    }
    sends.add(send);
    this.gaps.add(onGap);
    return () => {
      this.gaps.delete(onGap);
      const left = this.streams.get(memberId);
      left?.delete(send);
      if (left?.size === 0) this.streams.delete(memberId);
    };
  }

  /** Streams open on this process. */
  get open(): number {
    return this.gaps.size;
  }

  private async deliver(news: InboxNews): Promise<void> {
    if (this.streams.size === 0) return;
    const members = news.members?.filter((member) => this.streams.has(member));
    if (members?.length === 0) return;
    for (const row of await findItemsInRange(this.db, news.from, news.to, members)) {
      const sends = this.streams.get(row.member_id);
      if (!sends) continue;
      const item = toInboxItem(row);
      for (const send of sends) send(item);
    }
  }
}
