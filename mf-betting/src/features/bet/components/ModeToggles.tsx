import { MODE_LABELS, isModeEnabled, th, type BetType, type ShortcutMode } from '@lotto/shared';
import styled from 'styled-components';
import { ToggleChip } from '@lotto/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(6, 1fr);
  }
`;

/** The order the toggles appear in, as docs/screens.md#control-names lists them. */
const MODE_ORDER: readonly ShortcutMode[] = ['sixDoors', 'twentyFourDoors', 'nineteenDoors', 'swipeFront', 'swipeBack', 'reverse'];

/** The six shortcut modes; each toggles on and off and is enabled only for its bet types. */
export function ModeToggles({
  selected,
  mode,
  onChange,
}: {
  selected: readonly BetType[];
  mode: ShortcutMode | null;
  onChange: (mode: ShortcutMode | null) => void;
}) {
  return (
    <Row role="group" aria-label={th.betting.bet.modes}>
      {MODE_ORDER.map((item) => (
        <ToggleChip
          key={item}
          tone="strong"
          pressed={mode === item}
          disabled={!isModeEnabled(item, selected)}
          onClick={() => onChange(mode === item ? null : item)}
        >
          {MODE_LABELS[item]}
        </ToggleChip>
      ))}
    </Row>
  );
}
