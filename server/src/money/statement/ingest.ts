import {
  backofficeLabels,
  bahtToSatang,
  formatMoney,
  satangToBaht,
  type StatementLineInput,
  type StatementPushReply,
  withValues,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Schema, StatementLineSource } from '../../db/schema';
import { recordAudit } from '../../audit/repository';
import { DomainError } from '../../errors/errors';
import { transfer } from '../../ledger/ledger';
import { checkDepositProtection } from '../../protection/protection';
import { readMoneyRules } from '../settings';
import { matchEvidence, senderMatches, type Candidate, type Evidence } from './matching';
import {
  decidePendingDeposit,
  depositCandidates,
  findMemberStatus,
  insertCreditedDeposit,
  insertStatementLine,
  lockSiteAccount,
  markLineCredited,
  markLineWaiting,
  markReservationCredited,
  markWithdrawalPaidByLine,
  reservationCandidates,
  unpaidWithdrawalsOf,
} from './repository';
import { tellDepositCredited, tellWithdrawalPaid } from '../../inbox/moneyNews';
import { queueStaffAlert } from '../../messaging/outbox';

export type LineOutcome = 'repeated' | 'credited' | 'waiting' | 'paid';

export interface CreditedLine {
  id: number;
  accountId: number;
  amount: bigint;
  at: Date;
  bankRef: string;
  source: StatementLineSource;
}

