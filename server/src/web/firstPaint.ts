import { escapeMarkup } from '../http/escapeMarkup';

/**
 * The home page's largest paint is its first banner, which the page would otherwise ask for only
 * after its scripts and the site config arrived. Named in the HTML, it downloads beside the
 * scripts, at high priority, and is already there when the carousel renders it.
 */
export function withImagePreload(html: string, imageUrl: string): string {
  const link = `<link rel="preload" as="image" href="${escapeMarkup(imageUrl)}" fetchpriority="high">`;
  return html.includes('</head>') ? html.replace('</head>', `${link}</head>`) : link + html;
}
