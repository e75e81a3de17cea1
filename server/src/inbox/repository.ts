import { INBOX_PAGE_SIZE, type InboxItem, type InboxKind } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import type { NewInboxItem } from './rules';

type Db = Kysely<Schema> | Transaction<Schema>;

/** What was written: enough to tell the listening processes and to push to LINE. */
export interface WrittenItem {
  id: number;
  member_id: number;
  kind: NewInboxItem['kind'];
  title: string;
  body: string;
}

/** Writes the items; one already written for its member, kind and event is left as it was (and not returned). */
export async function insertItems(db: Db, items: readonly NewInboxItem[]): Promise<WrittenItem[]> {
  if (items.length === 0) return [];
  return db
    .insertInto('inbox_items')
    .values(
      items.map((item) => ({
        member_id: item.memberId,
        kind: item.kind,
        event_key: item.eventKey,
        title: item.title,
        body: item.body,
        link: item.link,
        image_url: item.imageUrl ?? null,
        popup: item.popup ?? false,
        announcement_id: item.announcementId ?? null,
        expires_at: item.expiresAt ?? null,
      })),
    )
    .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'event_key']).doNothing())
    .returning(['id', 'member_id', 'kind', 'title', 'body'])
    .execute();
}

/** Of these members, those on a time-out or self-exclusion now. */
export async function membersOnBreak(db: Db, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('player_protection')
    .select('member_id')
    .where('member_id', 'in', [...new Set(memberIds)])
    .where((eb) => eb.or([eb('timeout_until', '>', sql<Date>`now()`), eb('excluded_until', '>', sql<Date>`now()`)]))
    .execute();
  return new Set(rows.map((row) => row.member_id));
}

/** An item is shown until its announcement ends. */
const shown = sql<boolean>`(inbox_items.expires_at is null or inbox_items.expires_at > now())`;

const itemColumns = ['id', 'kind', 'title', 'body', 'link', 'image_url', 'popup', 'created_at', 'read_at'] as const;

interface ItemRow {
  id: number;
  kind: InboxKind;
  title: string;
  body: string;
  link: string | null;
  image_url: string | null;
  popup: boolean;
  created_at: Date;
  read_at: Date | null;
}

export function toInboxItem(row: ItemRow): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    image_url: row.image_url,
    popup: row.popup,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}

/** A page of the member's items, newest first. */
export function findItemsPage(db: Db, memberId: number, page: number) {
  return db
    .selectFrom('inbox_items')
    .select(itemColumns)
    .where('member_id', '=', memberId)
    .where(shown)
    .orderBy('id', 'desc')
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
}

export async function countItems(db: Db, memberId: number): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('inbox_items')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where read_at is null))::int`.as('unread')])
    .where('member_id', '=', memberId)
    .where(shown)
    .executeTakeFirstOrThrow();
  return row;
}

/** Marks the member's items read: these, or all. */
export async function markRead(db: Db, memberId: number, ids: readonly number[] | undefined): Promise<void> {
  if (ids?.length === 0) return;
  let update = db
    .updateTable('inbox_items')
    .set({ read_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if (ids) update = update.where('id', 'in', [...ids]);
  await update.execute();
}

/** The member's items after `afterId` (a stream catching up), oldest first, at most `limit`. */
export function findItemsAfter(db: Db, memberId: number, afterId: number, limit: number) {
  return db
    .selectFrom('inbox_items')
    .select(itemColumns)
    .where('member_id', '=', memberId)
    .where('id', '>', afterId)
    .where(shown)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Items with ids in [from, to]: what one transaction wrote, for the streams of this process; of
 * these members when the news named them (a few), else all of them (an announcement to every
 * member: read by its id range alone, a filter of thousands of members would cost more than it saves).
 */
export function findItemsInRange(db: Db, from: number, to: number, memberIds?: readonly number[]) {
  return db
    .selectFrom('inbox_items')
    .select([...itemColumns, 'member_id'])
    .where('id', '>=', from)
    .where('id', '<=', to)
    .$if(memberIds !== undefined, (query) => query.where('member_id', 'in', [...memberIds!]))
    .orderBy('id')
    .execute();
}

/**
 * The item of a round's result to each member with a settled slip in it who is not among
 * `winners` (told apart) and not on a break, once per round; answers what was written.
 */
export function insertResultOut(
  trx: Transaction<Schema>,
  roundId: number,
  winners: readonly number[],
  item: Pick<NewInboxItem, 'title' | 'body' | 'link'>,
): Promise<WrittenItem[]> {
  return trx
    .insertInto('inbox_items')
    .columns(['member_id', 'kind', 'event_key', 'title', 'body', 'link'])
    .expression((eb) =>
      eb
        .selectFrom('bet_slips')
        .select((slip) => [
          'bet_slips.member_id',
          sql.lit('result_out').as('kind'),
          slip.val(`round:${roundId}`).as('event_key'),
          slip.val(item.title).as('title'),
          slip.val(item.body).as('body'),
          slip.val(item.link).as('link'),
        ])
        .distinct()
        .where('bet_slips.round_id', '=', roundId)
        // Settled with a prize, or still running in the settled round: lost (reads/rules.ts slipBetStatus).
        .where('bet_slips.status', '<>', 'reject')
        .where(sql<boolean>`not (bet_slips.member_id = any(${winners.map(String)}::int[]))`)
        .where((slip) =>
          slip.not(
            slip.exists(
              slip
                .selectFrom('player_protection')
                .select('player_protection.member_id')
                .whereRef('player_protection.member_id', '=', 'bet_slips.member_id')
                .where((eb) => eb.or([eb('timeout_until', '>', sql<Date>`now()`), eb('excluded_until', '>', sql<Date>`now()`)])),
            ),
          ),
        ),
    )
    .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'event_key']).doNothing())
    .returning(['id', 'member_id', 'kind', 'title', 'body'])
    .execute();
}

/** A round's lottery name and draw date, for the texts of its items. */
export function findRoundTitle(db: Db, roundId: number) {
  return db
    .selectFrom('rounds')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select(['lotteries.name', 'rounds.round_date'])
    .where('rounds.id', '=', roundId)
    .executeTakeFirstOrThrow();
}
