import { betTypeOfLabel, type HomeRate, type SiteConfig } from '@lotto/shared';
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

/**
 * The first row of a home-page rate table that no lottery pays: its label must name a bet type
 * and some lottery must pay that type at that rate (lottery_rates), so that the table and the
 * advert drawn from it claim only what the bet screen pays. Undefined when every row is paid.
 */
export async function findUnpaidHomeRate(db: Kysely<Schema>, rates: readonly HomeRate[]): Promise<HomeRate | undefined> {
  for (const rate of rates) {
    const type = betTypeOfLabel(rate.label);
    if (!type) return rate;
    const paid = await db
      .selectFrom('lottery_rates')
      .select('lottery_code')
      .where('bet_type', '=', type)
      .where('rate_x100', '=', Math.round(rate.rate * 100))
      .executeTakeFirst();
    if (!paid) return rate;
  }
  return undefined;
}
