import type { SiteConfig } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export async function getSiteConfig(db: Kysely<Schema>): Promise<SiteConfig> {
  const row = await db
    .selectFrom('site_config')
    .select(['line_url', 'popup_status', 'popup_link', 'popup_url', 'banners', 'rates'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow(() => new Error('site_config has no row: migration 001 inserts it'));
  return row;
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
