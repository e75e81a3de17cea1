import {
  type Announcement,
  announcementRequestSchema,
  announcementSchema,
  announcementsPageSchema,
  announcementsQuerySchema,
  backofficeLabels,
  idParamsSchema,
  nothing,
  withValues,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { deliverAnnouncement } from '../../inbox/announcements';
import type { AdminApp } from '../adminApp';
import { deleteAnnouncement, findAnnouncement, findAnnouncementsPage, insertAnnouncement, memberExists, roundExists } from './repository';

type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  ...row,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  created_at: row.created_at.toISOString(),
});

const words = backofficeLabels.messages.announcements;

/**
 * Announcements (docs/messages.md#announcements), admin only: written, listed and deleted. One
 * that starts now is delivered with its creation; a later one by the scheduler at its start.
 */
export async function announcementRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.post(
    '/admin-api/announcements',
    {
      config: { module: 'site' },
      schema: {
        summary:
          "Write an announcement to every member, a round's members with running slips, or one member, shown from its start to its end",
        body: requestSchema(announcementRequestSchema),
        response: envelopeResponses(announcementSchema),
      },
    },
    async (request) => {
      const { title, body, image_url, link, target, starts_at, ends_at, popup } = request.body;
      if (target.round_id !== undefined && !(await roundExists(db, target.round_id))) throw new DomainError('roundNotFound');
      if (target.member_id !== undefined && !(await memberExists(db, target.member_id))) throw new DomainError('memberNotFound');
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertAnnouncement(trx, {
          title,
          body,
          image_url: image_url || null,
          link: link || null,
          target: target.round_id !== undefined ? 'round' : target.member_id !== undefined ? 'member' : 'all',
          round_id: target.round_id ?? null,
          member_id: target.member_id ?? null,
          starts_at: new Date(starts_at),
          ends_at: new Date(ends_at),
          popup,
          created_by: request.member.id,
        });
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'announcement.create',
          targetType: 'announcement',
          targetId: created,
          before: null,
          after: { title, target, starts_at, ends_at, popup },
        });
        return created;
      });
      // Its own transaction: the announcement is kept even when its delivery has to wait for the scheduler.
      const recipients = await db.transaction().execute((trx) => deliverAnnouncement(trx, id));
      const announcement = toAnnouncement((await findAnnouncement(db, id))!);
      return success(
        announcement,
        recipients === null ? words.scheduled : withValues(words.sent, { count: recipients.toLocaleString('en-US') }),
      );
    },
  );

  app.get(
    '/admin-api/announcements',
    {
      config: { module: 'site' },
      schema: {
        summary: 'The announcements, newest first, with how many members got each',
        querystring: requestSchema(announcementsQuerySchema),
        response: envelopeResponses(announcementsPageSchema),
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await findAnnouncementsPage(db, page);
      return success({ result: rows.map(toAnnouncement), page, total });
    },
  );

  app.delete(
    '/admin-api/announcements/:id',
    {
      config: { module: 'site' },
      schema: {
        summary: 'Delete an announcement: members see it no more',
        params: requestSchema(idParamsSchema),
        response: envelopeResponses(nothing()),
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const before = await findAnnouncement(trx, id);
        if (!before || !(await deleteAnnouncement(trx, id))) throw new DomainError('notFound');
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'announcement.delete',
          targetType: 'announcement',
          targetId: id,
          before: { title: before.title, target: before.target, recipients: before.recipients },
          after: null,
        });
      });
      return success(null, words.removed);
    },
  );
}
