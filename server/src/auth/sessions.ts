import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { findMemberById } from '../members/repository';
import type { AccessClaims, AccessTokens } from './accessToken';
import { newRefreshToken, newTokenFamily, REFRESH_TOKEN_LIFETIME, refreshTokenHash } from './refreshTokens';
import {
  findRefreshToken,
  insertMemberSession,
  insertRefreshToken,
  revokeRefreshFamily,
  revokeRefreshFamilyOf,
  rotateRefreshToken,
  touchMemberSession,
  type SessionOrigin,
} from './repository';
import { DomainError } from '../errors/errors';

/** What login, register and refresh answer: a short-lived access token and the refresh token. */
export interface SessionTokens {
  token: string;
  refresh_token: string;
}

const notLoggedIn = () => new DomainError('unauthorized');

async function issueTokens(db: Kysely<Schema>, tokens: AccessTokens, claims: AccessClaims, familyId: string): Promise<SessionTokens> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    memberId: claims.memberId,
    familyId,
    tokenHash: refreshTokenHash(refreshToken),
    lifetime: REFRESH_TOKEN_LIFETIME,
  });
  return { token: tokens.sign({ ...claims, sessionId: familyId }), refresh_token: refreshToken };
}

/**
 * A new session (token family) of a member who has just proven who they are, recorded with the
 * device and address it began on (the member's list of devices).
 */
export async function startSession(
  db: Kysely<Schema>,
  tokens: AccessTokens,
  claims: AccessClaims,
  origin: SessionOrigin = { device: null, address: null },
): Promise<SessionTokens> {
  const familyId = newTokenFamily();
  await insertMemberSession(db, claims.memberId, familyId, origin);
  return issueTokens(db, tokens, claims, familyId);
}

/**
 * Exchanges a refresh token for a new pair in the same family; the old token is used up. A token
 * used up before is being replayed (a thief, or a client refreshing twice at once): its whole
 * family is revoked, so whoever holds the newer token is logged out too; `sessionsEnded` hears whose.
 */
export async function refreshSession(
  db: Kysely<Schema>,
  tokens: AccessTokens,
  refreshToken: string,
  sessionsEnded: (memberId: number) => void,
): Promise<SessionTokens> {
  const tokenHash = refreshTokenHash(refreshToken);
  const renewed = await db.transaction().execute(async (trx) => {
    const rotated = await rotateRefreshToken(trx, tokenHash);
    if (!rotated) return undefined;
    // The role is read again, and a suspended member's session ends here.
    const member = await findMemberById(trx, rotated.member_id);
    if (member?.status !== 'active') {
      await revokeRefreshFamily(trx, rotated.family_id);
      return undefined;
    }
    await touchMemberSession(trx, rotated.family_id);
    return issueTokens(trx, tokens, { memberId: member.id, role: member.role }, rotated.family_id);
  });
  if (renewed) return renewed;

  const known = await findRefreshToken(db, tokenHash);
  if (known?.rotated_at && !known.revoked_at) {
    await revokeRefreshFamily(db, known.family_id);
    sessionsEnded(known.member_id);
  }
  throw notLoggedIn();
}

/** Logout: the session of `refreshToken` ends, if it is this member's. */
export function endSession(db: Kysely<Schema>, memberId: number, refreshToken: string): Promise<void> {
  return revokeRefreshFamilyOf(db, memberId, refreshTokenHash(refreshToken));
}
