import { createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '../db/schema';
import { secondFactorKeys, type SecondFactorKeys } from './secondFactor/keys';

/** Access tokens are short-lived; the refresh token (rotated on use) keeps a member logged in. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface AccessClaims {
  memberId: number;
  role: Role;
}

/** The claims of a token: the member, and the session (refresh-token family) it was issued in. */
export interface SessionClaims extends AccessClaims {
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: SessionClaims): string;
  /** The claims of a valid, unexpired token; null for anything else, a token without `exp` included. */
  verify(token: string): SessionClaims | null;
  /** The signature of a device cookie (deviceCookie.ts): ties a device id to one phone number, under the same server key. */
  deviceSignature(phone: string, deviceId: string): string;
  /** The signature of a page-load id of GET /remotes.json (remotes/pageLoads.ts), under the same server key. */
  pageLoadSignature(payload: string): string;
  /** Staff two-factor sign-in's challenge and sealing keys, under the same server secret. */
  secondFactor: SecondFactorKeys;
}

/** How many verified access tokens a process keeps: one per member active in the last 15 minutes, for a busy site. */
const VERIFIED_TOKENS = 20_000;

/** Member ids are PostgreSQL `integer` (int4): a larger one cannot name a member. */
const LARGEST_MEMBER_ID = 2 ** 31 - 1;

/** The member id a `sub` claim names: digits only, no leading zero, within the id column; else null. */
function memberIdOf(sub: unknown): number | null {
  if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return null;
  const memberId = Number(sub);
  return memberId <= LARGEST_MEMBER_ID ? memberId : null;
}

export function accessTokens(secret: string, ttlMs = ACCESS_TOKEN_TTL_MS): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlMs });
  // A token that never expires would outlive every logout: `exp` is required, not merely checked.
  // A verified token is kept until it expires (at most VERIFIED_TOKENS of them, the least recently
  // used going first, by a hash of the token), so a member's next requests skip its parse and
  // checks. Whether its session is still open is the session cache's question, asked on every
  // request (gate.ts).
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub', 'sid'],
    cache: VERIFIED_TOKENS,
    cacheTTL: Infinity,
  });
  // A key of its own for device cookies, derived from the secret, so that no signature of one kind can pass for the other.
  const deviceKey = createHmac('sha256', secret).update('device-cookie').digest();
  const pageLoadKey = createHmac('sha256', secret).update('page-load').digest();
  return {
    secondFactor: secondFactorKeys(secret),
    deviceSignature: (phone, deviceId) => createHmac('sha256', deviceKey).update(`${phone}:${deviceId}`).digest('base64url'),
    pageLoadSignature: (payload) => createHmac('sha256', pageLoadKey).update(payload).digest('base64url'),
    sign: ({ memberId, role, sessionId }) => signer({ sub: String(memberId), role, sid: sessionId }),
    verify(token) {
      try {
        const payload = verifier(token) as { sub?: unknown; role?: unknown; sid?: unknown };
        const memberId = memberIdOf(payload.sub);
        if (memberId === null || typeof payload.role !== 'string' || typeof payload.sid !== 'string') return null;
        return { memberId, role: payload.role as Role, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
