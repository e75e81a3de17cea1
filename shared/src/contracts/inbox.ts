import * as yup from 'yup';
import { flag, integer, isoTime, listOf, oneOfText, shape, text } from '../api/replies';
import { inboxLabels as words } from '../labels/inbox';
import { th } from '../labels/th';
import { INBOX_KINDS, LINE_KINDS } from '../messages/kinds';
import { int4IdRule, pageRule } from '../validation/fields';

/**
 * The member's messages (docs/messages.md): the inbox and its reads, the live stream's ticket and
 * events, the LINE link and which kinds go to LINE. Request schemas validate on both sides; reply
 * schemas serve the types and the OpenAPI page.
 */

// --- requests ---

/** GET /cl-api/inbox?page= */
export const inboxQuerySchema = yup.object({
  page: pageRule(words.pageInvalid).default(1),
});

/** POST /cl-api/inbox/read: these items, or every item when `ids` is left out. */
export const inboxReadRequestSchema = yup.object({
  ids: yup.array(int4IdRule(th.errors.validation)).max(500, th.errors.validation).optional(),
});

/** PUT /cl-api/notify-settings: the kinds pushed to LINE. */
export const notifySettingsRequestSchema = yup.object({
  line: yup.array(yup.string<(typeof LINE_KINDS)[number]>().required().oneOf(LINE_KINDS)).required().max(LINE_KINDS.length),
});

/** GET /cl-api/stream: a ticket (EventSource) instead of the Bearer header. */
export const streamQuerySchema = yup.object({
  ticket: yup.string().max(300).optional(),
});

/** GET /cl-api/stream: Last-Event-ID, the last item id the tab has; the items after it are sent first. */
export const streamHeadersSchema = yup.object({
  'last-event-id': yup
    .number()
    .typeError(th.errors.validation)
    .integer(th.errors.validation)
    .min(0, th.errors.validation)
    .max(2 ** 31 - 1, th.errors.validation)
    .optional(),
});

/** GET /cl-api/line/callback: LINE's redirect back after its login. */
export const lineCallbackQuerySchema = yup.object({
  code: yup.string().max(512).optional(),
  state: yup.string().max(128).optional(),
  error: yup.string().max(200).optional(),
});

export type InboxReadRequest = yup.InferType<typeof inboxReadRequestSchema>;
export type NotifySettingsRequest = yup.InferType<typeof notifySettingsRequestSchema>;

// --- replies ---

export const inboxItemSchema = shape({
  id: integer(),
  kind: oneOfText(INBOX_KINDS),
  title: text(),
  body: text(),
  link: text().nullable().meta({ description: "A path of the site to open (the slip's list, /transfer), or null." }),
  image_url: text().nullable().meta({ description: "An announcement's image, or null." }),
  popup: flag().meta({ description: 'An announcement staff marked to show as the popup too.' }),
  createdAt: isoTime(),
  read: flag(),
});

/** GET /cl-api/inbox: newest first, INBOX_PAGE_SIZE a page. */
export const inboxReplySchema = shape({
  items: listOf(inboxItemSchema),
  unread: integer(),
  page: integer(),
  pages: integer(),
});

/** POST /cl-api/inbox/read's answer: what is left unread. */
export const inboxReadReplySchema = shape({ unread: integer() });

/** POST /cl-api/stream-ticket: for EventSource, which cannot send a Bearer header. */
export const streamTicketReplySchema = shape({
  ticket: text().meta({ description: 'Good for one minute, in `?ticket=` of GET /cl-api/stream.' }),
  expires_at: isoTime(),
});

/** An `item` event of GET /cl-api/stream (its `id:` is the item's id; Last-Event-ID resumes after it). */
export const streamEventsSchema = text().meta({
  description:
    'Server-Sent Events: `item` (an inbox item, JSON) as each is written; `id:` the item id; Last-Event-ID sends those after it.',
});

/** GET /cl-api/notify-settings and PUT's answer. */
export const notifySettingsReplySchema = shape({
  line_available: flag().meta({ description: 'The site has LINE configured; false: linking is off.' }),
  line_linked: flag(),
  line: listOf(oneOfText(LINE_KINDS)),
});

/** GET /cl-api/line/link. */
export const lineLinkReplySchema = shape({
  authorize_url: text().meta({ description: "LINE Login's authorize URL with this link's state and nonce (10 minutes)." }),
});

export type InboxItem = yup.InferType<typeof inboxItemSchema>;
export type InboxPayload = yup.InferType<typeof inboxReplySchema>;
export type InboxReadPayload = yup.InferType<typeof inboxReadReplySchema>;
export type StreamTicket = yup.InferType<typeof streamTicketReplySchema>;
export type NotifySettings = yup.InferType<typeof notifySettingsReplySchema>;
export type LineLinkPayload = yup.InferType<typeof lineLinkReplySchema>;
