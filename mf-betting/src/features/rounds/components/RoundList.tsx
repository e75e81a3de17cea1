import { compareRunningRounds, th, type RunningRound } from '@lotto/shared';
import styled from 'styled-components';
import { useNow } from '../../../ui/useNow';
import { useBetRunningQuery } from '../api/roundsApi';
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

export const Notice = styled.p<{ $error?: boolean }>`
  padding: 16px;
  border-radius: 8px;
  text-align: center;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme, $error }) => ($error ? theme.danger : theme.muted)};
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
  const { data, isLoading, isError, refetch } = useBetRunningQuery();
  if (isLoading) return <Notice role="status">{th.remote.loading}</Notice>;
  if (isError || !data)
    return (
      <Notice $error role="alert">
        {t.loadFailed}{' '}
        <button type="button" onClick={() => void refetch()}>
          {th.remote.retry}
        </button>
      </Notice>
    );
  if (data.single.length === 0 && data.stock.length === 0) return <Notice>{t.empty}</Notice>;
  return (
    <>
      <Section title={t.single} rounds={data.single} now={now} />
      <Section title={t.stock} rounds={data.stock} now={now} />
    </>
  );
}
