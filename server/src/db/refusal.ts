import { sql, type RawBuilder } from 'kysely';

/** The SQLSTATE of `refuse` (migration 032). */
const REFUSED = 'LT001';

/**
 * SQL of a value of a statement's select that fails the statement, with `detail` (jsonb) as the
 * error's detail, unless `passed` is true: null when it passed. A statement whose guarded writes
 * did not all pass then leaves nothing written once its transaction rolls back, and can be its
 * transaction's last (THEN_COMMIT). The select must name it, or PostgreSQL does not evaluate it.
 */
export function refuseUnless(passed: RawBuilder<boolean>, detail: RawBuilder<unknown>): RawBuilder<null> {
  return sql<null>`case when ${passed} then null else refuse(${detail}) end`;
}

/** The detail of a statement failed by `refuseUnless`, or undefined for any other error. */
export function refusalOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  return code === REFUSED && typeof detail === 'string' ? JSON.parse(detail) : undefined;
}
