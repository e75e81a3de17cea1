import {
  playLimitsReplySchema,
  playLimitsRequestSchema,
  satangToBaht,
  selfExclusionRequestSchema,
  sessionResultReplySchema,
  sessionResultRequestSchema,
  th,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { envelopeResponses, success } from '../http/envelope';
import { requestSchema, type YupTypeProvider } from '../http/requestSchema';
import { memberRoute } from '../http/memberRoute';
import { changePlayLimits, netResultSince, playLimitsOf, startBreak, type ProtectionOptions } from './protection';

const playLimitsBody = requestSchema(playLimitsRequestSchema);
const selfExclusionBody = requestSchema(selfExclusionRequestSchema);
const sessionResultQuery = requestSchema(sessionResultRequestSchema);

/** The member's own protection (docs/player-protection.md): limits, time-out, self-exclusion, reality check. */
export async function protectionRoutes(
  fastify: FastifyInstance,
  { database, options }: { database: Database; options: ProtectionOptions },
): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;

  app.get(
    '/cl-api/auth/play-limits',
    memberRoute(app, {
      tag: 'auth',
      summary:
        "The member's limits (baht per 24 hours, 7 days, 30 days; null for none), raises waiting, breaks in force and reality-check interval",
      response: envelopeResponses(playLimitsReplySchema),
    }),
    async (request) => success(await playLimitsOf(db, request.member.id, new Date(), options)),
  );

  app.put(
    '/cl-api/auth/play-limits',
    memberRoute(app, {
      tag: 'auth',
      summary:
        'Change limits (a lower one at once, a higher one or a removal after 24 hours) and the reality-check interval; a field left out stays',
      body: playLimitsBody,
      response: envelopeResponses(playLimitsReplySchema),
    }),
    async (request) => {
      const input = request.body;
      const settings = await db.transaction().execute((trx) => changePlayLimits(trx, request.member.id, input, new Date(), options));
      return success(settings, th.protection.limitSaved);
    },
  );

  app.post(
    '/cl-api/auth/self-exclusion',
    memberRoute(app, {
      tag: 'auth',
      summary: 'Start a time-out (24h, 7d, 30d) or a self-exclusion (6m, 1y, 5y): no bets or deposits until it ends; nobody ends it early',
      body: selfExclusionBody,
      response: envelopeResponses(playLimitsReplySchema),
    }),
    async (request) => {
      const input = request.body;
      const settings = await db.transaction().execute((trx) => startBreak(trx, request.member.id, input, new Date(), options));
      return success(settings, th.protection.limitSaved);
    },
  );

  app.get(
    '/cl-api/auth/session-result',
    memberRoute(app, {
      tag: 'auth',
      summary: "The net result of the member's bets since a time (prizes less stakes, baht): the reality check's figure",
      querystring: sessionResultQuery,
      response: envelopeResponses(sessionResultReplySchema),
    }),
    async (request) => success({ net: satangToBaht(await netResultSince(db, request.member.id, new Date(request.query.since))) }),
  );
}
