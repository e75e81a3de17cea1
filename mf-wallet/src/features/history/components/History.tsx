import { formatMoney, formatMoneyDate, th, withValues, type MoneyTransaction, type MoneyTransactionType } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { useState } from 'react';
import styled, { css } from 'styled-components';

import { Button, Card, CardTitle, FieldError, Muted } from '../../../lib/ui';
import { useIsWide } from '../../../lib/useIsWide';
import { useGetStatementQuery } from '../api/statementApi';
import { kindLabel, statusLabel } from './statusLabel';

const w = th.wallet;
const FILTERS: { type: '' | MoneyTransactionType; label: string }[] = [
  { type: '', label: w.all },
  { type: 'deposit', label: w.depositPanel },
  { type: 'withdraw', label: w.withdrawPanel },
];

const Filters = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-bottom: 12px;
  button {
    flex: 1 1 0;
  }
`;

const statusColour = css<{ $status: MoneyTransaction['status'] }>`
  font-weight: 600;
  /* Pending is a dark amber: the palette's yellows are too light for text on white. */
  color: ${({ theme, $status }) => ($status === 'success' ? theme.success : $status === 'reject' ? theme.danger : '#8d4a00')};
`;

const Status = styled.span<{ $status: MoneyTransaction['status'] }>`
  ${statusColour}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid #eeeeee;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.yellow[100]};
  }
  td.amount,
  th.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const RowCard = styled.li`
  border: 1px solid #eeeeee;
  border-radius: 10px;
  padding: 10px 12px;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 8px;
  .amount {
    font-weight: 700;
    font-size: 1.05rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  flex-wrap: wrap;
  margin-top: 12px;
`;

function Reason({ row }: { row: MoneyTransaction }) {
  if (row.status !== 'reject' || !row.reason) return null;
  return (
    <Muted>
      {w.rejectReason}: {row.reason}
    </Muted>
  );
}

const account = (row: MoneyTransaction) =>
  [row.user_bank.short_name, row.user_bank.account_number].filter(Boolean).join(' ');

function HistoryTable({ rows }: { rows: MoneyTransaction[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{w.date}</th>
          <th scope="col">{w.kind}</th>
          <th scope="col" className="amount">
            {w.amount}
          </th>
          <th scope="col">{w.account}</th>
          <th scope="col">{w.status}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._id}>
            <td>{formatMoneyDate(row.createdAt)}</td>
            <td>{kindLabel(row)}</td>
            <td className="amount">{formatMoney(row.amount)}</td>
            <td>{account(row)}</td>
            <td>
              <Status $status={row.status}>{statusLabel(row)}</Status>
              <Reason row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function HistoryCards({ rows }: { rows: MoneyTransaction[] }) {
  return (
    <Cards>
      {rows.map((row) => (
        <RowCard key={row._id} aria-label={`${kindLabel(row)} ${formatMoney(row.amount)}`}>
          <strong>{kindLabel(row)}</strong>
          <span className="amount">{formatMoney(row.amount)}</span>
          <Muted>{formatMoneyDate(row.createdAt)}</Muted>
          <Status $status={row.status} style={{ textAlign: 'right' }}>
            {statusLabel(row)}
          </Status>
          <div className="wide">
            <Muted>{account(row)}</Muted>
            <Reason row={row} />
          </div>
        </RowCard>
      ))}
    </Cards>
  );
}

/** The financial history: filter all / deposit / withdraw, 50 a page; a table on desktop, cards on a phone. */
export function History() {
  const [type, setType] = useState<'' | MoneyTransactionType>('');
  const [page, setPage] = useState(1);
  const wide = useIsWide();
  const statement = useGetStatementQuery({ type, page }, { refetchOnMountOrArgChange: true });
  const pages = statement.data?.paging.pages ?? 1;
  const rows = statement.data?.data ?? [];

  return (
    <Card aria-labelledby="history-title">
      <CardTitle id="history-title">{w.history}</CardTitle>
      <Filters role="group" aria-label={w.historyFilter}>
        {FILTERS.map((filter) => (
          <Button
            key={filter.type}
            type="button"
            aria-pressed={type === filter.type}
            onClick={() => {
              setType(filter.type);
              setPage(1);
            }}
          >
            {filter.label}
          </Button>
        ))}
      </Filters>
      {statement.isLoading && <Muted role="status">{w.historyLoading}</Muted>}
      {statement.isError && (
        <div role="alert">
          <FieldError>
            {w.historyFailed}: {(statement.error as QueryError).message}
          </FieldError>
          <Button type="button" onClick={() => void statement.refetch()}>
            {w.retry}
          </Button>
        </div>
      )}
      {statement.isSuccess && rows.length === 0 && <Muted>{w.historyEmpty}</Muted>}
      {rows.length > 0 && (wide ? <HistoryTable rows={rows} /> : <HistoryCards rows={rows} />)}
      {pages > 1 && (
        <Pager aria-label={w.history}>
          <Button type="button" disabled={page === 1} onClick={() => setPage(1)}>
            {w.firstPage}
          </Button>
          <Button type="button" disabled={page === 1} onClick={() => setPage(page - 1)} aria-label={w.previousPage}>
            ‹
          </Button>
          <span>{withValues(w.page, { page, pages })}</span>
          <Button type="button" disabled={page === pages} onClick={() => setPage(page + 1)} aria-label={w.nextPage}>
            ›
          </Button>
          <Button type="button" disabled={page === pages} onClick={() => setPage(pages)}>
            {w.lastPage}
          </Button>
        </Pager>
      )}
    </Card>
  );
}
