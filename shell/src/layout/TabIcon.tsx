import ICONS from './tabIcons.json';

/**
 * Small line icons of the bottom tabs; decorative, the tab's text is its name. The paths are also
 * drawn by the first paint of shell/src/index.html (tooling/webpack.js reads the same file).
 */
export function TabIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICONS[name]} />
    </svg>
  );
}
