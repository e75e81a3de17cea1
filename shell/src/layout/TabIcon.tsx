/** Small line icons of the bottom tabs; decorative, the tab's text is its name. */
const ICONS: Record<string, string> = {
  deposit: 'M12 3v12m0 0l-5-5m5 5l5-5M4 19h16',
  withdraw: 'M12 15V3m0 0L7 8m5-5l5 5M4 19h16',
  bet: 'M4 6h16v12H4zM8 10h.01M12 10h.01M16 10h.01M8 14h8',
  slips: 'M7 3h10v18l-2.5-2-2.5 2-2.5-2L7 21zM10 8h4M10 12h4',
  results: 'M8 21h8m-4-4v4M7 4h10v5a5 5 0 01-10 0zM7 6H4v2a3 3 0 003 3m10-5h3v2a3 3 0 01-3 3',
};

export function TabIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICONS[name]} />
    </svg>
  );
}
