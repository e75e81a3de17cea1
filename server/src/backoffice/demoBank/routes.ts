import { randomBytes } from 'node:crypto';
import { demoBankAvailabilitySchema, demoBankLineRequestSchema, statementPushReplySchema } from '@lotto/shared';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { ingestStatementLines } from '../../money/statement/ingest';
import type { AdminApp } from '../adminApp';

/**
 * The demo site's bank (docs/operations.md#demo-bank): on the embedded demo database only, an
 * incoming statement line of an amount, as the account's feed would push it, so that a QR deposit
 * is seen credited by itself. Everywhere else the call is refused and the button not offered.
 */
export async function demoBankRoutes(
  app: AdminApp,
  { database: { db }, available }: { database: Database; available: boolean },
): Promise<void> {
  app.get(
    '/admin-api/demo/bank-line',
    {
      config: { module: 'money' },
      schema: {
        summary: "Whether the demo bank's button is offered (the embedded demo site only)",
        response: envelopeResponses(demoBankAvailabilitySchema),
      },
    },
    async () => success({ available }),
  );

  app.post(
    '/admin-api/demo/bank-line',
    {
      config: { module: 'money' },
      schema: {
        summary: 'The demo site only: an incoming statement line of this amount into a receiving account, matched as a pushed one',
        body: requestSchema(demoBankLineRequestSchema),
        response: envelopeResponses(statementPushReplySchema),
      },
    },
    async (request) => {
      if (!available) throw new DomainError('demoBankOnlyEmbedded');
      const line = {
        bank_ref: `DEMO${randomBytes(6).toString('hex').toUpperCase()}`,
        amount: request.body.amount,
        direction: 'in' as const,
        at: new Date().toISOString(),
        sender_name: 'ธนาคารสาธิต',
      };
      return success(await ingestStatementLines(db, { accountId: request.body.account_id, lines: [line], source: 'feed' }));
    },
  );
}
