/**
 * A bottom tab's small line icon (its `icon` in bottomTabs.json); decorative, the tab's text is its
 * name. The first paint of shell/src/index.html draws the same paths (tooling/webpack.js reads
 * the same file).
 */
export function TabIcon({ path }: { path: string }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
