import { useState } from 'react';
import { backofficeLabels, type StatementLine } from '@lotto/shared';
import { Hint, Muted, PagedList, PageTitle, ToggleChip, Toolbar } from '@lotto/ui';
import { useGetBankAccountsQuery } from '../../../lib/api/bankAccountsApi';
import { QUEUE_REFRESH_MS } from '../../../lib/api/queuesApi';
import { AccountPicker } from '../../../lib/money/AccountPicker';
import { pager } from '../../../lib/pager';
import { useListStatementLinesQuery, type StatementLinesFilter } from '../api/statementLinesApi';
import { CsvUploadCard } from './CsvUploadCard';
import { DemoBankCard } from './DemoBankCard';
import { MatchDialog, ReturnDialog } from './LineDialogs';
import { StatementLineCard, type MatchChoice } from './StatementLineCard';

const words = backofficeLabels.statementLines;

/** Waiting lines first, as staff work through them. */
const FILTERS: StatementLinesFilter[] = ['unmatched', 'credited', 'returned', 'paid', 'all'];

/**
 * รายการรอจับคู่ (staff): the statement lines the matching function left for people, why each
 * waits and its ranked suggestions, matched or returned here; other statuses for reference. It
 * refreshes by itself. Below it a statement CSV upload and, on the demo site, its bank.
 */
export default function StatementLinesPage() {
  const [status, setStatus] = useState<StatementLinesFilter>('unmatched');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [matching, setMatching] = useState<MatchChoice | null>(null);
  const [returning, setReturning] = useState<StatementLine | null>(null);
  const accounts = useGetBankAccountsQuery();
  const list = useListStatementLinesQuery(
    { status, accountId, page },
    { pollingInterval: QUEUE_REFRESH_MS, refetchOnMountOrArgChange: true },
  );
  const accountList = accounts.data ?? [];

  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <Hint style={{ marginBottom: 12 }}>{words.hint}</Hint>
      <Toolbar>
        <div role="group" aria-label={words.statusFilter} style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {FILTERS.map((filter) => (
            <ToggleChip
              key={filter}
              pressed={status === filter}
              onClick={() => {
                setStatus(filter);
                setPage(1);
              }}
            >
              {words.statuses[filter]}
            </ToggleChip>
          ))}
        </div>
      </Toolbar>
      <Toolbar>
        <div style={{ minWidth: 0, flex: '1 1 240px', maxWidth: 420 }}>
          <AccountPicker
            id="statement-account"
            accounts={accountList}
            value={accountId}
            allowAll
            onChange={(next) => {
              setAccountId(next);
              setPage(1);
            }}
          />
        </div>
        <Muted>{words.refreshNote}</Muted>
      </Toolbar>
      <PagedList query={list} empty={backofficeLabels.common.empty} onPage={setPage} {...pager}>
        {(lines) => (
          <div>
            {lines.map((line) => (
              <StatementLineCard key={line.id} line={line} onMatch={setMatching} onReturn={setReturning} />
            ))}
          </div>
        )}
      </PagedList>
      {accountList.length > 0 && <CsvUploadCard accounts={accountList} />}
      <DemoBankCard accounts={accountList} />
      {matching && <MatchDialog choice={matching} onClose={() => setMatching(null)} />}
      {returning && <ReturnDialog line={returning} onClose={() => setReturning(null)} />}
    </>
  );
}
