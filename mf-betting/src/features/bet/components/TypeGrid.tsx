import { useId } from 'react';
import { BET_TYPE_INFO, oddsText, th, type BetType, type PayRateItem } from '@lotto/shared';
import styled from 'styled-components';
import { ToggleChip } from '@lotto/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px;
  @media (min-width: 480px) {
    grid-template-columns: repeat(3, 1fr);
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, 1fr);
  }
`;

/** A bet type's chip: a card-like tile with the rate under the name, and the true odds under it. */
const TypeButton = styled(ToggleChip)`
  min-height: 52px;
  padding: 6px;
  line-height: 1.3;
  border-radius: 8px;
  border: 2px solid ${({ theme }) => theme.yellow[800]};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  & > span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.muted};
  }
  &[aria-pressed='true'] > span {
    color: ${({ theme }) => theme.ink};
  }
  small {
    margin-top: 2px;
    font-size: 0.72rem;
    font-weight: 400;
    color: ${({ theme }) => theme.muted};
  }
  /* The pieces of OddsLines. */
  small > span {
    white-space: nowrap;
  }
  &[aria-pressed='true'] small {
    color: ${({ theme }) => theme.ink};
  }
`;

/**
 * The odds' words, in pieces a narrow tile may wrap between but never inside: the chance's last
 * figure keeps the dot after it, and the return (คืนผู้เล่น 90%) stays whole. The text is unchanged.
 */
function OddsLines({ text }: { text: string }) {
  const [chance, back] = text.split(' · ');
  if (chance === undefined || back === undefined) return <>{text}</>;
  const words = chance.split(' ');
  const last = words.pop();
  return (
    <>
      {words.join(' ')} <span>{last} ·</span> <span>{back}</span>
    </>
  );
}

/**
 * One button per bet type the lottery offers: its Thai name and its rate, which name the button
 * (tests and e2e find `3 ตัวบน 900`), and the true odds under them, its description.
 */
export function TypeGrid({
  rates,
  selected,
  onToggle,
}: {
  rates: PayRateItem[];
  selected: readonly BetType[];
  onToggle: (type: BetType) => void;
}) {
  const oddsId = useId();
  return (
    <Grid role="group" aria-label={th.betting.bet.types}>
      {rates.map((item) => (
        <TypeButton
          key={item.type}
          pressed={selected.includes(item.type)}
          onClick={() => onToggle(item.type)}
          aria-describedby={`${oddsId}-${item.type}`}
        >
          {BET_TYPE_INFO[item.type].label} <span>{item.rate}</span>
          {/* Hidden from the name, read as the button's description. */}
          <small id={`${oddsId}-${item.type}`} aria-hidden="true">
            <OddsLines text={oddsText(item)} />
          </small>
        </TypeButton>
      ))}
    </Grid>
  );
}
