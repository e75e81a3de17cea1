import styled from 'styled-components';
import { backofficeLabels, withValues } from '@lotto/shared';

const words = backofficeLabels.risk;

/** The bar's colour: calm below half the budget, a warning from half, the danger colour at the budget (closed). */
function levelColour(percent: number): string {
  if (percent >= 100) return '#c62828';
  if (percent >= 50) return '#ef6c00';
  return '#f9a825';
}

const Line = styled.span<{ $stacked: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column-reverse' : 'row')};
  align-items: ${({ $stacked }) => ($stacked ? 'flex-end' : 'center')};
  gap: ${({ $stacked }) => ($stacked ? '2px' : '6px')};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.span`
  display: inline-block;
  width: 56px;
  height: 8px;
  border-radius: 4px;
  background: #eeeeee;
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
`;

/**
 * How much of the budget a loss has used: a bar and `45% ของงบ`, or ไม่จำกัด without a budget.
 * `inColumn`: in a column headed ของงบ, `45%` over its bar, narrow enough for a phone's table.
 */
export function ShareOfBudget({ percent, inColumn = false }: { percent: number | null; inColumn?: boolean }) {
  if (percent === null) return <Line $stacked={false}>{words.noBudget}</Line>;
  const shown = Math.min(100, Math.max(0, percent));
  return (
    <Line $stacked={inColumn}>
      <Track aria-hidden="true">
        <Fill style={{ width: `${shown}%`, background: levelColour(percent) }} />
      </Track>
      {inColumn ? `${percent}%` : withValues(words.sharePercent, { percent })}
    </Line>
  );
}
