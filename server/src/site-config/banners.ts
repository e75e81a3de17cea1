import type { Banner } from '@lotto/shared';
import { escapeMarkup } from '../http/escapeMarkup';

/**
 * The site's own banners, drawn on the server like the lottery logos, so that a new site has a
 * carousel before staff upload pictures. load-config gives them while the stored list is empty;
 * staff banners (site_config.banners) replace them.
 */
interface DefaultBanner {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  link: string;
}

const DEFAULT_BANNERS: readonly DefaultBanner[] = [
  { title: 'จ่ายจริงตามตาราง', subtitle: 'อัตราจ่ายประกาศชัดเจนทุกประเภท', from: '#f57f17', to: '#ffd600', link: '/lotto/all' },
  { title: 'หวยหุ้นทุกตลาด', subtitle: 'นิเคอิ ฮั่งเส็ง ดาวโจนส์ และอีกมาก', from: '#1565c0', to: '#42a5f5', link: '/lotto/all' },
  { title: 'ยี่กีทุก 15 นาที', subtitle: 'ออกผลแบบตรวจสอบได้ทุกรอบ', from: '#6a1b9a', to: '#ab47bc', link: '/lotto/all' },
  { title: 'ฝาก-ถอน ง่าย', subtitle: 'แนบสลิป ตรวจสอบได้ทุกรายการ', from: '#2e7d32', to: '#66bb6a', link: '/transfer?type=deposit' },
];

export const BANNER_URL_PREFIX = '/cl-api/banners/';

export function defaultBanners(): Banner[] {
  return DEFAULT_BANNERS.map((banner, index) => ({ image_url: `${BANNER_URL_PREFIX}${index + 1}.svg`, link: banner.link }));
}

/** Banner `number` (from 1) as an SVG of 800 x 400, or null when there is no such banner. */
export function defaultBannerSvg(number: number): string | null {
  const banner = DEFAULT_BANNERS[number - 1];
  if (!banner) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/></linearGradient></defs>
<rect width="800" height="400" fill="url(#g)"/>
<circle cx="690" cy="80" r="150" fill="#fff" opacity="0.12"/><circle cx="90" cy="360" r="120" fill="#fff" opacity="0.1"/>
<text x="400" y="200" text-anchor="middle" font-family="Sarabun, 'Noto Sans Thai', Tahoma, sans-serif" font-size="92" font-weight="700" fill="#fff">${escapeMarkup(banner.title)}</text>
<text x="400" y="280" text-anchor="middle" font-family="Sarabun, 'Noto Sans Thai', Tahoma, sans-serif" font-size="40" fill="#fff">${escapeMarkup(banner.subtitle)}</text>
</svg>`;
}
