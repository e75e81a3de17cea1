import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { spread } from './tell';

/**
 * Delivery of staff announcements (docs/messages.md#announcements): at its start an announcement
 * becomes one inbox item per member it targets (every active member, the members with running
 * slips in a round, or one member), none to a member on a break, shown until its end. The
 * back office delivers one that starts at once; the scheduler those that start later.
 */

/** Writes the items of the announcement, locked and not yet delivered; answers how many members got it (null: not due, or gone). */
export async function deliverAnnouncement(trx: Transaction<Schema>, announcementId: number): Promise<number | null> {
  const announcement = await trx
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', announcementId)
    .where('delivered_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where('starts_at', '<=', sql<Date>`now()`)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!announcement) return null;
  const written =
    announcement.ends_at > new Date()
      ? await trx
          .insertInto('inbox_items')
          .columns(['member_id', 'kind', 'event_key', 'title', 'body', 'link', 'image_url', 'popup', 'announcement_id', 'expires_at'])
          .expression((eb) =>
            eb
              .selectFrom('members')
              .select((member) => [
                'members.id',
                sql.lit('announcement').as('kind'),
                member.val(`announcement:${announcement.id}`).as('event_key'),
                member.val(announcement.title).as('title'),
                member.val(announcement.body).as('body'),
                member.val(announcement.link).as('link'),
                member.val(announcement.image_url).as('image_url'),
                member.val(announcement.popup).as('popup'),
                member.val(announcement.id).as('announcement_id'),
                member.val(announcement.ends_at).as('expires_at'),
              ])
              .where('members.role', '=', 'member')
              .where('members.status', '=', 'active')
              .$if(announcement.target === 'member', (query) => query.where('members.id', '=', announcement.member_id!))
              .$if(announcement.target === 'round', (query) =>
                query.where((member) =>
                  member.exists(
                    member
                      .selectFrom('bet_slips')
                      .innerJoin('rounds', 'rounds.id', 'bet_slips.round_id')
                      .select('bet_slips.id')
                      .whereRef('bet_slips.member_id', '=', 'members.id')
                      .where('bet_slips.round_id', '=', announcement.round_id!)
                      .where('bet_slips.status', '=', 'running')
                      // A slip still running in a settled round lost (settlement writes only the winners).
                      .where('rounds.settled_at', 'is', null),
                  ),
                ),
              )
              .where((member) =>
                member.not(
                  member.exists(
                    member
                      .selectFrom('player_protection')
                      .select('player_protection.member_id')
                      .whereRef('player_protection.member_id', '=', 'members.id')
                      .where((eb) => eb.or([eb('timeout_until', '>', sql<Date>`now()`), eb('excluded_until', '>', sql<Date>`now()`)])),
                  ),
                ),
              ),
          )
          .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'event_key']).doNothing())
          .returning(['id', 'member_id', 'kind', 'title', 'body'])
          .execute()
      : [];
  await trx
    .updateTable('announcements')
    .set({ delivered_at: sql<Date>`now()`, recipients: written.length })
    .where('id', '=', announcement.id)
    .execute();
  await spread(trx, written);
  return written.length;
}

/** The scheduler's job: announcements whose start has come, each in its own short transaction. */
export async function deliverDueAnnouncements(db: Kysely<Schema>): Promise<void> {
  const due = await db
    .selectFrom('announcements')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where('starts_at', '<=', sql<Date>`now()`)
    .orderBy('starts_at')
    .execute();
  for (const { id } of due) await db.transaction().execute((trx) => deliverAnnouncement(trx, id));
}
