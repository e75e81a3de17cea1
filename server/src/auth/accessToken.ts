import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '../db/schema';

/** Access tokens are short-lived; the refresh token (rotated on use) keeps a member logged in. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface AccessClaims {
  memberId: number;
  role: Role;
}

export interface AccessTokens {
  sign(claims: AccessClaims): string;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): AccessClaims | null;
}

export function accessTokens(secret: string, ttlMs = ACCESS_TOKEN_TTL_MS): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlMs });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: ({ memberId, role }) => signer({ sub: String(memberId), role }),
    verify(token) {
      try {
        const payload = verifier(token) as { sub?: unknown; role?: unknown };
        const memberId = Number(payload.sub);
        if (!Number.isInteger(memberId) || typeof payload.role !== 'string') return null;
        return { memberId, role: payload.role as Role };
      } catch {
        return null;
      }
    },
  };
}
