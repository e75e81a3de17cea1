import { BACKOFFICE_PAGE_SIZE } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AnnouncementsTable, Schema } from '../../db/schema';

export type NewAnnouncement = Omit<AnnouncementsTable, 'id' | 'created_at' | 'delivered_at' | 'recipients' | 'deleted_at'>;

export async function insertAnnouncement(trx: Transaction<Schema>, announcement: NewAnnouncement): Promise<number> {
  const { id } = await trx.insertInto('announcements').values(announcement).returning('id').executeTakeFirstOrThrow();
  return id;
}

const columns = [
  'announcements.id',
  'announcements.title',
  'announcements.body',
  'announcements.image_url',
  'announcements.link',
  'announcements.target',
  'announcements.round_id',
  'announcements.member_id',
  'announcements.starts_at',
  'announcements.ends_at',
  'announcements.popup',
  'announcements.recipients',
  'announcements.created_at',
  'members.username as created_by',
] as const;

const announcements = (db: Kysely<Schema>) =>
  db
    .selectFrom('announcements')
    .innerJoin('members', 'members.id', 'announcements.created_by')
    .select(columns)
    .where('announcements.deleted_at', 'is', null);

export const findAnnouncement = (db: Kysely<Schema>, id: number) => announcements(db).where('announcements.id', '=', id).executeTakeFirst();

/** A page of the announcements not deleted, the newest first. */
export async function findAnnouncementsPage(db: Kysely<Schema>, page: number) {
  const [rows, { total }] = await Promise.all([
    announcements(db)
      .orderBy('announcements.id', 'desc')
      .limit(BACKOFFICE_PAGE_SIZE)
      .offset((page - 1) * BACKOFFICE_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('announcements')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total };
}

/** Deletes an announcement for members: its items go from every inbox. False when there is none. */
export async function deleteAnnouncement(trx: Transaction<Schema>, id: number): Promise<boolean> {
  const deleted = await trx
    .updateTable('announcements')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) return false;
  await trx.deleteFrom('inbox_items').where('announcement_id', '=', id).execute();
  return true;
}

/** Whether the target exists: a round, or an active member (not staff). */
export async function roundExists(db: Kysely<Schema>, roundId: number): Promise<boolean> {
  return (await db.selectFrom('rounds').select('id').where('id', '=', roundId).executeTakeFirst()) !== undefined;
}

export async function memberExists(db: Kysely<Schema>, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('members').select('id').where('id', '=', memberId).where('role', '=', 'member').executeTakeFirst();
  return row !== undefined;
}
