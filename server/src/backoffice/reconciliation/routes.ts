import {
  accountParamsSchema,
  bangkokDayOf,
  isBangkokDateInWindow,
  reconciliationQuerySchema,
  reconciliationSchema,
  satangToBaht,
  th,
  type Reconciliation,
} from '@lotto/shared';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { toStatementLine } from '../../money/statement/replies';
import type { AdminApp } from '../adminApp';
import { accountExists, creditedDeposits, lineTotals, paidWithdrawals, unmatchedLines, type ReconciledSide } from './repository';

function toSide(side: ReconciledSide): Reconciliation['incoming'] {
  return {
    statement: satangToBaht(side.statement),
    statement_lines: side.statementLines,
    matched: satangToBaht(side.matched),
    unmatched: satangToBaht(side.unmatched),
    unmatched_lines: side.unmatchedLines,
    site: satangToBaht(side.site),
    site_without_line: satangToBaht(side.siteWithoutLine),
    site_without_line_count: side.siteWithoutLineCount,
  };
}

/**
 * The reconciliation page of a receiving account (docs/money.md#automatic-money): for one Bangkok
 * day, the statement's money in against the deposits credited, its money out against the
 * withdrawals paid, and the lines that still wait for staff.
 */
export async function reconciliationRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/bank-accounts/:account_id/reconciliation',
    {
      config: { module: 'money' },
      schema: {
        summary:
          'One Bangkok day of a receiving account: statement in against deposits credited, statement out against withdrawals paid, and what is unmatched',
        params: requestSchema(accountParamsSchema),
        querystring: requestSchema(reconciliationQuerySchema),
        response: envelopeResponses(reconciliationSchema),
      },
    },
    async (request) => {
      const accountId = request.params.account_id;
      const { date } = request.query;
      if (!isBangkokDateInWindow(date)) throw new DomainError('invalid', { message: th.lotto.resultDateInvalid });
      if (!(await accountExists(db, accountId))) throw new DomainError('bankAccountNotFound');
      const day = bangkokDayOf(new Date(`${date}T00:00:00+07:00`));
      const incoming = { ...(await lineTotals(db, accountId, day, 'in')), ...(await creditedDeposits(db, accountId, day)) };
      const outgoing = { ...(await lineTotals(db, accountId, day, 'out')), ...(await paidWithdrawals(db, accountId, day)) };
      const reconciliation: Reconciliation = {
        account_id: accountId,
        date,
        incoming: toSide(incoming),
        outgoing: toSide(outgoing),
        // Ranked suggestions are the statement-lines list's; here each line is only named.
        unmatched: (await unmatchedLines(db, accountId, day)).map((line) => toStatementLine(line)),
      };
      return success(reconciliation);
    },
  );
}
