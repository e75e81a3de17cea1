import { formatMoney, formatMoneyDate, th, type MoneyTransaction, type MoneyTransactionType } from '@lotto/shared';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, Card, CardTitle, Hint, LoadFailure, Pagination, Table, useIsWide } from '@lotto/ui';
import { useGetStatementQuery } from '../api/statementApi';
import { kindLabel, statusLabel } from './statusLabel';
import { WithdrawalSteps } from './WithdrawalSteps';

const w = th.wallet;
const PAGER_WORDS = { first: w.firstPage, previous: w.previousPage, next: w.nextPage, last: w.lastPage, pageOf: w.page };
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

function Reason({ row }: { row: MoneyTransaction }) {
  if (row.status !== 'reject' || !row.reason) return null;
  return (
    <Hint>
      {w.rejectReason}: {row.reason}
    </Hint>
  );
}

const account = (row: MoneyTransaction) => [row.user_bank.short_name, row.user_bank.account_number].filter(Boolean).join(' ');

function HistoryTable({ rows }: { rows: MoneyTransaction[] }) {
  return (
    <Table columns={[w.date, w.kind, { label: w.amount, numeric: true }, w.account, w.status]}>
      {rows.map((row) => (
        <tr key={row._id}>
          <td data-label={w.date}>{formatMoneyDate(row.createdAt)}</td>
          <td data-label={w.kind}>{kindLabel(row)}</td>
          <td data-label={w.amount} className="number">
            {formatMoney(row.amount)}
          </td>
          <td data-label={w.account}>{account(row)}</td>
          <td data-label={w.status}>
            <Status $status={row.status}>{statusLabel(row)}</Status>
            <Reason row={row} />
            <WithdrawalSteps row={row} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function HistoryCards({ rows }: { rows: MoneyTransaction[] }) {
  return (
    <Cards aria-label={w.history}>
      {rows.map((row) => (
        <RowCard key={row._id} aria-label={`${kindLabel(row)} ${formatMoney(row.amount)}`}>
          <strong>{kindLabel(row)}</strong>
          <span className="amount">{formatMoney(row.amount)}</span>
          <Hint>{formatMoneyDate(row.createdAt)}</Hint>
          <Status $status={row.status} style={{ textAlign: 'right' }}>
            {statusLabel(row)}
          </Status>
          <div className="wide">
            <Hint>{account(row)}</Hint>
            <Reason row={row} />
            <WithdrawalSteps row={row} />
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
      {statement.isLoading && <Hint role="status">{w.historyLoading}</Hint>}
      {statement.isError && <LoadFailure title={w.historyFailed} error={statement.error} onRetry={() => void statement.refetch()} />}
      {statement.isSuccess && rows.length === 0 && <Hint>{w.historyEmpty}</Hint>}
      {rows.length > 0 && (wide ? <HistoryTable rows={rows} /> : <HistoryCards rows={rows} />)}
      <Pagination page={page} pages={pages} onPage={setPage} words={PAGER_WORDS} label={w.history} />
    </Card>
  );
}
