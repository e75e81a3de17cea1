import { decimal, flag, listOf, shape, text } from '../api/replies';

/** GET /cl-api/load-config (and PATCH /admin-api/site-config): the one definition of the site configuration's answer. */
export const bannerSchema = shape({ image_url: text(), link: text() });
export const homeRateSchema = shape({ label: text(), rate: decimal() });
export const siteConfigSchema = shape({
  line_url: text(),
  popup_status: flag(),
  popup_link: text(),
  popup_url: text(),
  banners: listOf(bannerSchema),
  rates: listOf(homeRateSchema),
});
