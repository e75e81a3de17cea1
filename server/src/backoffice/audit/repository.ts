import type { AuditAction } from '@lotto/shared';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

export interface AuditFilter {
  actorId?: number;
  action?: AuditAction;
  targetType?: string;
  targetId?: string;
}

function filteredAudit(db: Kysely<Schema>, { actorId, action, targetType, targetId }: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (actorId !== undefined) query = query.where('audit_log.actor_id', '=', actorId);
  if (action !== undefined) query = query.where('audit_log.action', '=', action);
  if (targetType !== undefined) query = query.where('audit_log.target_type', '=', targetType);
  if (targetId !== undefined) query = query.where('audit_log.target_id', '=', targetId);
  return query;
}

/** A page of the audit log, newest first, with the actor's phone number. */
export function findAuditPage(db: Kysely<Schema>, filter: AuditFilter, limit: number, offset: number) {
  return filteredAudit(db, filter)
    .leftJoin('members', 'members.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'members.username as actor_username',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.before',
      'audit_log.after',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAudit(db: Kysely<Schema>, filter: AuditFilter): Promise<number> {
  const row = await filteredAudit(db, filter)
    .select(sql<string>`count(*)::text`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
