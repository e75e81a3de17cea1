import * as yup from 'yup';
import { flag, integer, isoTime, listOf, oneOfText, shape, text } from '../../api/replies';
import { isSitePath, isWebLink } from '../../config/siteConfig';
import { th } from '../../labels/th';
import { ANNOUNCEMENT_TARGETS } from '../../messages/kinds';
import { isoTimeRule } from '../../validation/dates';
import { int4IdRule } from '../../validation/fields';
import { validationMessages as m } from '../../validation/messages';
import { page } from './fields';

/**
 * Announcements (ประกาศ, docs/messages.md#announcements): staff write a title, text, optional image
 * and link, pick whom (every member, the members with running slips in a round, one member) and
 * when; each reaches the inbox of those members at its start, and as the popup when marked.
 */

const words = m.announcements;

/** An image: http(s), or a path of the site. */
const imageOrPath = yup
  .string()
  .max(2000, words.linkInvalid)
  .test('link', words.linkInvalid, (value) => value === undefined || value === '' || isWebLink(value) || isSitePath(value));
/** A link members follow: a path of the site (/lotto/all), never another site. */
const sitePath = yup
  .string()
  .max(500, words.linkInvalid)
  .test('path', words.pathInvalid, (value) => value === undefined || value === '' || isSitePath(value));

/** POST /admin-api/announcements. */
export const announcementRequestSchema = yup.object({
  title: yup.string().trim().required(words.titleRequired).max(120, words.titleTooLong),
  body: yup.string().trim().required(words.bodyRequired).max(2000, words.bodyTooLong),
  image_url: imageOrPath.optional(),
  link: sitePath.optional(),
  target: yup
    .object({
      all: yup.boolean().oneOf([true]).optional(),
      round_id: int4IdRule(words.roundInvalid).optional(),
      member_id: int4IdRule(words.memberInvalid).optional(),
    })
    .required(words.targetRequired)
    .test(
      'one-target',
      words.targetRequired,
      (target) => [target.all, target.round_id, target.member_id].filter((value) => value !== undefined).length === 1,
    )
    .meta({ description: '{all: true} | {round_id} | {member_id}: exactly one.' }),
  starts_at: isoTimeRule(words.timeInvalid).required(words.timeInvalid),
  ends_at: isoTimeRule(words.timeInvalid)
    .required(words.timeInvalid)
    .test('after-start', words.endBeforeStart, (value, context) => {
      const startsAt = (context.parent as { starts_at?: string }).starts_at;
      return !value || !startsAt || Date.parse(value) > Date.parse(startsAt);
    }),
  popup: yup.boolean().strict().typeError(th.errors.validation).default(false),
});

/** GET /admin-api/announcements?page= */
export const announcementsQuerySchema = yup.object({ page });

export type AnnouncementRequest = yup.InferType<typeof announcementRequestSchema>;

// --- replies ---

export const announcementSchema = shape({
  id: integer(),
  title: text(),
  body: text(),
  image_url: text().nullable(),
  link: text().nullable(),
  target: oneOfText(ANNOUNCEMENT_TARGETS),
  round_id: integer().nullable(),
  member_id: integer().nullable(),
  starts_at: isoTime(),
  ends_at: isoTime(),
  popup: flag(),
  recipients: integer().meta({ description: 'Members whose inbox has it (0 until it starts).' }),
  created_by: text().meta({ description: "The staff user's username." }),
  created_at: isoTime(),
});

export const announcementsPageSchema = shape({
  result: listOf(announcementSchema),
  page: integer(),
  total: integer(),
});

export type Announcement = yup.InferType<typeof announcementSchema>;
export type AnnouncementsPage = yup.InferType<typeof announcementsPageSchema>;
