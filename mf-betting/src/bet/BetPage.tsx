import { paths, th } from '@lotto/shared';
import { RemoteRoot, useAppDispatch } from '@lotto/shared/client';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { remote } from '../remote';
import { useBetRunningQuery } from '../features/rounds/api/roundsApi';
import { Notice } from '../features/rounds/components/RoundList';
import { BetScreen } from '../features/bet/components/BetScreen';
import { roundsPruned } from '../features/cart/cartSlice';
import { Page } from '../ui/Page';

function BetRound({ roundId }: { roundId: string }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useBetRunningQuery();
  useEffect(() => {
    if (data) dispatch(roundsPruned([...data.single, ...data.stock].map((round) => round.round_id)));
  }, [data, dispatch]);
  if (isLoading) return <Notice role="status">{th.remote.loading}</Notice>;
  if (isError || !data)
    return (
      <Notice $error role="alert">
        {th.betting.rounds.loadFailed}
      </Notice>
    );
  const round = [...data.single, ...data.stock].find((item) => item.round_id === roundId);
  if (!round)
    return (
      <Notice role="alert">
        {th.betting.bet.roundMissing} <Link to={paths.lottoAll}>{th.betting.bet.backToRounds}</Link>
      </Notice>
    );
  return <BetScreen round={round} />;
}

/** /lotto/bet/type-a/{category}/{name}/{round_id}; a round_id of the literal text undefined goes to /lotto/all. */
export default function BetPage() {
  const { round_id: roundId } = useParams();
  if (!roundId || roundId === 'undefined') return <Navigate to={paths.lottoAll} replace />;
  return (
    <RemoteRoot {...remote}>
      <Page>
        <BetRound roundId={roundId} />
      </Page>
    </RemoteRoot>
  );
}
