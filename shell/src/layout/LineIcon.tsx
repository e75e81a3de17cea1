/**
 * A small decorative line icon: a bottom tab's (its `icon` in bottomTabs.json; the first paint of
 * shell/src/index.html draws the same paths, tooling/webpack.js reads the same file) or the
 * back-to-top arrow's. The control's text or label is its name.
 */
export function LineIcon({ path, strokeWidth = 2 }: { path: string; strokeWidth?: number }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
