import { useState } from 'react';
import { formatMoneyDate, LOGIN_HISTORY_PAGE_SIZE, th } from '@lotto/shared';
import { Badge, Message, Pagination, QueryState, Table } from '@lotto/ui';
import { useGetLoginHistoryQuery } from '../api/loginHistoryApi';

const words = th.account.history;
const pager = {
  first: th.inbox.firstPage,
  previous: th.inbox.previous,
  next: th.inbox.next,
  last: th.inbox.lastPage,
  pageOf: th.inbox.pageOf,
};

/** ประวัติการเข้าสู่ระบบ: every sign-in whose password was checked, successful or not, newest first, a page at a time. */
export function LoginHistory() {
  const [page, setPage] = useState(1);
  const history = useGetLoginHistoryQuery(page, { refetchOnMountOrArgChange: true });
  const { data } = history;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / LOGIN_HISTORY_PAGE_SIZE));
  return (
    <QueryState
      isLoading={history.isLoading}
      error={data ? undefined : history.error}
      refetch={history.refetch}
      loadingText={words.loading}
      failedText={words.loadFailed}
    >
      {data && data.total === 0 && <Message>{words.empty}</Message>}
      {data && data.total > 0 && (
        <>
          <Table columns={[words.at, words.device, words.address, words.result]} aria-label={words.title}>
            {data.result.map((row, index) => (
              <tr key={`${row.at}-${index}`}>
                <td data-label={words.at}>{formatMoneyDate(row.at)}</td>
                <td data-label={words.device}>{row.device}</td>
                <td data-label={words.address}>{row.address}</td>
                <td data-label={words.result}>
                  <Badge $tone={row.ok ? 'good' : 'bad'}>{row.ok ? words.ok : words.failed}</Badge>
                </td>
              </tr>
            ))}
          </Table>
          <Pagination page={data.page} pages={pages} onPage={setPage} words={pager} label={words.title} />
        </>
      )}
    </QueryState>
  );
}
