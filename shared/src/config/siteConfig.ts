import type { InferType } from 'yup';
import type { bannerSchema, homeRateSchema, siteConfigSchema } from './replies';

/** Payload of GET /cl-api/load-config (docs/api-conventions.md#payloads): the types of replies.ts. */
export type Banner = InferType<typeof bannerSchema>;
export type HomeRate = InferType<typeof homeRateSchema>;
export type SiteConfig = InferType<typeof siteConfigSchema>;

/** docs/screens.md#the-product: a contact link is used only when non-empty and containing http. */
export function usableLink(link: string | null | undefined): string | null {
  return link && link.includes('http') ? link : null;
}
