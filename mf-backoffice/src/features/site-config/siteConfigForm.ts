import { backofficeLabels, type SiteConfig } from '@lotto/shared';

const l = backofficeLabels.siteConfig;

/** The config as the form holds it: every value as typed. */
export interface SiteConfigForm {
  line_url: string;
  popup_status: boolean;
  popup_url: string;
  popup_link: string;
  banners: { image_url: string; link: string }[];
  rates: { label: string; rate: string }[];
}

export function formOf(config: SiteConfig): SiteConfigForm {
  return { ...config, rates: config.rates.map(({ label, rate }) => ({ label, rate: String(rate) })) };
}

const isLink = (text: string) => /^https?:\/\/\S+$/.test(text.trim());
/** Images and banner links may also be the site's own: the defaults are /cl-api/banners/1.svg and /lotto/all. */
const isLinkOrPath = (text: string) => isLink(text) || /^\/\S*$/.test(text.trim());

export interface SiteConfigCheck {
  /** Thai messages by field: `line_url`, `banners.0.image_url`, `rates.1.rate`, … */
  errors: Record<string, string>;
  /** Only the fields that differ from what is stored, so the audit row shows what staff changed. */
  changes: Partial<SiteConfig> | null;
}

/**
 * The contact link is empty or http(s) (docs/screens.md#the-product: it is used only when it holds http); images and
 * the other links may also be paths of the site. A shown popup needs its image; each banner its
 * image; each home rate its label and a positive rate.
 */
export function checkSiteConfig(form: SiteConfigForm, stored: SiteConfig): SiteConfigCheck {
  const errors: Record<string, string> = {};
  const link = (name: string, text: string) => {
    if (text.trim() !== '' && !isLinkOrPath(text)) errors[name] = l.pathInvalid;
  };
  const image = (name: string, text: string, required: boolean) => {
    if (text.trim() === '') {
      if (required) errors[name] = l.required;
    } else link(name, text);
  };
  if (form.line_url.trim() !== '' && !isLink(form.line_url)) errors.line_url = l.linkInvalid;
  image('popup_url', form.popup_url, form.popup_status);
  link('popup_link', form.popup_link);
  form.banners.forEach((banner, index) => {
    image(`banners.${index}.image_url`, banner.image_url, true);
    link(`banners.${index}.link`, banner.link);
  });
  form.rates.forEach((rate, index) => {
    if (rate.label.trim() === '') errors[`rates.${index}.label`] = l.required;
    const value = Number(rate.rate);
    if (rate.rate.trim() === '' || !Number.isFinite(value) || value <= 0) errors[`rates.${index}.rate`] = l.rateInvalid;
  });
  if (Object.keys(errors).length > 0) return { errors, changes: null };

  const next: SiteConfig = {
    line_url: form.line_url.trim(),
    popup_status: form.popup_status,
    popup_url: form.popup_url.trim(),
    popup_link: form.popup_link.trim(),
    banners: form.banners.map((banner) => ({ image_url: banner.image_url.trim(), link: banner.link.trim() })),
    rates: form.rates.map((rate) => ({ label: rate.label.trim(), rate: Number(rate.rate) })),
  };
  const changes = Object.fromEntries(
    (Object.keys(next) as (keyof SiteConfig)[])
      .filter((key) => JSON.stringify(next[key]) !== JSON.stringify(stored[key]))
      .map((key) => [key, next[key]]),
  ) as Partial<SiteConfig>;
  return { errors, changes };
}
