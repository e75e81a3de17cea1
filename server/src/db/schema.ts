import type { ColumnType } from 'kysely';
import type { Banner, HomeRate } from '@lotto/shared';

/** jsonb columns come back parsed but are written as JSON text (pg would send a JS array as a SQL array). */
type Jsonb<T> = ColumnType<T, string, string>;

export interface SiteConfigTable {
  id: number;
  line_url: string;
  popup_status: boolean;
  popup_link: string;
  popup_url: string;
  banners: Jsonb<Banner[]>;
  rates: Jsonb<HomeRate[]>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Tables as the application sees them; each migration adds its tables here. */
export interface Schema {
  site_config: SiteConfigTable;
}
