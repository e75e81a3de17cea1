import { auditEntrySchema, auditQuerySchema, BACKOFFICE_PAGE_SIZE, pageOf, type AuditEntry } from '@lotto/shared';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { offsetOf, paged } from '../paging';
import { countAudit, findAuditPage, type AuditFilter } from './repository';
import type { AdminApp } from '../adminApp';

/** `member` or `member:12`: a kind of target, or one target. */
function targetFilter(target: string | undefined): Pick<AuditFilter, 'targetType' | 'targetId'> {
  if (target === undefined) return {};
  const colon = target.indexOf(':');
  return colon < 0 ? { targetType: target } : { targetType: target.slice(0, colon), targetId: target.slice(colon + 1) };
}

/** GET /admin-api/audit: every staff action, read-only. */
export async function auditRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/audit',
    {
      config: { module: 'reports' },
      schema: {
        summary: 'The audit log, newest first: who did what to what, with the values before and after',
        querystring: requestSchema(auditQuerySchema),
        response: envelopeResponses(pageOf(auditEntrySchema)),
      },
    },
    async (request) => {
      const { actor_id: actorId, action, target, page } = request.query;
      const filter: AuditFilter = { actorId, action, ...targetFilter(target) };
      const [rows, total] = [await findAuditPage(db, filter, BACKOFFICE_PAGE_SIZE, offsetOf(page)), await countAudit(db, filter)];
      const entries = rows.map((row): AuditEntry => ({
        id: Number(row.id),
        actor_id: row.actor_id,
        actor_username: row.actor_username,
        action: row.action,
        target_type: row.target_type,
        target_id: row.target_id,
        // JSON read back from the audit row: a value or null, never undefined.
        before: row.before as AuditEntry['before'],
        after: row.after as AuditEntry['after'],
        created_at: row.created_at.toISOString(),
      }));
      return success(paged(entries, total, page));
    },
  );
}
