/** Payload of GET /cl-api/load-config (docs/api-conventions.md#payloads, docs/api-conventions.md#payloads). */
export interface Banner {
  image_url: string;
  link: string;
}

export interface HomeRate {
  label: string;
  rate: number;
}

export interface SiteConfig {
  line_url: string;
  popup_status: boolean;
  popup_link: string;
  popup_url: string;
  banners: Banner[];
  rates: HomeRate[];
}

/** docs/screens.md#the-product: a contact link is used only when non-empty and containing http. */
export function usableLink(link: string | null | undefined): string | null {
  return link && link.includes('http') ? link : null;
}
