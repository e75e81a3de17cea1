import type { SiteConfig } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { defaultBanners } from './banners';

/** The stored configuration; while staff have stored no banners, the site's own default ones. */
export async function getSiteConfig(db: Kysely<Schema>): Promise<SiteConfig> {
  const row = await db
    .selectFrom('site_config')
    .select(['line_url', 'popup_status', 'popup_link', 'popup_url', 'banners', 'rates'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow(() => new Error('site_config has no row: migration 001 inserts it'));
  return { ...row, banners: row.banners.length > 0 ? row.banners : defaultBanners() };
}

export async function updateSiteConfig(db: Kysely<Schema>, changes: Partial<SiteConfig>): Promise<void> {
  const { banners, rates, ...plain } = changes;
  await db
    .updateTable('site_config')
    .set({
      ...plain,
      ...(banners && { banners: JSON.stringify(banners) }),
      ...(rates && { rates: JSON.stringify(rates) }),
      updated_at: new Date(),
    })
    .where('id', '=', 1)
    .execute();
}
