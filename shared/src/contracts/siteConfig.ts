import * as yup from 'yup';
import { decimal, flag, integer, isoTime, listOf, oneOfText, shape, text } from '../api/replies';
import { MAINTENANCE_MODULES } from '../config/maintenance';
import { isSitePath, isWebLink } from '../config/siteConfig';
import { th } from '../labels/th';
import { backofficeLabels } from '../labels/backoffice';
import { MAX_RATE } from '../validation/bounds';
import { int4IdRule } from '../validation/fields';

/**
 * The site configuration's calls: GET /cl-api/load-config, PATCH /admin-api/site-config (the
 * back office's form validates with the same schema) and the default banners; request schemas,
 * reply schemas and their types.
 */

const generic = th.errors.validation;

// --- requests ---

/** GET /cl-api/banners/{number}.svg: one of the default banners. */
export const bannerParamsSchema = yup.object({ number: int4IdRule(th.errors.notFound) });

const siteConfigLabels = backofficeLabels.siteConfig;
const link = yup.string().max(2000, generic);
/** The contact link: empty (none) or http(s), parsed on the server as the site parses it. */
const webLink = link.test('web-link', siteConfigLabels.linkInvalid, (text) => text === undefined || text === '' || isWebLink(text));
/** Images and the other links: empty, http(s), or a path of the site (the default banners are /cl-api/banners/1.svg). */
const webLinkOrSitePath = link.test(
  'web-link-or-path',
  siteConfigLabels.pathInvalid,
  (text) => text === undefined || text === '' || isWebLink(text) || isSitePath(text),
);

/** PATCH /admin-api/site-config: any of the fields, nothing else. Links that staff set take http: and https: only (or site paths). */
export const siteConfigChangesRequestSchema = yup.object({
  line_url: webLink,
  popup_status: yup.boolean().strict().typeError(generic),
  popup_link: webLinkOrSitePath,
  popup_url: webLinkOrSitePath,
  banners: yup
    .array()
    .of(yup.object({ image_url: webLinkOrSitePath.required(generic), link: webLinkOrSitePath.required(generic) }))
    .max(20, generic),
  rates: yup
    .array()
    .of(
      yup.object({
        label: yup.string().required(generic).max(100, generic),
        rate: yup.number().required(generic).min(0, generic).max(MAX_RATE, generic),
      }),
    )
    .max(50, generic),
});

export type SiteConfigChangesRequest = yup.InferType<typeof siteConfigChangesRequestSchema>;

// --- replies ---

/** The stored configuration: PATCH /admin-api/site-config's answer, and load-config's without its maintenance. */
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

/**
 * A maintenance window (ปิดปรับปรุง, docs/operations.md#maintenance-windows): while in force, the
 * calls of its module answer 503 MAINTENANCE with its message.
 */
export const maintenanceWindowSchema = shape({
  id: integer(),
  module: oneOfText(MAINTENANCE_MODULES),
  lottery: text().nullable().meta({ description: "For 'bet': the one lottery closed; null: every lottery." }),
  from: isoTime().nullable().meta({ description: 'null: in force since it was set.' }),
  until: isoTime().nullable().meta({ description: 'null: until staff remove it.' }),
  message: text(),
});

/** GET /cl-api/load-config: the site configuration and the maintenance windows in force or to come (ended ones dropped). */
export const loadConfigSchema = siteConfigSchema.shape({ maintenance: listOf(maintenanceWindowSchema) });

export type Banner = yup.InferType<typeof bannerSchema>;
export type HomeRate = yup.InferType<typeof homeRateSchema>;
export type SiteConfig = yup.InferType<typeof siteConfigSchema>;
export type MaintenanceWindow = yup.InferType<typeof maintenanceWindowSchema>;
export type LoadConfig = yup.InferType<typeof loadConfigSchema>;
