import { useState } from 'react';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  backofficeLabels,
  bangkokToday,
  formatMoney,
  formatMoneyDate,
  type Reconciliation,
  reconciliationQuerySchema,
  type StatementLine,
  th,
  withValues,
} from '@lotto/shared';
import { Card, CardTitle, Hint, Message, Money, PageTitle, QueryState, SectionTitle, Table, TextField, Toolbar } from '@lotto/ui';
import { useGetBankAccountsQuery } from '../../../lib/api/bankAccountsApi';
import { AccountPicker } from '../../../lib/money/AccountPicker';
import { useGetReconciliationQuery } from '../api/reconciliationApi';

const words = backofficeLabels.reconciliation;
const lineWords = backofficeLabels.statementLines;

type Side = Reconciliation['incoming'];

const Sides = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 12px;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  dd small {
    display: block;
    color: ${({ theme }) => theme.muted};
  }
  .attention {
    color: ${({ theme }) => theme.danger};
    font-weight: 700;
  }
`;

const Picker = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  max-width: 420px;
`;

function Figure({ label, amount, count, attention = false }: { label: string; amount: number; count?: number; attention?: boolean }) {
  return (
    <>
      <dt className={attention ? 'attention' : undefined}>{label}</dt>
      <dd className={attention ? 'attention' : undefined}>
        <Money>{formatMoney(amount)}</Money>
        {count !== undefined && <small>{withValues(words.lines, { count })}</small>}
      </dd>
    </>
  );
}

/** One way of the money: what the statement shows, how much of it is matched, and what the site did without a line. */
function SideCard({ id, title, side, siteLabel }: { id: string; title: string; side: Side; siteLabel: string }) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <Figures>
        <Figure label={words.statement} amount={side.statement} count={side.statement_lines} />
        <Figure label={words.matched} amount={side.matched} />
        <Figure label={words.unmatched} amount={side.unmatched} count={side.unmatched_lines} attention={side.unmatched_lines > 0} />
        <Figure label={siteLabel} amount={side.site} />
        <Figure
          label={words.siteWithoutLine}
          amount={side.site_without_line}
          count={side.site_without_line_count}
          attention={side.site_without_line_count > 0}
        />
      </Figures>
    </Card>
  );
}

function UnmatchedLines({ lines }: { lines: StatementLine[] }) {
  if (lines.length === 0) return <Message>{words.noUnmatched}</Message>;
  return (
    <Table
      columns={[
        lineWords.time,
        lineWords.direction,
        { label: lineWords.amount, numeric: true },
        lineWords.bankRef,
        lineWords.sender,
        lineWords.reason,
      ]}
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <td data-label={lineWords.time}>{formatMoneyDate(line.at)}</td>
          <td data-label={lineWords.direction}>{lineWords.directions[line.direction]}</td>
          <td data-label={lineWords.amount} className="number">
            <Money>{formatMoney(line.amount)}</Money>
          </td>
          <td data-label={lineWords.bankRef}>{line.bank_ref}</td>
          <td data-label={lineWords.sender}>{line.sender_name ?? backofficeLabels.bankAccounts.none}</td>
          <td data-label={lineWords.reason}>
            {line.waiting_reason ? lineWords.waitingReasons[line.waiting_reason] : backofficeLabels.bankAccounts.none}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Report({ report }: { report: Reconciliation }) {
  return (
    <>
      <Sides>
        <SideCard id="reconciliation-in" title={words.incoming} side={report.incoming} siteLabel={words.siteIn} />
        <SideCard id="reconciliation-out" title={words.outgoing} side={report.outgoing} siteLabel={words.siteOut} />
      </Sides>
      <section aria-labelledby="reconciliation-unmatched">
        <SectionTitle id="reconciliation-unmatched">{words.unmatchedLines}</SectionTitle>
        <UnmatchedLines lines={report.unmatched} />
      </section>
    </>
  );
}

/**
 * กระทบยอดบัญชี (staff): one receiving account's Bangkok day, the statement's money in against the
 * deposits credited and its money out against the withdrawals paid, and the lines still unmatched.
 */
export default function ReconciliationPage() {
  const accounts = useGetBankAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<number | null>(null);
  const [date, setDate] = useState(() => bangkokToday());
  const accountId = chosen ?? accounts.data?.[0]?.id ?? null;
  const dateError = reconciliationQuerySchema.isValidSync({ date }) ? undefined : th.lotto.resultDateInvalid;
  const report = useGetReconciliationQuery(accountId === null || dateError ? skipToken : { accountId, date }, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <Hint style={{ marginBottom: 12 }}>{words.hint}</Hint>
      <QueryState isLoading={accounts.isLoading} error={accounts.data ? undefined : accounts.error} refetch={accounts.refetch}>
        {accounts.data && accounts.data.length === 0 && <Message>{backofficeLabels.accountPicker.none}</Message>}
        {accounts.data && accounts.data.length > 0 && (
          <>
            <Toolbar style={{ alignItems: 'flex-start' }}>
              <Picker>
                <AccountPicker id="reconciliation-account" accounts={accounts.data} value={accountId} onChange={setChosen} />
              </Picker>
              <TextField
                id="reconciliation-date"
                label={words.date}
                type="date"
                value={date}
                error={dateError}
                onChange={(event) => setDate(event.target.value)}
              />
            </Toolbar>
            {!dateError && (
              <QueryState
                isLoading={report.isFetching && !report.currentData}
                error={report.currentData ? undefined : report.error}
                refetch={report.refetch}
                loadingText={words.loading}
              >
                {report.currentData && <Report report={report.currentData} />}
              </QueryState>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
