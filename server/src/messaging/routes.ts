import {
  lineCallbackQuerySchema,
  lineLinkReplySchema,
  notifySettingsReplySchema,
  notifySettingsRequestSchema,
  paths,
  th,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { LineConfig } from '../config/env';
import type { Database } from '../db/database';
import { envelopeResponses, failureSchema, success } from '../http/envelope';
import { memberRoute } from '../http/memberRoute';
import { requestSchema, type YupTypeProvider } from '../http/requestSchema';
import { changeLineKinds, finishLineLink, notifySettingsOf, removeLineLink, startLineLink } from './linking';

const notifySettingsBody = requestSchema(notifySettingsRequestSchema);

export interface MessagingOptions {
  database: Database;
  line: LineConfig | null;
}

/** Where the account page learns how the link went. */
export const LINKED_REDIRECT = `${paths.account}?line=linked`;
export const LINK_FAILED_REDIRECT = `${paths.account}?line=failed`;

/** The member's LINE link and push settings (docs/messages.md#line-and-telegram). */
export async function messagingRoutes(fastify: FastifyInstance, { database, line }: MessagingOptions): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;

  app.get(
    '/cl-api/line/link',
    memberRoute(app, {
      tag: 'inbox',
      summary: "Start linking the member's LINE: LINE Login's authorize URL, good for 10 minutes (409 when the site has no LINE)",
      response: envelopeResponses(lineLinkReplySchema),
    }),
    async (request) => {
      const redirectUri = `${request.protocol}://${request.host}/cl-api/line/callback`;
      return success({ authorize_url: await startLineLink(db, line, { memberId: request.member.id, redirectUri }, new Date()) });
    },
  );

  app.get(
    '/cl-api/line/callback',
    {
      schema: {
        tags: ['inbox'],
        summary:
          "LINE Login's redirect back (?code=&state=, or ?error=): links the LINE of the state's member and redirects (302) to /account?line=linked, or /account?line=failed",
        response: { '4xx': failureSchema, '5xx': failureSchema },
      },
    },
    async (request, reply) => {
      // Read here rather than by the route's schema: LINE adds parameters of its own
      // (friendship_status_changed, error_description), and the browser must land on /account whatever came.
      const query = await lineCallbackQuerySchema.validate(request.query).catch(() => null);
      const result = query ? await finishLineLink(db, line, query, new Date()) : { linked: false as const, reason: 'query invalid' };
      if (result.linked) request.log.info({ member: result.memberId }, 'LINE linked');
      else request.log.warn({ reason: result.reason }, 'LINE link refused');
      return reply.redirect(result.linked ? LINKED_REDIRECT : LINK_FAILED_REDIRECT, 302);
    },
  );

  app.delete(
    '/cl-api/line/link',
    memberRoute(app, {
      tag: 'inbox',
      summary: "Unlink the member's LINE: nothing more is pushed to it",
      response: envelopeResponses(notifySettingsReplySchema),
    }),
    async (request) => success(await removeLineLink(db, line, request.member.id), th.inbox.line.unlinkedDone),
  );

  app.get(
    '/cl-api/notify-settings',
    memberRoute(app, {
      tag: 'inbox',
      summary: 'Whether the site has LINE, whether the member linked it, and the kinds pushed to it',
      response: envelopeResponses(notifySettingsReplySchema),
    }),
    async (request) => success(await notifySettingsOf(db, line, request.member.id)),
  );

  app.put(
    '/cl-api/notify-settings',
    memberRoute(app, {
      tag: 'inbox',
      summary: 'The kinds pushed to LINE (every kind stays in the inbox whatever is chosen)',
      body: notifySettingsBody,
      response: envelopeResponses(notifySettingsReplySchema),
    }),
    async (request) => success(await changeLineKinds(db, line, request.member.id, request.body.line), th.inbox.line.saved),
  );
}
