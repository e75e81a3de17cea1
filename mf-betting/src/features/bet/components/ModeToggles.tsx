import { MODE_LABELS, isModeEnabled, th, type BetType, type ShortcutMode } from '@lotto/shared';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(6, 1fr);
  }
`;

const Toggle = styled.button`
  min-height: 44px;
  border-radius: 22px;
  border: 1px solid ${({ theme }) => theme.yellow[900]};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.ink};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.yellow[900]};
    color: #fff;
    font-weight: 700;
  }
  &:disabled {
    cursor: not-allowed;
    color: #9e9e9e;
    border-color: #e0e0e0;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
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
        <Toggle
          key={item}
          type="button"
          aria-pressed={mode === item}
          disabled={!isModeEnabled(item, selected)}
          onClick={() => onChange(mode === item ? null : item)}
        >
          {MODE_LABELS[item]}
        </Toggle>
      ))}
    </Row>
  );
}
