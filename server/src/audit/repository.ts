import type { AuditAction } from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  /** The touched values before and after the action, as JSON; null when the thing was created or removed. */
  before: unknown;
  after: unknown;
}

/** JSON text of a value whose satang amounts are BigInt (JSON.stringify refuses BigInt). */
function auditJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
}

/**
 * Writes the audit row of a staff action in the action's own transaction, so that an action and
 * its record are kept or lost together.
 */
export async function recordAudit(trx: Transaction<Schema>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before: auditJson(entry.before),
      after: auditJson(entry.after),
    })
    .execute();
}
