import { BET_TYPE_INFO, th, type BetType, type PayRateItem } from '@lotto/shared';
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

/** A bet type's chip: a card-like tile with the rate under the name. */
const TypeButton = styled(ToggleChip)`
  min-height: 52px;
  padding: 6px;
  border-radius: 8px;
  border: 2px solid ${({ theme }) => theme.yellow[800]};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.muted};
  }
  &[aria-pressed='true'] span {
    color: ${({ theme }) => theme.ink};
  }
`;

/** One button per bet type the lottery offers: its Thai name and its rate; pressed when selected. */
export function TypeGrid({
  rates,
  selected,
  onToggle,
}: {
  rates: PayRateItem[];
  selected: readonly BetType[];
  onToggle: (type: BetType) => void;
}) {
  return (
    <Grid role="group" aria-label={th.betting.bet.types}>
      {rates.map((item) => (
        <TypeButton key={item.type} pressed={selected.includes(item.type)} onClick={() => onToggle(item.type)}>
          {BET_TYPE_INFO[item.type].label} <span>{item.rate}</span>
        </TypeButton>
      ))}
    </Grid>
  );
}
