import type { MaintenanceWindow, MaintenanceWindowRequest } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { MaintenanceWindowsTable, Schema } from '../db/schema';
import type { Selectable } from 'kysely';

export type StoredWindow = Pick<Selectable<MaintenanceWindowsTable>, 'id' | 'module' | 'message'> & {
  lottery: string | null;
  from: Date | null;
  until: Date | null;
};

/** The windows not ended at `now` (in force or to come), the soonest first. */
export function findWindowsNotEnded(db: Kysely<Schema>, now: Date): Promise<StoredWindow[]> {
  return db
    .selectFrom('maintenance_windows')
    .select(['id', 'module', 'lottery_code as lottery', 'starts_at as from', 'ends_at as until', 'message'])
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy((eb) => eb.fn.coalesce('starts_at', 'created_at'))
    .orderBy('id')
    .execute();
}

/** The whole set replaced by `windows` (each stored as given; `created_by` the staff member). */
export async function replaceWindows(db: Kysely<Schema>, windows: readonly MaintenanceWindowRequest[], createdBy: number): Promise<void> {
  await db.deleteFrom('maintenance_windows').execute();
  if (windows.length === 0) return;
  await db
    .insertInto('maintenance_windows')
    .values(
      windows.map((window) => ({
        module: window.module,
        lottery_code: window.lottery ?? null,
        starts_at: window.from ? new Date(window.from) : null,
        ends_at: window.until ? new Date(window.until) : null,
        message: window.message,
        created_by: createdBy,
      })),
    )
    .execute();
}

export const windowReply = (window: StoredWindow): MaintenanceWindow => ({
  id: window.id,
  module: window.module,
  lottery: window.lottery,
  from: window.from?.toISOString() ?? null,
  until: window.until?.toISOString() ?? null,
  message: window.message,
});
