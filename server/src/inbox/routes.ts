import {
  INBOX_PAGE_SIZE,
  inboxQuerySchema,
  inboxReadReplySchema,
  inboxReadRequestSchema,
  inboxReplySchema,
  streamEventsSchema,
  streamHeadersSchema,
  streamQuerySchema,
  streamPositionId,
  streamTicketReplySchema,
  readStreamPosition,
  type InboxItem,
  type YeekeeShot,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { DomainError } from '../errors/errors';
import { envelopeResponses, fileResponses, success } from '../http/envelope';
import { EventStreams, type StreamFeed } from '../http/eventStream';
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
  {
    database,
    slots,
    tickets,
    roundShots,
  }: {
    database: Database;
    slots: StreamSlots;
    tickets: StreamTickets;
    /** A yeekee round's shots after a seq for a member's stream (the yeekee area's; refuses another round with `roundNotFound`). */
    roundShots: (roundId: number, afterSeq: number) => Promise<{ feed: StreamFeed<YeekeeShot>; lastSent: () => number }>;
  },
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
          "Server-Sent Events of the member's tab: an event `item` per new inbox item and, with `?yeekee=`, `shot` per new shot of that round (one stream for both); Last-Event-ID sends what came after it first. The Bearer header, or `?ticket=`; at most 10 open per member (429)",
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
      const resumed = readStreamPosition(request.headers['last-event-id']);
      let lastItem = resumed.item;
      const { yeekee: roundId } = request.query;
      // The last shot sent counts only for the round this stream carries: a tab that changed rounds gets all of the new one's.
      const carried =
        roundId === undefined
          ? undefined
          : { roundId, shots: await roundShots(roundId, resumed.shot?.roundId === roundId ? resumed.shot.seq : 0) };
      const release = slots.take({ memberId, feed: 'inbox' });
      // Items may commit out of id order: each is sent once, by its id.
      const sent = new Set<number>();
      const items: StreamFeed<InboxItem> = {
        name: 'item',
        subscribe: (deliver, gap) => feed.subscribe(memberId, deliver, gap),
        catchUp: async () =>
          lastItem === undefined ? [] : (await findItemsAfter(db, memberId, lastItem, CATCH_UP_LIMIT)).map(toInboxItem),
        fresh: (item) => {
          if (sent.has(item.id)) return false;
          sent.add(item.id);
          lastItem = item.id;
          return true;
        },
        order: (item) => item.id,
      };
      streams.open(reply, {
        log: request.log,
        release,
        keepAliveMs: KEEP_ALIVE_MS,
        reconnectMs: RECONNECT_MS,
        feeds: carried ? [items, carried.shots.feed] : [items],
        eventId: () => streamPositionId({ item: lastItem, shot: carried && { roundId: carried.roundId, seq: carried.shots.lastSent() } }),
      });
    },
  );
}
