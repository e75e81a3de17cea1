import { AUDIT_ACTIONS, auditQuerySchema, BACKOFFICE_PAGE_SIZE, type AuditAction, type AuditEntry, type Paged } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { pageOf } from '../../money/schemas';
import { dateTime, offsetOf, paged } from '../schemas';
import { countAudit, findAuditPage, type AuditFilter } from './repository';

const auditEntry = {
  type: 'object',
  required: ['id', 'actor_id', 'actor_username', 'action', 'target_type', 'target_id', 'before', 'after', 'created_at'],
  properties: {
    id: { type: 'integer' },
    actor_id: { type: ['integer', 'null'], description: 'null: the system (the yeekee draw).' },
    actor_username: { type: ['string', 'null'] },
    action: { type: 'string', enum: AUDIT_ACTIONS },
    target_type: { type: 'string', description: 'member, round, lottery, limited_number, deposit, withdrawal, remote, site_config, …' },
    target_id: { type: 'string' },
    before: { description: 'The touched values before the action (JSON); null when it created something.' },
    after: { description: 'The touched values after it (JSON); null when it removed something.' },
    created_at: dateTime,
  },
} as const;

interface AuditRequest {
  Querystring: { actor_id?: number; action?: AuditAction; target?: string; page: number };
}

/** `member` or `member:12`: a kind of target, or one target. */
function targetFilter(target: string | undefined): Pick<AuditFilter, 'targetType' | 'targetId'> {
  if (target === undefined) return {};
  const colon = target.indexOf(':');
  return colon < 0 ? { targetType: target } : { targetType: target.slice(0, colon), targetId: target.slice(colon + 1) };
}

/** GET /admin-api/audit: every staff action, read-only. */
export async function auditRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  app.get<AuditRequest>(
    '/admin-api/audit',
    {
      schema: {
        summary: 'The audit log, newest first: who did what to what, with the values before and after',
        querystring: requestSchema(auditQuerySchema),
        response: envelopeResponses(pageOf(auditEntry)),
      },
    },
    async (request) => {
      const { actor_id: actorId, action, target, page } = request.query;
      const filter: AuditFilter = { actorId, action, ...targetFilter(target) };
      const [rows, total] = [
        await findAuditPage(database.db, filter, BACKOFFICE_PAGE_SIZE, offsetOf(page)),
        await countAudit(database.db, filter),
      ];
      const entries = rows.map(
        (row): AuditEntry => ({
          id: Number(row.id),
          actor_id: row.actor_id,
          actor_username: row.actor_username,
          action: row.action,
          target_type: row.target_type,
          target_id: row.target_id,
          before: row.before,
          after: row.after,
          created_at: row.created_at.toISOString(),
        }),
      );
      return success<Paged<AuditEntry>>(paged(entries, total, page));
    },
  );
}
