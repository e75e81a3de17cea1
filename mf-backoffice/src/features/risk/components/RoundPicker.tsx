import styled from 'styled-components';
import { backofficeLabels, formatMoney, type RiskRound, withValues } from '@lotto/shared';
import { Muted } from '@lotto/ui';
import { ShareOfBudget } from './ShareOfBudget';

const words = backofficeLabels.risk;

/**
 * A round of a daily, market or monthly lottery is its draw's date (its slot is that date); a
 * yeekee round's slot is `<date>#<n>`, known by its number in the day.
 */
const slotNumber = (round: Pick<RiskRound, 'slot' | 'round_date'>) =>
  round.slot === round.round_date ? null : (round.slot.split('#').at(-1) ?? round.slot);

/** When the round is: `งวด 2026-11-23`, or `งวด 2026-11-23 รอบ 42` for a yeekee round. */
export function roundWhen(round: Pick<RiskRound, 'slot' | 'round_date'>): string {
  const slot = slotNumber(round);
  return slot === null
    ? withValues(words.dayOnly, { date: round.round_date })
    : withValues(words.roundDate, { date: round.round_date, slot });
}

/** The round's full name: its lottery and when. */
export function roundName(round: Pick<RiskRound, 'slot' | 'round_date' | 'lottery_name'>): string {
  const slot = slotNumber(round);
  return slot === null
    ? withValues(words.roundOfDay, { lottery: round.lottery_name, date: round.round_date })
    : withValues(words.roundOption, { lottery: round.lottery_name, date: round.round_date, slot });
}

/** The rounds in a box of their own, so that many open rounds do not push the chosen one off the screen. */
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 8px;
  max-height: 300px;
  overflow-y: auto;
  margin: 0 0 16px;
  padding: 6px;
  border: 1px solid #e0e0e0;
  border-radius: 12px;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid #bdbdbd;
  border-radius: 10px;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.yellow[900]};
    background: ${({ theme }) => theme.yellow[100]};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

/** The open rounds, riskiest first: each with its lottery, date and slot, and how much of its budget its worst outcome uses. */
export function RoundPicker({ rounds, chosen, onChoose }: { rounds: RiskRound[]; chosen: number; onChoose: (roundId: number) => void }) {
  return (
    <List aria-label={words.roundPicker}>
      {rounds.map((round) => (
        <li key={round.round_id}>
          {/* Named by all it shows, the round first: a name that left the visible risk out would not match what a voice user reads. */}
          <Choice type="button" aria-pressed={round.round_id === chosen} onClick={() => onChoose(round.round_id)}>
            <strong>{round.lottery_name}</strong>
            <Muted>{roundWhen(round)}</Muted>
            <ShareOfBudget percent={round.budget_percent} />
            <Muted>{withValues(words.worstLoss, { loss: formatMoney(round.worst_loss) })}</Muted>
          </Choice>
        </li>
      ))}
    </List>
  );
}
