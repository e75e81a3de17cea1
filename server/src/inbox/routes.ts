import {
  INBOX_PAGE_SIZE,
  inboxQuerySchema,
  inboxReadReplySchema,
  inboxReadRequestSchema,
  inboxReplySchema,
  streamEventsSchema,
  streamHeadersSchema,
  streamQuerySchema,
  streamTicketReplySchema,
  type InboxItem,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { DomainError } from '../errors/errors';
import { envelopeResponses, fileResponses, success } from '../http/envelope';
import { EventStreams } from '../http/eventStream';
import { memberRoute } from '../http/memberRoute';
import { requestSchema, type YupTypeProvider } from '../http/requestSchema';
import type { StreamSlots } from '../http/streamSlots';
import { InboxFeed } from './inboxFeed';
import { countItems, findItemsAfter, findItemsPage, markRead, toInboxItem } from './repository';
import type { StreamTickets } from './streamTickets';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** How long a browser waits before it reconnects. */
const RECONNECT_MS = 3_000;
/** A reconnecting tab is sent at most this many items it missed; the inbox page reads the rest. */
const CATCH_UP_LIMIT = 50;

const pageCount = (total: number) => Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));

/** The member's inbox (docs/messages.md#the-inbox): its pages, reads, and the live stream of new items. */
export async function inboxRoutes(
  fastify: FastifyInstance,
  { database, slots, tickets }: { database: Database; slots: StreamSlots; tickets: StreamTickets },
): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;
  const feed = new InboxFeed(app.notifications, db);
  await feed.start((error) => app.log.error({ err: error }, 'new inbox items could not be read for the streams'));
  const streams = new EventStreams(app);
  app.addHook('onClose', () => feed.stop());

  app.get(
    '/cl-api/inbox',
    memberRoute(app, {
      tag: 'inbox',
      summary: "A page of the member's inbox, newest first, and how many items are unread",
      querystring: requestSchema(inboxQuerySchema),
      response: envelopeResponses(inboxReplySchema),
    }),
    async (request) => {
      const memberId = request.member.id;
      const page = request.query.page;
      const [rows, counts] = await Promise.all([findItemsPage(db, memberId, page), countItems(db, memberId)]);
      return success({ items: rows.map(toInboxItem), unread: counts.unread, page, pages: pageCount(counts.total) });
    },
  );

  app.post(
    '/cl-api/inbox/read',
    memberRoute(app, {
      tag: 'inbox',
      summary: 'Mark items read: these ids, or every item when `ids` is left out; answers what is left unread',
      body: requestSchema(inboxReadRequestSchema),
      response: envelopeResponses(inboxReadReplySchema),
    }),
    async (request) => {
      const memberId = request.member.id;
      await markRead(db, memberId, request.body.ids);
      return success({ unread: (await countItems(db, memberId)).unread });
    },
  );

  app.post(
    '/cl-api/stream-ticket',
    memberRoute(app, {
      tag: 'inbox',
      summary: 'A one-minute ticket that opens GET /cl-api/stream from EventSource, which cannot send the Bearer header',
      response: envelopeResponses(streamTicketReplySchema),
    }),
    async (request) => {
      const { ticket, expiresAt } = tickets.issue({ memberId: request.member.id, sessionId: request.member.sessionId });
      return success({ ticket, expires_at: expiresAt.toISOString() });
    },
  );

  app.get(
    '/cl-api/stream',
    {
      schema: {
        tags: ['inbox'],
        summary:
          'Server-Sent Events of the member: an event `item` per new inbox item, `id:` its id; Last-Event-ID sends the items after it first. The Bearer header, or `?ticket=`; at most 10 open per member (429)',
        querystring: requestSchema(streamQuerySchema),
        headers: requestSchema(streamHeadersSchema),
        produces: ['text/event-stream'],
        response: fileResponses(streamEventsSchema),
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      if (ticket !== undefined) {
        const session = tickets.read(ticket);
        if (!session) throw new DomainError('unauthorized');
        await app.authenticateSession(request, session);
      } else {
        await app.authenticate(request);
      }
      const memberId = request.member.id;
      const release = slots.take({ memberId, feed: 'inbox' });
      const lastEventId = request.headers['last-event-id'];
      // Items may commit out of id order: each is sent once, by its id.
      const sent = new Set<number>();
      streams.open<InboxItem>(reply, {
        log: request.log,
        release,
        keepAliveMs: KEEP_ALIVE_MS,
        reconnectMs: RECONNECT_MS,
        subscribe: (deliver, gap) => feed.subscribe(memberId, deliver, gap),
        catchUp: async () =>
          lastEventId === undefined ? [] : (await findItemsAfter(db, memberId, lastEventId, CATCH_UP_LIMIT)).map(toInboxItem),
        fresh: (item) => {
          if (sent.has(item.id)) return false;
          sent.add(item.id);
          return true;
        },
        eventOf: (item) => ({ id: item.id, name: 'item' }),
      });
    },
  );
}
