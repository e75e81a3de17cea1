import { toldOnBreak } from '@lotto/shared';
import { sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { queueLinePushes } from '../messaging/outbox';
import { insertItems, membersOnBreak, type WrittenItem } from './repository';
import type { NewInboxItem } from './rules';

/** The NOTIFY channel of new inbox items (inboxFeed.ts listens). */
export const INBOX_CHANNEL = 'inbox_items';
/** Up to this many members are named in the news; past it each process looks among its own streams. */
const MEMBERS_NAMED = 50;

/** What one transaction wrote: ids `from`..`to`, and its members when few. */
export interface InboxNews {
  from: number;
  to: number;
  members?: number[];
}

/**
 * Writes the items in the transaction of the event they tell of, so that the event and its message
 * are kept or lost together; an event already told is not told again (its member, kind and event
 * key are unique). A member on a break is told only of their money and account. Every server
 * process hears of the items when the transaction commits.
 */
export async function tell(trx: Transaction<Schema>, items: readonly NewInboxItem[]): Promise<WrittenItem[]> {
  const onBreak = await membersOnBreak(
    trx,
    items.filter((item) => !toldOnBreak(item.kind)).map((item) => item.memberId),
  );
  const written = await insertItems(
    trx,
    items.filter((item) => toldOnBreak(item.kind) || !onBreak.has(item.memberId)),
  );
  await spread(trx, written);
  return written;
}

/**
 * What every item written is owed, in its transaction: the streams of every process are told
 * (sent when it commits), and the pushes to LINE of the members who want its kind are queued.
 */
export async function spread(trx: Transaction<Schema>, written: readonly WrittenItem[]): Promise<void> {
  if (written.length === 0) return;
  await announce(trx, written);
  await queueLinePushes(
    trx,
    written.map((item) => ({ memberId: item.member_id, kind: item.kind, text: `${item.title}\n${item.body}` })),
  );
}

async function announce(trx: Transaction<Schema>, written: readonly WrittenItem[]): Promise<void> {
  let from = written[0]!.id;
  let to = from;
  for (const { id } of written) {
    if (id < from) from = id;
    if (id > to) to = id;
  }
  const members = [...new Set(written.map((item) => item.member_id))];
  const news: InboxNews = members.length <= MEMBERS_NAMED ? { from, to, members } : { from, to };
  await sql`select pg_notify(${INBOX_CHANNEL}, ${JSON.stringify(news)})`.execute(trx);
}
