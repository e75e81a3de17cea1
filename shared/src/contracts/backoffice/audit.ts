import * as yup from 'yup';
import { integer, isoTime, oneOfText, shape, text } from '../../api/replies';
import { AUDIT_ACTIONS } from '../../backoffice/audit';
import { generic, optionalId, page } from './fields';

/**
 * The audit log (/admin-api/audit): its query, reply schema and their types. What is audited is
 * backoffice/audit.ts.
 */

// --- requests ---

/** GET /admin-api/audit. */
export const auditQuerySchema = yup.object({
  actor_id: optionalId,
  action: yup.string().oneOf(AUDIT_ACTIONS, generic),
  target: yup.string().max(200, generic).meta({ description: 'A target type (member) or one target (member:12).' }),
  page,
});

// --- replies ---

/** Any JSON value, or null: what an audit row recorded. */
const jsonValue = (description: string) => yup.mixed().nullable().defined().meta({ description });

export const auditEntrySchema = shape({
  id: integer(),
  actor_id: integer().nullable().meta({ description: 'null: the system (the yeekee draw).' }),
  actor_username: text().nullable(),
  action: oneOfText(AUDIT_ACTIONS),
  target_type: text().meta({ description: 'member, round, lottery, limited_number, deposit, withdrawal, remote, site_config, …' }),
  target_id: text(),
  before: jsonValue('The touched values before the action (JSON); null when it created something.'),
  after: jsonValue('The touched values after it (JSON); null when it removed something.'),
  created_at: isoTime(),
});

/** GET /admin-api/audit?actor_id=&action=&target=&page=; every field may be left out. */
export type AuditQuery = Partial<yup.InferType<typeof auditQuerySchema>>;

/** One row of GET /admin-api/audit, newest first. */
export type AuditEntry = yup.InferType<typeof auditEntrySchema>;
