import { satangToBaht, type MatchSuggestion, type StatementLine } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema, StatementLinesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { matchEvidence } from './matching';
import { depositCandidates, reservationCandidates } from './repository';

type LineRow = Selectable<StatementLinesTable> & { decided_by_username: string | null };

/** A line as staff see it; 'auto' names the matching function as the one who decided. */
export function toStatementLine(row: LineRow, suggestions: MatchSuggestion[] = []): StatementLine {
  const decided = row.status !== 'unmatched';
  return {
    id: row.id,
    account_id: row.site_bank_account_id,
    bank_ref: row.bank_ref,
    direction: row.direction,
    amount: satangToBaht(BigInt(row.amount)),
    at: row.at.toISOString(),
    ref1: row.ref1,
    sender_name: row.sender_name,
    sender_bank: row.sender_bank,
    sender_account: row.sender_account,
    source: row.source,
    status: row.status,
    waiting_reason: decided ? null : row.waiting_reason,
    deposit_id: row.deposit_id,
    withdrawal_id: row.withdrawal_id,
    return_reason: row.return_reason,
    decided_by: decided ? (row.decided_by_username ?? 'auto') : null,
    created_at: row.created_at.toISOString(),
    suggestions,
  };
}

/** The ranked candidates of an unmatched incoming line, as the matching function ranks them. */
export async function suggestionsFor(
  db: Kysely<Schema>,
  row: LineRow,
  usernames: (ids: number[]) => Promise<Map<number, string>>,
): Promise<MatchSuggestion[]> {
  if (row.status !== 'unmatched' || row.direction !== 'in') return [];
  const candidates = [
    ...(await reservationCandidates(db, row.site_bank_account_id, row.at)),
    ...(await depositCandidates(db, row.site_bank_account_id, row.at)),
  ];
  const decision = matchEvidence(
    { amount: BigInt(row.amount), at: row.at, bankRef: row.bank_ref, ref1: row.ref1, senderAccount: row.sender_account },
    candidates,
    { autoCreditMax: 0n, isBlocked: () => false },
  );
  const ranked = 'wait' in decision ? decision.suggestions : [];
  const names = await usernames(ranked.map((suggestion) => suggestion.candidate.memberId));
  return ranked.map(({ candidate, score }) => ({
    kind: candidate.kind,
    deposit_id: candidate.kind === 'deposit' ? candidate.id : null,
    member_id: candidate.memberId,
    username: names.get(candidate.memberId) ?? '',
    amount: satangToBaht(candidate.kind === 'deposit' ? candidate.amount : candidate.payAmount),
    at: candidate.createdAt.toISOString(),
    score,
  }));
}
