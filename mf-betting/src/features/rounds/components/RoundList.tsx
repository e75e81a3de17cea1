import { useDeferredValue } from 'react';
import { compareRunningRounds, th, type RunningRound } from '@lotto/shared';
import styled from 'styled-components';
import { LoadFailure, Message, useNow } from '@lotto/ui';
import { useBetRunningQuery } from '../../../lib/api/roundsApi';
import { RoundCard } from './RoundCard';

const t = th.betting.rounds;

const Grid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 1100px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Heading = styled.h2`
  margin: 20px 0 10px;
  padding-left: 10px;
  font-size: 1.1rem;
  border-left: 5px solid ${({ theme }) => theme.yellow[800]};
`;

function Section({ title, rounds, now }: { title: string; rounds: RunningRound[]; now: Date }) {
  if (rounds.length === 0) return null;
  const ordered = [...rounds].sort(compareRunningRounds(now));
  return (
    <section aria-label={title}>
      <Heading>{title}</Heading>
      <Grid>
        {ordered.map((round) => (
          <RoundCard key={round.round_id} round={round} now={now} />
        ))}
      </Grid>
    </section>
  );
}

/** The open rounds, single lotteries then foreign stock lotteries, open → closed → invalid. */
export function RoundList() {
  const now = useNow();
  const { data: answer, isLoading, error, refetch } = useBetRunningQuery();
  // The list of every round is rendered as a transition, which React renders in slices: the
  // answer's arrival is a store update, which React would otherwise render in one long task.
  const data = useDeferredValue(answer);
  if (isLoading || (answer && !data)) return <Message role="status">{th.remote.loading}</Message>;
  if (!data) return <LoadFailure title={t.loadFailed} error={error} onRetry={() => void refetch()} />;
  if (data.single.length === 0 && data.stock.length === 0) return <Message>{t.empty}</Message>;
  return (
    <>
      <Section title={t.single} rounds={data.single} now={now} />
      <Section title={t.stock} rounds={data.stock} now={now} />
    </>
  );
}