/** Whether the member may be credited this amount now: active, no break in force, within deposit limits. */
export async function isCreditable(trx: Transaction<Schema>, memberId: number, amount: bigint, now: Date): Promise<boolean> {
  const member = await findMemberStatus(trx, memberId);
  if (!member || member.status !== 'active') return false;
  try {
    await checkDepositProtection(trx, memberId, amount, now);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/**
 * Credits a line to a candidate: the deposit (made for a reservation, or the pending slip deposit
 * decided), the line marked, the ledger's 'deposit' transfer bank → wallet for the amount the bank
 * received, and the audit row with its evidence. `staffId` null: the matching function did it.
 */
export async function creditLine(
  trx: Transaction<Schema>,
  line: CreditedLine,
  target: Candidate | { kind: 'member'; memberId: number },
  staffId: number | null,
): Promise<number> {
  let depositId: number;
  let memberId: number;
  if (target.kind === 'deposit') {
    const decided = await decidePendingDeposit(trx, target.id, line.accountId, line.amount, staffId);
    if (!decided) throw new DomainError('matchDepositInvalid');
    depositId = target.id;
    memberId = decided.member_id;
  } else {
    memberId = target.memberId;
    depositId = await insertCreditedDeposit(trx, {
      memberId,
      amount: line.amount,
      accountId: line.accountId,
      at: line.at,
      source: target.kind === 'reservation' ? 'qr' : 'statement',
      decidedBy: staffId,
    });
    if (target.kind === 'reservation' && !(await markReservationCredited(trx, target.id, depositId))) throw new DomainError('alreadyDone');
  }
  await markLineCredited(trx, line.id, depositId, staffId);
  await transfer(trx, {
    kind: 'deposit',
    reference: `deposit:${depositId}`,
    from: 'bank',
    to: { wallet: memberId },
    amount: line.amount,
    createdBy: staffId,
  });
  const evidence = {
    statement_line_id: line.id,
    bank_ref: line.bankRef,
    source: line.source,
    matched: target.kind,
    target_id: 'id' in target ? target.id : null,
  };
  await recordAudit(trx, {
    actorId: staffId,
    action: staffId === null ? 'deposit.auto' : 'statement.match',
    targetType: 'deposit',
    targetId: depositId,
    before: target.kind === 'deposit' ? { status: 'pending', member_id: memberId } : null,
    after: {
      status: 'success',
      member_id: memberId,
      amount: satangToBaht(line.amount),
      actor: staffId === null ? 'auto' : undefined,
      evidence,
    },
  });
  await tellDepositCredited(trx, { id: depositId, memberId, amount: line.amount });
  return depositId;
}

/** An outgoing line of the amount of exactly one approved, unpaid withdrawal to that account records its payout. */
async function matchOutgoing(trx: Transaction<Schema>, line: CreditedLine, counterparty: string | null): Promise<LineOutcome> {
  const unpaid = await unpaidWithdrawalsOf(trx, line.amount);
  const fits = counterparty === null ? unpaid : unpaid.filter((withdrawal) => senderMatches(counterparty, withdrawal.account_number));
  const [only] = fits;
  if (only && fits.length === 1 && (await markWithdrawalPaidByLine(trx, only.id, line.id, line.bankRef, line.at))) {
    await recordAudit(trx, {
      actorId: null,
      action: 'withdrawal.paid',
      targetType: 'withdrawal',
      targetId: only.id,
      before: { paid: false },
      after: { paid: true, bank_ref: line.bankRef, actor: 'auto', statement_line_id: line.id },
    });
    await tellWithdrawalPaid(trx, { id: only.id, memberId: only.member_id, amount: line.amount }, line.bankRef);
    return 'paid';
  }
  await markLineWaiting(trx, line.id, 'outgoing');
  return 'waiting';
}

/**
 * One line, in its own short transaction under the account's lock: stored once (a replayed
 * bank_ref changes nothing), then matched (docs/money.md#matching) and credited or left waiting.
 */
async function ingestLine(
  trx: Transaction<Schema>,
  accountId: number,
  input: StatementLineInput,
  source: StatementLineSource,
  autoCreditMax: bigint,
  now: Date,
): Promise<LineOutcome> {
  if (!(await lockSiteAccount(trx, accountId))) throw new DomainError('bankAccountNotFound');
  // The schema has checked the decimals, so the amount converts.
  const amount = bahtToSatang(input.amount) as bigint;
  const id = await insertStatementLine(trx, { accountId, line: input, amount, source });
  if (id === undefined) return 'repeated';
  const line: CreditedLine = { id, accountId, amount, at: new Date(input.at), bankRef: input.bank_ref, source };
  if (input.direction === 'out') return matchOutgoing(trx, line, input.sender_account ?? null);

  const evidence: Evidence = {
    amount,
    at: line.at,
    bankRef: input.bank_ref,
    ref1: input.ref1 ?? null,
    senderAccount: input.sender_account ?? null,
  };
  const candidates = [...(await reservationCandidates(trx, accountId, line.at)), ...(await depositCandidates(trx, accountId, line.at))];
  // Only a member the line could credit is looked up: the decision asks about no one else.
  const blocked = new Set<number>();
  const probe = matchEvidence(evidence, candidates, { autoCreditMax: amount, isBlocked: () => false });
  if ('credit' in probe && !(await isCreditable(trx, probe.credit.memberId, amount, now))) blocked.add(probe.credit.memberId);
  const decision = matchEvidence(evidence, candidates, { autoCreditMax, isBlocked: (memberId) => blocked.has(memberId) });
  if ('wait' in decision) {
    await markLineWaiting(trx, id, decision.wait);
    await queueStaffAlert(
      trx,
      withValues(backofficeLabels.messages.alerts.statement_unmatched, {
        amount: formatMoney(satangToBaht(amount)),
        bank_ref: input.bank_ref,
      }),
    );
    return 'waiting';
  }
  await creditLine(trx, line, decision.credit, null);
  return 'credited';
}

/**
 * Statement lines of one receiving account, from its feed, a staff CSV upload or the slip service:
 * each stored and matched in its own transaction, so one line's failure keeps the others.
 */
export async function ingestStatementLines(
  db: Kysely<Schema>,
  { accountId, lines, source }: { accountId: number; lines: StatementLineInput[]; source: StatementLineSource },
  now = new Date(),
): Promise<StatementPushReply> {
  const { autoCreditMax } = await readMoneyRules(db);
  const reply: StatementPushReply = { added: 0, repeated: 0, credited: 0, waiting: 0 };
  for (const line of lines) {
    const outcome = await db.transaction().execute((trx) => ingestLine(trx, accountId, line, source, autoCreditMax, now));
    if (outcome === 'repeated') {
      reply.repeated += 1;
      continue;
    }
    reply.added += 1;
    if (outcome === 'credited') reply.credited += 1;
    if (outcome === 'waiting') reply.waiting += 1;
  }
  return reply;
}
