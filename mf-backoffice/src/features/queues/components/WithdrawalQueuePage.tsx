import { th } from '@lotto/shared';
import { Message, Muted, PageTitle, Toolbar } from '../../../ui/Page';
import { Pagination } from '../../../ui/Pagination';
import { QueryState } from '../../../ui/QueryState';
import { QUEUE_REFRESH_MS, useListWithdrawalsQuery } from '../api/queuesApi';
import { WithdrawalTable } from './WithdrawalTable';
import { StatusTabs, useStatusFilter } from './Queue';

/** รายการถอน: the withdrawal queue, pending first; it refreshes by itself. */
export default function WithdrawalQueuePage() {
  const filter = useStatusFilter();
  const list = useListWithdrawalsQuery(filter.query, { pollingInterval: QUEUE_REFRESH_MS, refetchOnMountOrArgChange: true });
  return (
    <>
      <PageTitle>{th.backoffice.sections.withdrawals}</PageTitle>
      <Toolbar>
        <StatusTabs value={filter.status} onChange={filter.setStatus} />
        <Muted>{th.backoffice.queues.refreshNote}</Muted>
      </Toolbar>
      <QueryState isLoading={list.isLoading} error={list.data ? undefined : list.error} refetch={list.refetch}>
        {list.data && list.data.data.length > 0 ? (
          <>
            <WithdrawalTable items={list.data.data} />
            <Pagination page={list.data.paging.page} pages={list.data.paging.pages} onPage={filter.setPage} />
          </>
        ) : (
          <Message>{th.backoffice.common.empty}</Message>
        )}
      </QueryState>
    </>
  );
}
