import { th, yeekeeShootReplySchema, yeekeeShotEventsSchema, yeekeeShotsDigest, yeekeeShotsReplySchema } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { envelopeResponses, fileResponses, success } from '../../http/envelope';
import { EventStreams } from '../../http/eventStream';
import { memberRoute } from '../../http/memberRoute';
import type { YupTypeProvider } from '../../http/requestSchema';
import { findShots } from './repository';
import { yeekeeRoundParams, yeekeeShootBody, yeekeeShotsBody, yeekeeStreamHeaders } from './schemas';
import { shoot } from './shooting';
import { findYeekeeRound, roundShotsFeed, type ShotFeed } from './shotFeed';
import type { StreamOwner, StreamSlots } from '../../http/streamSlots';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How long a browser waits before it reconnects (and resumes from Last-Event-ID). */
const RECONNECT_MS = 2_000;

/** yeekee_shoot, yeekee_shots and the live stream of a round's shots (docs/lottery-rules.md). */
export async function yeekeeRoutes(
  fastify: FastifyInstance,
  { database, slots, shots: feed }: { database: Database; slots: StreamSlots; shots: ShotFeed },
): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;
  const streams = new EventStreams(app);

  app.post(
    '/lto-public-api/lotto/yeekee_shoot',
    memberRoute(app, {
      tag: 'lotto',
      summary: 'Shoot a 5-digit number into an open yeekee round (cool-down and cap per member)',
      body: yeekeeShootBody,
      response: envelopeResponses(yeekeeShootReplySchema),
    }),
    async (request) => {
      const shot = await shoot(db, request.member.id, request.body, feed);
      return success({ seq: shot.seq, number: shot.number, createdAt: shot.createdAt, digest: shot.digest }, th.yeekee.shotAccepted);
    },
  );

  app.post(
    '/lto-public-api/lotto/yeekee_shots',
    {
      schema: {
        tags: ['lotto'],
        summary: "A yeekee round's shots in order, shooters masked (guests too)",
        body: yeekeeShotsBody,
        response: envelopeResponses(yeekeeShotsReplySchema),
      },
    },
    async (request) => {
      const round = await findYeekeeRound(db, request.body.round_id);
      const shots = await findShots(db, round.id);
      return success({
        shots,
        count: shots.length,
        sum: shots.reduce((sum, shot) => sum + Number(shot.number), 0),
        digest: shots.at(-1)?.digest ?? yeekeeShotsDigest([]),
      });
    },
  );

  app.get(
    '/lto-public-api/lotto/yeekee/:round_id/stream',
    {
      schema: {
        tags: ['lotto'],
        summary:
          'Server-Sent Events: an event `shot` per new shot of the round, `id:` its seq; Last-Event-ID resumes. At most 10 open per member (with a Bearer token), 200 per address without one (429), and a total per process (503)',
        params: yeekeeRoundParams,
        headers: yeekeeStreamHeaders,
        produces: ['text/event-stream'],
        response: fileResponses(yeekeeShotEventsSchema),
      },
    },
    async (request, reply) => {
      // A Bearer token makes the viewer a member, counted as one; a wrong one is refused as everywhere.
      if (request.headers.authorization !== undefined) await app.authenticate(request);
      const owner: StreamOwner =
        request.headers.authorization !== undefined ? { memberId: request.member.id, feed: 'yeekee' } : { address: request.ip };
      const shots = await roundShotsFeed(db, feed, request.params.round_id, request.headers['last-event-id'] ?? 0);
      const release = slots.take(owner);
      streams.open(reply, {
        log: request.log,
        release,
        keepAliveMs: KEEP_ALIVE_MS,
        reconnectMs: RECONNECT_MS,
        feeds: [shots.feed],
        eventId: () => String(shots.lastSent()),
      });
    },
  );
}
