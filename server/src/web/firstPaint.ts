import { paths, payoutAdvert, th, type Banner, type HomeRate } from '@lotto/shared';
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

/** The part of the shell's first paint (shell/src/index.html) that only the home page shows. */
const HOME_PART = /<!--first-paint:home-->[\s\S]*?<!--\/first-paint:home-->/;
const BANNERS_MARK = '<!--first-paint:banners-->';
const ADVERT_MARK = '<!--first-paint:advert-->';

const PAGE_MARK = '<!--first-paint:page-->';

/**
 * Pages that open with their title in @lotto/ui's Page (mf-betting's LottoAllPage) above @lotto/ui's
 * Message saying that the page is loading: the first paint shows both where the page will show
 * them (on a slow phone, for seconds: the member sees the page is coming), and the shell keeps
 * the first paint until the page is there (shell/src/remotes/RemoteSlot.tsx).
 */
const PAGE_TITLES: Record<string, string> = {
  [paths.lottoAll]: th.pages.lottoAll,
};

/**
 * The shell's index.html paints the page's frame before any script runs, so a phone paints it at once. The home
 * part of it (login space, payout advert, first banners) is kept only on `/`, where the payout
 * advert (from the config's rate table, as the home page shows it) and the first
 * banners, read from the site config, are written in as the carousel's first frame shows them:
 * one slide below 480 px, two from there, with its dots (CSS of index.html). Elsewhere it is cut,
 * and a page of PAGE_TITLES gets its title.
 */
export function withFirstPaint(
  html: string,
  page: { home: true; banners: Banner[]; rates: HomeRate[] } | { home: false; path: string },
): string {
  if (page.home) return html.replace(ADVERT_MARK, () => firstAdvert(page.rates)).replace(BANNERS_MARK, () => firstBanners(page.banners));
  const title = PAGE_TITLES[page.path.replace(/(.)\/$/, '$1')];
  return html
    .replace(HOME_PART, '')
    .replace(PAGE_MARK, () =>
      title ? `<div class="fp-page"><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(th.remote.loading)}</p></div>` : '',
    );
}

function firstAdvert(rates: HomeRate[]): string {
  const advert = payoutAdvert(rates);
  if (!advert) return '';
  return `<section class="fp-advert"><p>${escapeMarkup(th.home.payoutLead)}</p><h2><strong>${escapeMarkup(advert.title)}</strong></h2><p>${escapeMarkup(advert.sub)}</p><small>${escapeMarkup(th.home.payoutNote)}</small></section>`;
}

function firstBanners(banners: Banner[]): string {
  if (banners.length === 0) return '';
  const slides = banners
    .slice(0, 2)
    .map((banner, index) => {
      const alt = escapeMarkup(th.home.bannerAlt.replace('{n}', String(index + 1)));
      const priority = index === 0 ? ' fetchpriority="high"' : '';
      return `<div class="fp-banner"><img src="${escapeMarkup(banner.image_url)}" alt="${alt}"${priority}></div>`;
    })
    .join('');
  // Dots show when there are more banners than slides on screen: from 2 below 480 px, from 3 above.
  const dots =
    banners.length > 1
      ? `<ul class="fp-dots${banners.length === 2 ? ' fp-dots-2' : ''}">${banners.map(() => '<li><span></span></li>').join('')}</ul>`
      : '';
  return `<section class="fp-banners"><div class="fp-banner-list"><div class="fp-banner-track">${slides}</div></div>${dots}</section>`;
}
