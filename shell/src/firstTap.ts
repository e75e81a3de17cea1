/**
 * The HTML's first paint (shell/src/index.html) draws the top bar's links and the bottom tabs
 * before the app can act on them; a member who taps one then would lose the tap. The entry
 * listens from the moment it runs and keeps the last control tapped (`data-first-tap`:
 * `top:<i>` of topBarItems, `tab:<i>` of bottomTabItems) for the layout to act on once it is up.
 */
let lastTap: string | null = null;

export function listenForFirstTaps(): void {
  document.getElementById('first-paint')?.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-first-tap]') : null;
    if (control?.dataset.firstTap) lastTap = control.dataset.firstTap;
  });
}

/** The control tapped on the first paint, once: `{ bar: 'top' | 'tab', index }`, or null. */
export function takeFirstTap(): { bar: 'top' | 'tab'; index: number } | null {
  const tap = lastTap;
  lastTap = null;
  const match = tap ? /^(top|tab):(\d+)$/.exec(tap) : null;
  return match ? { bar: match[1] as 'top' | 'tab', index: Number(match[2]) } : null;
}
