import { BET_HISTORY_PAGE_SIZE, formatMoneyDate, withValues, roundState, th, type HistoryRow } from '@lotto/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { QueryError } from '@lotto/shared/client';
import { ConfirmDialog, LoadFailure, Message, Pagination, useNow } from '@lotto/ui';
import { useBetRunningQuery } from '../../../lib/api/roundsApi';
import { useCancelOrderMutation, useHistoryQuery, type SlipFilter } from '../api/slipsApi';
import { SlipDetailModal } from './SlipDetailModal';
import { SlipFilters } from './SlipFilters';
import { SlipList } from './SlipList';
import { useRebet } from '../useRebet';

const t = th.betting.slips;
const PAGER_WORDS = { first: t.first, previous: t.previous, next: t.next, last: t.last, pageOf: t.pageOf };

/** The slip as its row shows it: lottery, round date and when it was placed (a round may hold several slips). */
const slipNamed = (slip: HistoryRow) =>
  withValues(t.slipNamed, { name: slip.name, date: slip.round_date, time: formatMoneyDate(slip.createdAt) });

/** /lotto/transaction: filters, the member's slips 25 a page, cancelling and viewing a slip. */
export function SlipsView() {
  const [name, setName] = useState('');
  const [filter, setFilter] = useState<SlipFilter>('all');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<HistoryRow | null>(null);
  const [viewing, setViewing] = useState<HistoryRow | null>(null);
  const now = useNow(5000);
  const history = useHistoryQuery({ name, filter, page });
  const { data: running } = useBetRunningQuery();
  const [cancelOrder, cancel] = useCancelOrderMutation();
  const { rebet, rebetting } = useRebet();

  const openRoundIds = new Set(
    [...(running?.single ?? []), ...(running?.stock ?? [])]
      .filter((round) => roundState(round, now) === 'open')
      .map((round) => round.round_id),
  );
  const canCancel = (slip: HistoryRow) => slip.status === 'running' && openRoundIds.has(slip.round_id);

  const confirmCancel = async (slip: HistoryRow) => {
    try {
      await cancelOrder({ round_id: slip.round_id, createdAt: slip.createdAt }).unwrap();
      toast.success(th.lotto.cancelSuccess);
    } catch (error) {
      toast.error(`${th.lotto.cancelFailed}: ${(error as QueryError).message}`);
      void history.refetch();
    } finally {
      setCancelling(null);
    }
  };

  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / BET_HISTORY_PAGE_SIZE));

  return (
    <>
      <SlipFilters
        name={name}
        filter={filter}
        onName={(next) => {
          setName(next);
          setPage(1);
        }}
        onFilter={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {history.isLoading && <Message role="status">{th.remote.loading}</Message>}
      {history.isError && <LoadFailure title={t.loadFailed} error={history.error} onRetry={() => void history.refetch()} />}
      {history.data && history.data.result.length === 0 && <Message>{t.empty}</Message>}
      {history.data && history.data.result.length > 0 && (
        <SlipList
          slips={history.data.result}
          canCancel={canCancel}
          onCancel={setCancelling}
          onView={setViewing}
          onRebet={(slip) => void rebet(slip)}
          rebetting={rebetting}
        />
      )}
      {history.data && <Pagination page={page} pages={pages} onPage={setPage} words={PAGER_WORDS} />}
      {cancelling && (
        <ConfirmDialog
          title={t.cancel}
          text={withValues(t.cancelConfirm, { slip: slipNamed(cancelling) })}
          busy={cancel.isLoading}
          onYes={() => void confirmCancel(cancelling)}
          onNo={() => setCancelling(null)}
        />
      )}
      {viewing && <SlipDetailModal slip={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
