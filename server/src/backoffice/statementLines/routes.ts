import {
  idParamsSchema,
  statementLineSchema,
  statementLinesQuerySchema,
  statementLinesReplySchema,
  statementMatchSchema,
  statementReturnSchema,
  th,
} from '@lotto/shared';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { answerOnce, idempotencyScope, sendAnswer } from '../../idempotency/idempotency';
import { idempotencyKeyHeader } from '../../money/schemas';
import { suggestionsFor, toStatementLine } from '../../money/statement/replies';
import { matchLineByStaff, returnLine } from '../../money/statement/staffDecisions';
import type { AdminApp } from '../adminApp';
import { offsetOf, paged } from '../paging';
import { countStatementLines, findStatementLine, listStatementLines, usernamesOf } from './repository';

const idParams = requestSchema(idParamsSchema);

/**
 * รายการรอจับคู่ (docs/money.md#matching): the statement lines of the receiving accounts, the
 * unmatched ones with their ranked suggestions, and staff's two decisions on one: match, return.
 */
export async function statementLineRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  const usernames = (ids: number[]) => usernamesOf(db, ids);

  app.get(
    '/admin-api/statement-lines',
    {
      config: { module: 'money' },
      schema: {
        summary: 'Statement lines, unmatched ones (oldest first) with ranked suggestions, others newest first, 25 a page',
        querystring: requestSchema(statementLinesQuerySchema),
        response: envelopeResponses(statementLinesReplySchema),
      },
    },
    async (request) => {
      const { status, account_id: accountId, page } = request.query;
      const rows = await listStatementLines(db, { status, accountId, limit: 25, offset: offsetOf(page) });
      const lines = [];
      for (const row of rows) lines.push(toStatementLine(row, await suggestionsFor(db, row, usernames)));
      return success(paged(lines, await countStatementLines(db, { status, accountId }), page));
    },
  );

  app.post(
    '/admin-api/statement-lines/:id/match',
    {
      config: { module: 'money' },
      schema: {
        summary: "Credit an unmatched incoming line to a pending deposit of its account or to a member; never one's own account",
        params: idParams,
        headers: idempotencyKeyHeader,
        body: requestSchema(statementMatchSchema),
        response: envelopeResponses(statementLineSchema),
      },
    },
    async (request, reply) => {
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) => {
        await matchLineByStaff(trx, request.params.id, request.member.id, request.body);
        return success(toStatementLine(await findStatementLine(trx, request.params.id)), th.money.lineMatched);
      });
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/admin-api/statement-lines/:id/return',
    {
      config: { module: 'money' },
      schema: {
        summary: "Record that an unmatched line's money was sent back to its sender: nothing moves on the site",
        params: idParams,
        headers: idempotencyKeyHeader,
        body: requestSchema(statementReturnSchema),
        response: envelopeResponses(statementLineSchema),
      },
    },
    async (request, reply) => {
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) => {
        await returnLine(trx, request.params.id, request.member.id, request.body.reason);
        return success(toStatementLine(await findStatementLine(trx, request.params.id)), th.money.lineReturned);
      });
      return sendAnswer(reply, answer);
    },
  );
}
