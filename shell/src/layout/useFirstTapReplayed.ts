import { useEffect } from 'react';
import { takeFirstTap } from '../firstTap';
import { bottomTabItems, topBarItems, type NavItem } from './navItems';

/** Acts once, when the layout is first up, on a link or tab tapped on the HTML's first paint: as a tap on the app's own would. */
export function useFirstTapReplayed(go: (item: NavItem) => void): void {
  useEffect(() => {
    const tap = takeFirstTap();
    const item = tap && (tap.bar === 'top' ? topBarItems : bottomTabItems)[tap.index];
    if (item) go(item);
    // Once, on mount (the tap is taken, so a second run finds none): `go` is a new function every render.
  }, []);
}
