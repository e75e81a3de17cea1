import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isRemoteName, type RemoteName } from '@lotto/shared';

/**
 * A page load as GET /remotes.json served it: an id, when it stops counting, and the version of
 * each remote it was given. It travels signed (`<payload>.<signature>`, the payload base64url
 * JSON) so that any server process can check a report against it without shared memory, and a
 * caller cannot claim a version it was not served (docs/canary-health.md).
 */
export interface PageLoad {
  id: string;
  expiresAt: Date;
  versions: Partial<Record<RemoteName, string>>;
}

/** A page keeps reporting for this long after its /remotes.json; later reports count nothing. */
export const PAGE_LOAD_LIFETIME_MS = 60 * 60 * 1000;

type Sign = (payload: string) => string;

export function newPageLoad(versions: Partial<Record<RemoteName, string>>, now = Date.now()): PageLoad {
  return { id: randomBytes(16).toString('base64url'), expiresAt: new Date(now + PAGE_LOAD_LIFETIME_MS), versions };
}

export function signPageLoad(sign: Sign, pageLoad: PageLoad): string {
  const payload = Buffer.from(JSON.stringify({ id: pageLoad.id, exp: pageLoad.expiresAt.getTime(), v: pageLoad.versions })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload)}`;
}

function isVersions(value: unknown): value is Partial<Record<RemoteName, string>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([name, version]) => isRemoteName(name) && typeof version === 'string');
}

/** The page load of a signed id that is genuine and not expired, else null. */
export function verifyPageLoad(sign: Sign, signed: string | undefined, now = Date.now()): PageLoad | null {
  const [payload, signature, extra] = (signed ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { id, exp, v } = (claims ?? {}) as { id?: unknown; exp?: unknown; v?: unknown };
  if (typeof id !== 'string' || typeof exp !== 'number' || exp <= now || !isVersions(v)) return null;
  return { id, expiresAt: new Date(exp), versions: v };
}
