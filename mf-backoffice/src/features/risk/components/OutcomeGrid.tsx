import { memo } from 'react';
import styled from 'styled-components';
import { backofficeLabels, formatMoney, type LiabilityPartReply, withValues } from '@lotto/shared';
import { Hint } from '@lotto/ui';

const words = backofficeLabels.risk;

/**
 * The grid scrolls inside its own box: 1,000 cells are ten blocks of 10 × 10, side by side on a
 * wide screen and one under another on a phone, never wider than the page.
 */
const Frame = styled.div`
  max-height: 520px;
  overflow-y: auto;
  margin-top: 8px;
  padding: 4px;
  border: 1px solid #e0e0e0;
  border-radius: 8px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
    outline-offset: 1px;
  }
`;

const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 230px), 1fr));
  gap: 12px;
`;

const Block = styled.figure`
  margin: 0;
  figcaption {
    margin-bottom: 4px;
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const Cells = styled.div`
  display: grid;
  grid-template-columns: repeat(10, minmax(0, 1fr));
  gap: 2px;
  max-width: 320px;
`;

const Cell = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border-radius: 3px;
  font-size: 0.7rem;
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

/** The cell's colour: the danger red, as strong as the cell's liability is near the part's largest; no liability stays pale. */
function cellStyle(liability: number, largest: number) {
  if (liability <= 0 || largest <= 0) return { background: '#f5f5f5', color: '#757575' };
  const level = liability / largest;
  return { background: `rgba(198, 40, 40, ${(0.12 + 0.88 * level).toFixed(3)})`, color: level > 0.45 ? '#ffffff' : '#212121' };
}

const keysOf = (digits: number, hundred: number | null) =>
  Array.from({ length: 100 }, (_, index) =>
    hundred === null ? String(index).padStart(digits, '0') : `${hundred}${String(index).padStart(2, '0')}`,
  );

function CellBlock({
  keys,
  outcomes,
  largest,
  caption,
}: {
  keys: string[];
  outcomes: Record<string, number>;
  largest: number;
  caption?: string;
}) {
  return (
    <Block>
      {caption && <figcaption>{caption}</figcaption>}
      <Cells>
        {keys.map((key) => {
          const liability = outcomes[key] ?? 0;
          const label = withValues(words.cellLabel, { outcome: key, liability: formatMoney(liability) });
          return (
            <Cell key={key} role="img" aria-label={label} title={label} style={cellStyle(liability, largest)}>
              {key.slice(-2)}
            </Cell>
          );
        })}
      </Cells>
    </Block>
  );
}

/**
 * ตารางยอดจ่ายทุกผล: every cell of a part (100 of two digits, 1,000 of three), coloured by its
 * liability against the part's largest, each named by its outcome and liability for a screen reader.
 * An absent cell pays nothing.
 */
export const OutcomeGrid = memo(function OutcomeGrid({ part }: { part: LiabilityPartReply }) {
  const largest = Math.max(0, ...Object.values(part.outcomes));
  const title = `${words.grid} ${words.parts[part.part]}`;
  return (
    <div>
      <Hint>{part.part === 'top4' ? `${words.gridOfFour} ${words.gridHint}` : words.gridHint}</Hint>
      {/* A box that scrolls is reached by Tab, so that a keyboard scrolls it too. */}
      <Frame tabIndex={0} role="region" aria-label={title}>
        {part.grid_digits === 2 ? (
          <CellBlock keys={keysOf(2, null)} outcomes={part.outcomes} largest={largest} />
        ) : (
          <Blocks>
            {Array.from({ length: 10 }, (_, hundred) => (
              <CellBlock
                key={hundred}
                keys={keysOf(3, hundred)}
                outcomes={part.outcomes}
                largest={largest}
                caption={withValues(words.gridHundred, { digit: hundred })}
              />
            ))}
          </Blocks>
        )}
      </Frame>
    </div>
  );
});
