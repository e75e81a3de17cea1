import styled from 'styled-components';
import { backofficeLabels, formatMoney, type RoundResultPayload, type StaffRound, withValues } from '@lotto/shared';
import { roundTitle } from './ResultDialog';

const l = backofficeLabels.rounds;

const Outcome = styled.p`
  margin: 0 0 12px;
  padding: 12px 16px;
  border-radius: 12px;
  background: #e8f5e9;
  border-left: 4px solid ${({ theme }) => theme.success};
`;

/** What recording (or correcting) a result settled, in words. */
export function outcomeText(outcome: RoundResultPayload): string {
  const values = {
    lines: outcome.lines,
    winning: outcome.winning_lines,
    prize: formatMoney(outcome.prize),
    reversed: formatMoney(outcome.reversed_prize),
    debts: outcome.debts,
  };
  return withValues(outcome.corrected ? l.corrected : l.recorded, values);
}

/** The last settlement's outcome, above the list until the next one. */
export function RoundOutcome({ round, text }: { round: StaffRound; text: string }) {
  return (
    <Outcome role="status" aria-label={l.outcome}>
      <strong>{roundTitle(round)}</strong>
      <br />
      {text}
    </Outcome>
  );
}
