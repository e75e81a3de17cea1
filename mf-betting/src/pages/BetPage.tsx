import { paths, th, YEEKEE_CODE } from '@lotto/shared';
import { RemoteRoot, useAppDispatch } from '@lotto/shared/client';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { LoadFailure, Message, Page, PageTitle } from '@lotto/ui';
import { remote } from '../remote';
import { useBetRunningQuery } from '../lib/api/roundsApi';
import { BetScreen } from './BetScreen';
import { YeekeePanel } from '../features/yeekee/components/YeekeePanel';
import { roundsPruned } from '../lib/cart/cartSlice';

function BetRound({ roundId, lottery }: { roundId: string; lottery?: string }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, error, refetch } = useBetRunningQuery();
  useEffect(() => {
    if (data) dispatch(roundsPruned([...data.single, ...data.stock].map((round) => round.round_id)));
  }, [data, dispatch]);
  if (isLoading) return <Message role="status">{th.remote.loading}</Message>;
  if (!data) return <LoadFailure title={th.betting.rounds.loadFailed} error={error} onRetry={() => void refetch()} />;
  const round = [...data.single, ...data.stock].find((item) => item.round_id === roundId);
  // A yeekee round closed for bets stays a board: its shots, its result and ตรวจสอบ (results link here).
  if (!round && lottery === YEEKEE_CODE) return <YeekeePanel roundId={roundId} open={false} />;
  // A link kept from a round that has closed since: the page still says where the member is.
  if (!round)
    return (
      <>
        <PageTitle>{th.pages.bet}</PageTitle>
        <Message role="alert">
          {th.betting.bet.roundMissing} <Link to={paths.lottoAll}>{th.betting.bet.backToRounds}</Link>
        </Message>
      </>
    );
  return <BetScreen round={round} />;
}

/** /lotto/bet/type-a/{category}/{name}/{round_id}; a round_id of the literal text undefined goes to /lotto/all. */
export default function BetPage() {
  const { round_id: roundId, name } = useParams();
  if (!roundId || roundId === 'undefined') return <Navigate to={paths.lottoAll} replace />;
  return (
    <RemoteRoot {...remote}>
      <Page>
        <BetRound roundId={roundId} lottery={name} />
      </Page>
    </RemoteRoot>
  );
}
