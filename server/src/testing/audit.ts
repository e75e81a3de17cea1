import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** The audit rows of one target, oldest first: who did what, before and after. */
export function auditRowsOf(db: Kysely<Schema>, targetType: string, targetId: number | string) {
  return db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'before', 'after'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
}
