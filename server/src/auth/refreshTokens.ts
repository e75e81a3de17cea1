import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** How long a refresh token can be used (PostgreSQL interval text); each rotation starts it again. */
export const REFRESH_TOKEN_LIFETIME = '30 days';

/** What the client keeps: 32 random bytes, base64url. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the table logs nobody in. */
export function refreshTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One family per login: the chain of tokens its rotations produce, revoked together. */
export function newTokenFamily(): string {
  return randomUUID();
}
