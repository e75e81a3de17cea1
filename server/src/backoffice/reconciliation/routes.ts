import {
  accountParamsSchema,
  bangkokDayOf,
  isBangkokDateInWindow,
  reconciliationQuerySchema,
  reconciliationSchema,
  satangToBaht,
  th,
  type Reconciliation,
  type StatementLine,
} from '@lotto/shared';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import type { AdminApp } from '../adminApp';
import {
  accountExists,
  creditedDeposits,
  lineTotals,
  paidWithdrawals,
  unmatchedLines,
  type ReconciledSide,
  type StatementLineWithDecider,
} from './repository';

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

/** A line waiting for staff as the reconciliation lists it; ranked suggestions are the statement-lines list's. */
function toStatementLine(row: StatementLineWithDecider): StatementLine {
  return {
    id: row.id,
    account_id: row.site_bank_account_id,
    bank_ref: row.bank_ref,
    direction: row.direction,
    amount: satangToBaht(row.amount),
    at: row.at.toISOString(),
    ref1: row.ref1,
    sender_name: row.sender_name,
    sender_bank: row.sender_bank,
    sender_account: row.sender_account,
    source: row.source,
    status: row.status,
    waiting_reason: row.waiting_reason,
    deposit_id: row.deposit_id,
    withdrawal_id: row.withdrawal_id,
    return_reason: row.return_reason,
    decided_by: row.decided_at === null ? null : (row.decided_by_username ?? 'auto'),
    created_at: row.created_at.toISOString(),
    suggestions: [],
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
        unmatched: (await unmatchedLines(db, accountId, day)).map(toStatementLine),
      };
      return success(reconciliation);
    },
  );
}
