import { formatRoundTime, paths, roundState, th, type RunningRound } from '@lotto/shared';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Countdown } from '@lotto/ui';

const t = th.betting.rounds;

const Card = styled.article<{ $open: boolean }>`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: 4px 12px;
  align-items: center;
  padding: 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme, $open }) => ($open ? theme.yellow[700] : '#e0e0e0')};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
  filter: ${({ $open }) => ($open ? 'none' : 'grayscale(1)')};
`;

const Logo = styled.img`
  grid-row: span 3;
  width: 56px;
  height: 56px;
  border-radius: 50%;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const Line = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.muted};
`;

const Timer = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.05rem;
`;

const Action = styled(Button)`
  grid-column: 1 / -1;
  margin-top: 8px;
  width: 100%;
`;

/**
 * One round: name, logo, live countdown to end_at, end time, and `แทงหวย` while open; before its
 * start `ยังไม่เปิดรับแทง` with the opening time, its button disabled.
 */
export function RoundCard({ round, now }: { round: RunningRound; now: Date }) {
  const navigate = useNavigate();
  const state = roundState(round, now);
  const open = state === 'open';
  const shut = state === 'notYetOpen' ? th.pad.round.notYetOpen : t.closed;
  return (
    <Card aria-label={round.name} $open={open}>
      <Logo src={round.logo} alt="" />
      <Name>{round.name}</Name>
      <Timer>{open ? <Countdown end={round.end_at} now={now} label={t.countdown} /> : shut}</Timer>
      <Line>
        {state === 'notYetOpen' ? th.pad.round.opensAt : t.closesAt}{' '}
        {formatRoundTime(state === 'notYetOpen' ? round.start_at : round.end_at)}
      </Line>
      <Action
        type="button"
        $variant="primary"
        disabled={!open}
        onClick={() => navigate(paths.bet.href(round.type, round.code, round.round_id))}
      >
        {open ? t.betNow : shut}
      </Action>
    </Card>
  );
}
