import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backofficeLabels, formatMoney, formatMoneyDate, type MoneyRequestStatus, withValues } from '@lotto/shared';
import { Badge, Button, Money, Muted } from '@lotto/ui';
import { sectionHref } from '../links';

const words = backofficeLabels.queues;
const moneyWords = backofficeLabels.moneyQueues;

/** Who decided a request: a staff username as it is, the site itself as `ระบบอัตโนมัติ`. */
export function decidedByName(decidedBy: string): string {
  return decidedBy === 'auto' ? moneyWords.auto : decidedBy;
}

export type StatusFilter = MoneyRequestStatus | 'all';

export const STATUS_FILTERS: StatusFilter[] = ['pending', 'success', 'reject', 'all'];

/** The queue's status tabs; pending first, as staff work through it. */
export function StatusTabs({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  return (
    <div role="group" aria-label={words.statusFilter} style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {STATUS_FILTERS.map((status) => (
        <Button key={status} type="button" aria-pressed={value === status} onClick={() => onChange(status)}>
          {words.statuses[status]}
        </Button>
      ))}
    </div>
  );
}

export function useStatusFilter() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  return {
    status,
    page,
    setPage,
    setStatus: (next: StatusFilter) => {
      setStatus(next);
      setPage(1);
    },
    query: { status: status === 'all' ? undefined : status, page },
  };
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/** A row's end: the two decisions while pending, else the outcome and the reason given. */
export function DecisionCell({
  status,
  reason,
  decidedBy,
  onDecide,
}: {
  status: MoneyRequestStatus;
  reason: string | null;
  /** A staff username, 'auto' for the site itself, or null. */
  decidedBy: string | null;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  if (status === 'pending') {
    return (
      <Actions>
        <Button type="button" $variant="success" onClick={() => onDecide('approve')}>
          {backofficeLabels.actions.approve}
        </Button>
        <Button type="button" $variant="danger" onClick={() => onDecide('reject')}>
          {backofficeLabels.actions.reject}
        </Button>
      </Actions>
    );
  }
  return (
    <Actions>
      <Badge $tone={status === 'success' ? 'good' : 'bad'}>{words.statuses[status]}</Badge>
      {decidedBy && <Muted>{withValues(moneyWords.decidedBy, { who: decidedByName(decidedBy) })}</Muted>}
      {reason && <Muted>{reason}</Muted>}
    </Actions>
  );
}

export function MemberCell({ id, username }: { id: number; username: string }) {
  return (
    <Link to={sectionHref('members', id)} style={{ fontWeight: 700 }}>
      {username}
    </Link>
  );
}

export function AmountCell({ amount }: { amount: number }) {
  return <Money>{formatMoney(amount)}</Money>;
}

export function TimeCell({ at, extra }: { at: string; extra?: ReactNode }) {
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{formatMoneyDate(at)}</span>
      {extra && (
        <>
          <br />
          <Muted>{extra}</Muted>
        </>
      )}
    </>
  );
}
