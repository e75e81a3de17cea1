import { paths, roundState, withValues, th, type HistoryRow } from '@lotto/shared';
import { useAppDispatch } from '@lotto/shared/client';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useBetRunningQuery } from '../../lib/api/roundsApi';
import { useLoadLines } from '../../lib/cart/useLoadLines';
import { slipsApi } from './api/slipsApi';

const t = th.pad.rebet;

/**
 * `แทงซ้ำ`: a slip's lines (history_detail) into the cart of its lottery's open round, priced
 * afresh so that a changed rate or a closed number shows, then the bet screen of that round.
 */
export function useRebet() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: running } = useBetRunningQuery();
  const { load, loading } = useLoadLines();

  const rebet = async (slip: HistoryRow) => {
    const now = new Date();
    const round = [...(running?.single ?? []), ...(running?.stock ?? [])].find(
      (item) => item.code === slip.code && roundState(item, now) === 'open',
    );
    if (!round) {
      toast.error(withValues(t.noOpenRound, { name: slip.name }));
      return;
    }
    const detail = dispatch(slipsApi.endpoints.historyDetail.initiate({ round_id: slip.round_id, date: slip.createdAt }));
    let groups;
    try {
      groups = await detail.unwrap();
    } catch {
      toast.error(t.loadFailed);
      return;
    } finally {
      detail.unsubscribe();
    }
    const lines = groups.flatMap((group) =>
      group.place_bet.map((line) => ({ type: group.type, number: line.number, amount: line.amount, previousRate: line.rate })),
    );
    if (await load(round, lines)) void navigate(paths.bet.href(round.type, round.code, round.round_id));
  };

  return { rebet, rebetting: loading };
}
