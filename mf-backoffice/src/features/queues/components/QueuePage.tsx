import type { ReactNode } from 'react';
import { backofficeLabels, type Paged, type StaffMoneyQueueQuery } from '@lotto/shared';
import { Muted, PagedList, PageTitle, Toolbar } from '@lotto/ui';
import { QUEUE_REFRESH_MS } from '../../../lib/api/queuesApi';
import { StatusTabs, useStatusFilter } from '../../../lib/queues/Queue';
import { pager } from '../../../lib/pager';

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
        <Muted>{backofficeLabels.queues.refreshNote}</Muted>
      </Toolbar>
      <PagedList query={list} empty={backofficeLabels.common.empty} onPage={filter.setPage} {...pager}>
        {(items) => renderTable(items)}
      </PagedList>
    </>
  );
}
