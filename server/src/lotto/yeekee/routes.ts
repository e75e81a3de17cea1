import type { ServerResponse } from 'node:http';
import {
  th,
  yeekeeShootReplySchema,
  yeekeeShotEventsSchema,
  yeekeeShotsDigest,
  yeekeeShotsReplySchema,
  type YeekeeShot,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, fileResponses, success } from '../../http/envelope';
import { memberRoute } from '../../http/memberRoute';
import type { YupTypeProvider } from '../../http/requestSchema';
import { findShotRound, findShots, isYeekeeRound } from './repository';
import { yeekeeRoundParams, yeekeeShootBody, yeekeeShotsBody, yeekeeStreamHeaders } from './schemas';
import { shoot } from './shooting';
import { ShotFeed } from './shotFeed';
import type { StreamOwner, StreamSlots } from '../../http/streamSlots';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How long a browser waits before it reconnects (and resumes from Last-Event-ID). */
const RECONNECT_MS = 2_000;

/** yeekee_shoot, yeekee_shots and the live stream of a round's shots (docs/lottery-rules.md). */
export async function yeekeeRoutes(
  fastify: FastifyInstance,
  { database, slots }: { database: Database; slots: StreamSlots },
): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;
  const feed = new ShotFeed(app.notifications);
  await feed.start((error) => app.log.error({ err: error }, 'a yeekee shot notification could not be read'));
  const streams = new Set<ServerResponse>();
  // Open streams would hold the server's close; the listener goes after them.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', () => feed.stop());

  async function yeekeeRound(roundId: number) {
    const round = await findShotRound(db, roundId);
    if (!round || !isYeekeeRound(round)) throw new DomainError('roundNotFound');
    return round;
  }

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
      const round = await yeekeeRound(request.body.round_id);
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
      const round = await yeekeeRound(request.params.round_id);
      let lastSent = request.headers['last-event-id'] ?? 0;
      const release = slots.take(owner);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      streams.add(stream);
      const send = (shot: YeekeeShot) => {
        // Shots reach the feed in seq order (the round's counter lock is held until commit).
        if (shot.seq <= lastSent) return;
        lastSent = shot.seq;
        stream.write(`id: ${shot.seq}\nevent: shot\ndata: ${JSON.stringify(shot)}\n\n`);
      };
      // Listen first, then read what came before: a shot of the gap is in one or the other.
      const early: YeekeeShot[] = [];
      let caughtUp = false;
      // A gap in the news ends the stream: the browser reconnects with Last-Event-ID and reads what it missed.
      const unsubscribe = feed.subscribe(
        round.id,
        (shot) => (caughtUp ? send(shot) : early.push(shot)),
        () => stream.end(),
      );
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stream.on('close', () => {
        release();
        clearInterval(keepAlive);
        unsubscribe();
        streams.delete(stream);
      });
      stream.write(`retry: ${RECONNECT_MS}\n\n`);
      try {
        for (const shot of await findShots(db, round.id, lastSent)) send(shot);
      } catch (error) {
        request.log.error({ err: error }, 'yeekee stream could not read the shots so far');
        stream.end();
        return;
      }
      caughtUp = true;
      for (const shot of early.sort((a, b) => a.seq - b.seq)) send(shot);
    },
  );
}
