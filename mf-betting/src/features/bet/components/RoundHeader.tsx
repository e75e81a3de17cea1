import { formatRoundTime, th, type RunningRound, type RunningRoundState } from '@lotto/shared';
import styled from 'styled-components';
import { Countdown } from '@lotto/ui';

const Header = styled.header`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: 2px 12px;
  align-items: center;
  padding: 12px;
  margin-bottom: 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.yellow[600]};
  img {
    grid-row: span 3;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: #fff;
  }
  h1 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`;

/** The round's logo, name, close time and live countdown (or `ปิดรับแทง`, or `ยังไม่เปิดรับแทง` and its opening time). */
export function RoundHeader({ round, state, now }: { round: RunningRound; state: RunningRoundState; now: Date }) {
  const t = th.betting.rounds;
  if (state === 'notYetOpen')
    return (
      <Header>
        <img src={round.logo} alt="" />
        <h1>{round.name}</h1>
        <p>
          {th.pad.round.opensAt} {formatRoundTime(round.start_at)}
        </p>
        <p>
          <strong>{th.pad.round.notYetOpen}</strong>
        </p>
      </Header>
    );
  const open = state === 'open';
  return (
    <Header>
      <img src={round.logo} alt="" />
      <h1>{round.name}</h1>
      <p>
        {t.closesAt} {formatRoundTime(round.end_at)}
      </p>
      <p>
        <strong>{open ? <Countdown end={round.end_at} now={now} label={t.countdown} /> : t.closed}</strong>
      </p>
    </Header>
  );
}
