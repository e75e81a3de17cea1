import { BET_TYPE_INFO, type BetType } from './betTypes';
import { MODE_BET_TYPES, type ShortcutMode } from './expansion';

/** The bet screen's rules of docs/screens.md#behaviour: type selection by group and which modes apply. */

/**
 * Selecting `type`: an already selected type is deselected; a type of another group replaces the
 * selection; a type of the selected group joins it (the number is then added for each).
 */
export function toggleBetType(selected: readonly BetType[], type: BetType): BetType[] {
  if (selected.includes(type)) return selected.filter((item) => item !== type);
  const group = BET_TYPE_INFO[type].group;
  if (selected.some((item) => BET_TYPE_INFO[item].group !== group)) return [type];
  return [...selected, type];
}

/** A mode is usable when something is selected and every selected type allows it. */
export function isModeEnabled(mode: ShortcutMode, selected: readonly BetType[]): boolean {
  return selected.length > 0 && selected.every((type) => MODE_BET_TYPES[mode].includes(type));
}
