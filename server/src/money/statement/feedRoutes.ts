import {
  accountParamsSchema,
  FEED_CLOCK_SKEW_SECONDS,
  feedHeadersSchema,
  statementPushReplySchema,
  statementPushSchema,
} from '@lotto/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema, type YupTypeProvider } from '../../http/requestSchema';
import type { FeedSecretBox } from './feedSecrets';
import { isFeedSignature } from './feedSecrets';
import { ingestStatementLines } from './ingest';
import { findSiteAccountFeedSecret } from './repository';
import { BODY_LIMITS } from '../../requestLimits/bodyLimits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived, which the feed's signature covers. */
    rawFeedBody?: string;
  }
}

export interface BankFeedOptions {
  database: Database;
  feedSecrets: FeedSecretBox;
  /** The server's clock, which a push's timestamp must be near; tests move it. */
  now?: () => Date;
}

const UNIX_SECONDS = /^\d{1,12}$/;

/**
 * POST /bank-feed/{account_id}/lines (docs/money.md#statement-lines): a bank's payment
 * notifications, or a forwarder of them, push the receiving account's statement lines, signed
 * with the account's feed secret. A bad signature or a timestamp more than 5 minutes from the
 * server's clock is 401 and stores nothing; the signature is checked before the body's shape, so
 * an unsigned caller learns nothing of it.
 */
export async function bankFeedRoutes(
  fastify: FastifyInstance,
  { database, feedSecrets, now = () => new Date() }: BankFeedOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;
  // Only in this plugin: the raw text is kept beside the parsed body, for the signature.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawFeedBody = body.toString();
    parseJson(request, request.rawFeedBody, done);
  });

  async function verifySignature(request: FastifyRequest<{ Params: { account_id: string } }>): Promise<void> {
    const timestamp = request.headers['x-feed-timestamp'];
    const signature = request.headers['x-feed-signature'];
    const accountId = Number(request.params.account_id);
    if (
      typeof timestamp !== 'string' ||
      typeof signature !== 'string' ||
      !UNIX_SECONDS.test(timestamp) ||
      !Number.isSafeInteger(accountId)
    ) {
      throw new DomainError('feedSignatureInvalid');
    }
    if (Math.abs(now().getTime() / 1000 - Number(timestamp)) > FEED_CLOCK_SKEW_SECONDS) throw new DomainError('feedSignatureInvalid');
    const account = accountId > 0 && accountId <= 2_147_483_647 ? await findSiteAccountFeedSecret(db, accountId) : undefined;
    if (!account?.feed_secret || request.rawFeedBody === undefined) throw new DomainError('feedSignatureInvalid');
    if (!isFeedSignature(feedSecrets.open(account.feed_secret), timestamp, request.rawFeedBody, signature)) {
      throw new DomainError('feedSignatureInvalid');
    }
  }

  app.post(
    '/bank-feed/:account_id/lines',
    {
      bodyLimit: BODY_LIMITS.statementPush,
      preValidation: verifySignature,
      schema: {
        tags: ['bank-feed'],
        summary: "A receiving account's statement lines, signed with its feed secret; each bank_ref is stored once",
        params: requestSchema(accountParamsSchema),
        headers: requestSchema(feedHeadersSchema),
        body: requestSchema(statementPushSchema),
        response: envelopeResponses(statementPushReplySchema),
      },
    },
    async (request) =>
      success(await ingestStatementLines(db, { accountId: Number(request.params.account_id), lines: request.body.lines, source: 'feed' })),
  );
}
