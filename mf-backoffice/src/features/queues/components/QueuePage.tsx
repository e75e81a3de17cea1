import type { ReactNode } from 'react';
import { th, type Paged, type StaffMoneyQueueQuery } from '@lotto/shared';
import { Message, Muted, PageTitle, Toolbar } from '../../../ui/Page';
import { Pagination } from '../../../ui/Pagination';
import { QueryState } from '../../../ui/QueryState';
import { QUEUE_REFRESH_MS } from '../api/queuesApi';
import { StatusTabs, useStatusFilter } from './Queue';

interface QueueList<T> {
  data?: Paged<T>;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A money queue page: status tabs, the list (pending first), refreshed by itself, and its pages. */
export function QueuePage<T>({
  title,
  useList,
  renderTable,
}: {
  title: string;
  useList: (query: StaffMoneyQueueQuery, options: { pollingInterval: number; refetchOnMountOrArgChange: boolean }) => QueueList<T>;
  renderTable: (items: T[]) => ReactNode;
}) {
  const filter = useStatusFilter();
  const list = useList(filter.query, { pollingInterval: QUEUE_REFRESH_MS, refetchOnMountOrArgChange: true });
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Toolbar>
        <StatusTabs value={filter.status} onChange={filter.setStatus} />
        <Muted>{th.backoffice.queues.refreshNote}</Muted>
      </Toolbar>
      <QueryState isLoading={list.isLoading} error={list.data ? undefined : list.error} refetch={list.refetch}>
        {list.data && list.data.data.length > 0 ? (
          <>
            {renderTable(list.data.data)}
            <Pagination page={list.data.paging.page} pages={list.data.paging.pages} onPage={filter.setPage} />
          </>
        ) : (
          <Message>{th.backoffice.common.empty}</Message>
        )}
      </QueryState>
    </>
  );
}
