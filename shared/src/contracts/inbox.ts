import * as yup from 'yup';
import { flag, integer, isoTime, listOf, oneOfText, shape, text } from '../api/replies';
import { inboxLabels as words } from '../labels/inbox';
import { th } from '../labels/th';
import { INBOX_KINDS, LINE_KINDS } from '../messages/kinds';
import { INT4_MAX } from '../validation/bounds';
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

/** GET /cl-api/stream: a ticket (EventSource) instead of the Bearer header; a yeekee round whose shots the tab shows too. */
export const streamQuerySchema = yup.object({
  ticket: yup.string().max(300).optional(),
  yeekee: int4IdRule(th.lotto.roundNotFound).optional(),
});

/**
 * The `id:` of the member's stream, its place in each feed it carries: the last inbox item sent
 * (empty before any), then, on a stream that carries a yeekee round, `/`, the round and `:` the
 * last shot's seq (`42`, `42/7:15`, `/7:15`). Sent back as Last-Event-ID, it resumes both.
 */
export const STREAM_POSITION_PATTERN = /^(\d{0,10})(?:\/(\d{1,10}):(\d{1,7}))?$/;

/** A place on the member's stream: the last inbox item sent, and the last shot of the yeekee round it carries. */
export interface StreamPosition {
  item?: number;
  shot?: { roundId: number; seq: number };
}

/** The `id:` of a place on the member's stream (STREAM_POSITION_PATTERN). */
export function streamPositionId({ item, shot }: StreamPosition): string {
  return `${item ?? ''}${shot ? `/${shot.roundId}:${shot.seq}` : ''}`;
}

/** The place a Last-Event-ID names; nothing of what does not match the pattern. */
export function readStreamPosition(id: string | undefined): StreamPosition {
  const match = id === undefined ? null : STREAM_POSITION_PATTERN.exec(id);
  if (!match) return {};
  const [, item, roundId, seq] = match;
  return {
    ...(item ? { item: Number(item) } : {}),
    ...(roundId && seq ? { shot: { roundId: Number(roundId), seq: Number(seq) } } : {}),
  };
}

/** GET /cl-api/stream: Last-Event-ID, the last `id:` the tab has; what came after it in each feed is sent first. */
export const streamHeadersSchema = yup.object({
  'last-event-id': yup
    .string()
    .max(40, th.errors.validation)
    .matches(STREAM_POSITION_PATTERN, th.errors.validation)
    .test('int4', th.errors.validation, (id) => {
      const { item = 0, shot } = readStreamPosition(id);
      return item <= INT4_MAX && (shot?.roundId ?? 0) <= INT4_MAX;
    })
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

/** The events of GET /cl-api/stream (`id:` its place in each feed; Last-Event-ID resumes after it). */
export const streamEventsSchema = text().meta({
  description:
    'Server-Sent Events: `item` (an inbox item, JSON) as each is written; with `?yeekee=`, `shot` (a shot of yeekee_shots, JSON) per new shot of that round. `id:` the last item id, and with a round `/<round>:<seq>` of the last shot; Last-Event-ID sends what came after it in each.',
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
