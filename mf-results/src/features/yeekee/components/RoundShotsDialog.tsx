import styled from 'styled-components';
import { bangkokClockTime, formatResultDate, formatRoundTime, th, withValues, type LotteryResultItem } from '@lotto/shared';
import { Button, ButtonRow, Dialog, LoadFailure, Message } from '@lotto/ui';
import { useRoundShotsQuery } from '../api/yeekeeRoundApi';

const words = th.yeekee;

const Shots = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 3.5em minmax(0, 1fr) auto auto;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid #eeeeee;
    font-variant-numeric: tabular-nums;
  }
  strong {
    font-size: 1.05rem;
  }
`;

/** The drawn round as people name it: its lottery, its Thai date and the time of the round. */
export function roundShotsTitle(item: LotteryResultItem): string {
  return withValues(words.shotsOfRound, {
    name: item.name,
    date: formatResultDate(item.result_date),
    round: withValues(th.results.check.roundAt, { time: bangkokClockTime(item.draw_at) }),
  });
}

/** `ดูเลขที่ยิงของรอบนี้` on the results page: the round's shots in order of arrival, for guests and members alike. */
export function RoundShotsDialog({ item, onClose }: { item: LotteryResultItem; onClose: () => void }) {
  const { data, isLoading, isError, error, refetch } = useRoundShotsQuery(item.round_id);
  return (
    <Dialog title={roundShotsTitle(item)} onClose={onClose}>
      {isLoading && <Message role="status">{th.remote.loading}</Message>}
      {isError && <LoadFailure title={words.shotsLoadFailed} error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <p>
            <span>{withValues(words.shotCount, { count: data.count })}</span> · <span>{withValues(words.shotSum, { sum: data.sum })}</span>
          </p>
          {data.count === 0 && <Message>{words.noShots}</Message>}
          <Shots aria-label={words.shotList}>
            {data.shots.map((shot) => (
              <li key={shot.seq}>
                <span>#{shot.seq}</span>
                <span>{shot.member}</span>
                <strong>{shot.number}</strong>
                <time dateTime={shot.createdAt}>{formatRoundTime(shot.createdAt).slice(11)}</time>
              </li>
            ))}
          </Shots>
        </>
      )}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {th.betting.slips.close}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
