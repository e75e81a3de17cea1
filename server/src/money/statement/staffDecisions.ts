import { satangToBaht, type StatementMatchRequest } from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { recordAudit } from '../../audit/repository';
import { DomainError } from '../../errors/errors';
import { checkDepositProtection } from '../../protection/protection';
import { creditLine, type CreditedLine } from './ingest';
import type { Candidate } from './matching';
import {
  depositCandidates,
  findMemberStatus,
  lockSiteAccount,
  lockStatementLine,
  markLineReturned,
  reservationCandidates,
  type StatementLineRow,
} from './repository';

/** An unmatched incoming line, locked after its account (the order the matching function locks in). */
async function lockUnmatchedLine(trx: Transaction<Schema>, lineId: number): Promise<StatementLineRow> {
  const peek = await trx.selectFrom('statement_lines').select('site_bank_account_id').where('id', '=', lineId).executeTakeFirst();
  if (!peek) throw new DomainError('notFound');
  await lockSiteAccount(trx, peek.site_bank_account_id);
  const line = await lockStatementLine(trx, lineId);
  if (!line) throw new DomainError('notFound');
  if (line.status !== 'unmatched') throw new DomainError('lineNotUnmatched');
  if (line.direction !== 'in') throw new DomainError('lineNotIncoming');
  return line;
}

/**
 * Staff match an unmatched line (docs/money.md#matching): to a pending deposit of the account, or
 * to a member (the member's reservation of that amount when there is one, else a new deposit). The
 * same credit as the matching function's, by the staff user, never to their own account, never to
 * a member suspended, on a break or over a deposit limit (the line is returned instead).
 */
export async function matchLineByStaff(
  trx: Transaction<Schema>,
  lineId: number,
  staffId: number,
  target: StatementMatchRequest,
  now = new Date(),
): Promise<void> {
  const row = await lockUnmatchedLine(trx, lineId);
  const line: CreditedLine = {
    id: row.id,
    accountId: row.site_bank_account_id,
    amount: BigInt(row.amount),
    at: row.at,
    bankRef: row.bank_ref,
    source: row.source,
  };
  let chosen: Candidate | { kind: 'member'; memberId: number };
  if (target.deposit_id !== undefined) {
    const deposit = (await depositCandidates(trx, line.accountId, line.at)).find((candidate) => candidate.id === target.deposit_id);
    if (!deposit) throw new DomainError('matchDepositInvalid');
    chosen = deposit;
  } else {
    const memberId = target.member_id!;
    const member = await findMemberStatus(trx, memberId);
    if (!member) throw new DomainError('memberNotFound');
    const reservation = (await reservationCandidates(trx, line.accountId, line.at)).find(
      (candidate) => candidate.memberId === memberId && candidate.payAmount === line.amount,
    );
    chosen = reservation ?? { kind: 'member', memberId };
  }
  if (chosen.memberId === staffId) throw new DomainError('ownRequest');
  if ((await findMemberStatus(trx, chosen.memberId))?.status !== 'active') throw new DomainError('memberNotCreditable');
  await checkDepositProtection(trx, chosen.memberId, line.amount, now);
  await creditLine(trx, line, chosen, staffId);
}

/** Staff return an unmatched line's money to its sender, outside the site: nothing moves in the ledger. */
export async function returnLine(trx: Transaction<Schema>, lineId: number, staffId: number, reason: string): Promise<void> {
  const peek = await trx.selectFrom('statement_lines').select('status').where('id', '=', lineId).executeTakeFirst();
  if (!peek) throw new DomainError('notFound');
  const returned = await markLineReturned(trx, lineId, staffId, reason);
  if (!returned) throw new DomainError('lineNotUnmatched');
  await recordAudit(trx, {
    actorId: staffId,
    action: 'statement.return',
    targetType: 'statement_line',
    targetId: lineId,
    before: { status: 'unmatched' },
    after: { status: 'returned', amount: satangToBaht(BigInt(returned.amount)), bank_ref: returned.bank_ref, reason },
  });
}
