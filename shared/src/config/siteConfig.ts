import { th } from '../labels/th';
import type { HomeRate } from '../contracts/siteConfig';
import { formatRate } from '../format/format';

/** The rules of the site configuration's links and its payout advert; its calls are in contracts/siteConfig.ts. */

/** An absolute link whose scheme is http: or https: (javascript:, data:, line: and the like are not). */
export function isWebLink(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A path of the site itself (/lotto/all, /cl-api/banners/1.svg): the default banners use them.
 * Not '//host' (another site, scheme taken from the page) and no backslash, which browsers read as '/'.
 */
export function isSitePath(text: string): boolean {
  return /^\/(?!\/)\S*$/.test(text) && !text.includes('\\');
}

/**
 * docs/screens.md#the-product: a contact link is used only when non-empty and containing http. A
 * substring test also passed 'javascript:alert(1)//http'; a parsed http: or https: scheme meets the
 * rule (every such link contains http) and lets nothing else through.
 */
export function usableLink(link: string | null | undefined): string | null {
  return link && isWebLink(link) ? link : null;
}

/**
 * The home page's payout advert, taken from its rate table (the highest rate there and the type
 * it names), so that it never claims more than the site pays; null while the table is empty.
 */
export function payoutAdvert(rates: readonly HomeRate[]): { title: string; sub: string } | null {
  const top = rates.reduce<HomeRate | null>((best, rate) => (best && best.rate >= rate.rate ? best : rate), null);
  if (!top) return null;
  const payout = formatRate(top.rate);
  return {
    title: th.home.payoutTitle.replace('{payout}', payout),
    sub: th.home.payoutSub.replace('{type}', top.label).replace('{payout}', payout),
  };
}
