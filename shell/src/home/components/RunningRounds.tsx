import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  compareRunningRounds,
  countdownTo,
  formatCountdown,
  formatRoundTime,
  paths,
  roundState,
  th,
  type RunningRound,
} from '@lotto/shared';
import { useNow } from '@lotto/ui';
import { useHomeRunningRoundsQuery } from '../api/homeRounds';
import { Muted, Section } from './Section';

/** How many cards of each group the home page shows; /lotto/all has them all. */
const CARDS_PER_GROUP = 6;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  /* A phone shows two rows of each group; /lotto/all has the rest. */
  li:nth-child(n + 5) {
    display: none;
  }
  ${({ theme }) => theme.media.md} {
    li:nth-child(n + 5) {
      display: flex;
    }
  }
`;

const Card = styled.li<{ $closed: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 12px 8px;
  border-radius: 12px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.yellow[300]};
  background: ${({ theme, $closed }) => ($closed ? '#f5f5f5' : theme.yellow[50])};
  img {
    width: 44px;
    height: 44px;
  }
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  time {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  small {
    color: ${({ theme }) => theme.muted};
  }
`;

const BetLink = styled(Link)`
  margin-top: 6px;
  min-height: 40px;
  width: 100%;
  display: grid;
  place-items: center;
  border-radius: 8px;
  background: ${({ theme }) => theme.yellow[700]};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

const ClosedButton = styled.button`
  margin-top: 6px;
  min-height: 40px;
  width: 100%;
  border: 0;
  border-radius: 8px;
  font: inherit;
  color: #616161;
  background: #e0e0e0;
`;

function RoundCard({ round, now }: { round: RunningRound; now: Date }) {
  const state = roundState(round, now);
  const open = state === 'open';
  // A round listed before it opens says so, with its opening time, never แทงหวย (docs/lottery-rules.md#live-terms-and-saved-slips).
  const notYetOpen = state === 'notYetOpen';
  const left = formatCountdown(countdownTo(new Date(round.end_at), now));
  return (
    <Card $closed={!open}>
      {round.logo && <img src={round.logo} alt="" />}
      <h4>{round.name}</h4>
      {open && (
        <time dateTime={round.end_at} aria-label={`${th.home.timeLeft} ${left}`}>
          {left}
        </time>
      )}
      <small>
        {notYetOpen
          ? `${th.pad.round.opensAt} ${formatRoundTime(round.start_at)}`
          : th.home.closesAt.replace('{time}', formatRoundTime(round.end_at))}
      </small>
      {open ? (
        <BetLink to={paths.bet.href(round.type, round.code, round.round_id)} aria-label={`${th.home.betNow} ${round.name}`}>
          {th.home.betNow}
        </BetLink>
      ) : (
        <ClosedButton type="button" disabled>
          {notYetOpen ? th.pad.round.notYetOpen : th.home.closed}
        </ClosedButton>
      )}
    </Card>
  );
}

function RoundGroup({ title, rounds, now }: { title: string; rounds: RunningRound[]; now: Date }) {
  if (rounds.length === 0) return null;
  const shown = [...rounds].sort(compareRunningRounds(now)).slice(0, CARDS_PER_GROUP);
  return (
    <>
      <h3>{title}</h3>
      <Grid>
        {shown.map((round) => (
          <RoundCard key={round.round_id} round={round} now={now} />
        ))}
      </Grid>
    </>
  );
}

/** Running-round cards with live countdowns (docs/screens.md#behaviour), for members. */
export function RunningRounds() {
  const { data, isLoading, isError } = useHomeRunningRoundsQuery();
  const now = useNow();
  let body;
  if (isLoading) body = <Muted role="status">{th.home.roundsLoading}</Muted>;
  else if (isError || !data) body = <Muted role="alert">{th.home.roundsFailed}</Muted>;
  else if (data.single.length + data.stock.length === 0) body = <Muted>{th.home.roundsEmpty}</Muted>;
  else
    body = (
      <>
        <RoundGroup title={th.home.singleRounds} rounds={data.single} now={now} />
        <RoundGroup title={th.home.stockRounds} rounds={data.stock} now={now} />
        <Link to={paths.lottoAll}>{th.home.seeAllRounds}</Link>
      </>
    );
  return (
    <Section aria-labelledby="rounds-title">
      <h2 id="rounds-title">{th.home.roundsTitle}</h2>
      {body}
    </Section>
  );
}
