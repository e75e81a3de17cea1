import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Role } from '../db/schema';
import type { AccessTokens } from './accessToken';
import { findSessionMember } from './repository';
import { DomainError } from '../domain/errors';

export interface AuthenticatedMember {
  id: number;
  username: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`: the member the Bearer token belongs to. */
    member: AuthenticatedMember;
  }
  interface FastifyInstance {
    /** preHandler: a valid Bearer token of an active member, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: as `authenticate`, and the member is staff or admin, else 403. */
    requireStaff(request: FastifyRequest): Promise<void>;
    /** preHandler: as `requireStaff`, and the member is admin, else 403. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    accessTokens: AccessTokens;
  }
}

const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];

/**
 * The auth gate of every member and staff route. The member is read from the database on each
 * request, so a suspended member or a changed role takes effect at once, not when a token expires;
 * the same query tells whether the token's session exists and was not ended (logout, or a replayed
 * refresh token).
 */
export const authGate = fp(
  async (app: FastifyInstance, { database, tokens }: { database: Database; tokens: AccessTokens }) => {
    app.decorate('accessTokens', tokens);
    app.decorateRequest('member', null as unknown as AuthenticatedMember);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization ?? '';
      const claims = header.startsWith('Bearer ') ? tokens.verify(header.slice('Bearer '.length)) : null;
      if (!claims) throw new DomainError('unauthorized');
      const member = await findSessionMember(database.db, claims.memberId, claims.sessionId);
      if (!member || member.status !== 'active' || !member.session_open) {
        throw new DomainError('unauthorized');
      }
      request.member = { id: member.id, username: member.username, role: member.role };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await authenticate(request);
      if (!STAFF_ROLES.includes(request.member.role)) throw new DomainError('forbidden');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      // Behind a plugin's requireStaff the member is already read: one query per request.
      if (!request.member) await authenticate(request);
      if (request.member.role !== 'admin') throw new DomainError('forbidden');
    });
  },
  { name: 'auth-gate' },
);
