import { isModeEnabled, toggleBetType } from './betSelection';
import { MODE_LABELS, SHORTCUT_MODES, type ShortcutMode } from './expansion';
import type { BetType } from './betTypes';

describe('bet type selection (docs/screens.md#behaviour)', () => {
  it('combines types of one group, deselects a selected type, and replaces on another group', () => {
    let selected: BetType[] = [];
    selected = toggleBetType(selected, 'top_two');
    selected = toggleBetType(selected, 'bottom_two');
    expect(selected).toEqual(['top_two', 'bottom_two']);
    expect(toggleBetType(selected, 'top_two')).toEqual(['bottom_two']);
    expect(toggleBetType(selected, 'top_three')).toEqual(['top_three']);
    expect(toggleBetType(['top_three'], 'first_three')).toEqual(['first_three']);
  });
});

describe('shortcut modes and the types they are enabled for', () => {
  const enabledFor = (types: BetType[]) => SHORTCUT_MODES.filter((mode) => isModeEnabled(mode, types));

  it.each<[BetType[], ShortcutMode[]]>([
    [[], []],
    [['top_four', 'todd_four'], ['twentyFourDoors']],
    [['top_three'], ['sixDoors', 'reverse']],
    [
      ['top_three', 'todd_three'],
      ['sixDoors', 'reverse'],
    ],
    [['first_three'], []],
    [
      ['top_two', 'bottom_two'],
      ['nineteenDoors', 'swipeFront', 'swipeBack', 'reverse'],
    ],
    [['top_one'], []],
  ])('%j allows %j', (types, modes) => {
    expect(enabledFor(types)).toEqual(modes);
  });

  it('labels the toggles with the words of docs/screens.md#control-names', () => {
    expect(SHORTCUT_MODES.map((mode) => MODE_LABELS[mode])).toEqual(['24 ประตู', '6 ประตู', '19 ประตู', 'รูดหน้า', 'รูดหลัง', 'กลับเลข']);
  });
});
