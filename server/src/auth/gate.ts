import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Role } from '../db/schema';
import type { AccessTokens } from './accessToken';
import { findSessionMember } from './repository';
import { secondFactorState } from './secondFactor/secondFactor';
import { SessionCache, type SessionMember } from './sessionCache';
import type { NotificationListener } from '../db/notifications';
import { DomainError } from '../errors/errors';

/** The member of the request's session, and that session (its refresh-token family). */
export type AuthenticatedMember = SessionMember & { sessionId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route a staff member who must enrol a second factor may still call (enrolment, /me, logout). */
    reachableBeforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`: the member the Bearer token belongs to. */
    member: AuthenticatedMember;
  }
  interface FastifyInstance {
    /** preHandler: a valid Bearer token of an active member, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** As `authenticate`, for a member and session named otherwise than by a Bearer token (a stream ticket). */
    authenticateSession(request: FastifyRequest, session: { memberId: number; sessionId: string }): Promise<void>;
    /** preHandler: as `authenticate`, and the member is staff or admin, else 403. */
    requireStaff(request: FastifyRequest): Promise<void>;
    /** preHandler: as `requireStaff`, and the member is admin, else 403. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    accessTokens: AccessTokens;
    /**
     * Call after committing what ends a member's sessions: this process refuses them from the next
     * request on, not only when the database's news has come back over the listening connection.
     */
    sessionsEnded(memberId: number): void;
  }
}

const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];

/**
 * The auth gate of every member and staff route. The member and whether the token's session is
 * open (not ended by logout, a replayed refresh token or suspension) are read from the database
 * once per session and kept in this process's SessionCache, which every process empties for the
 * member as soon as the database tells it that a session ended or the member changed: a suspended
 * member or a changed role takes effect at once, not when a token expires. Without `notifications`
 * the database is read on every request. Staff are read on every request: their second factor
 * (enrolment, the site's setting) changes without telling the cache, and until a staff member who
 * must enrol has done so, only enrolment, /me and logout are open to them.
 */
export const authGate = fp(
  async (
    app: FastifyInstance,
    { database, tokens, notifications }: { database: Database; tokens: AccessTokens; notifications?: NotificationListener },
  ) => {
    app.decorate('accessTokens', tokens);
    app.decorateRequest('member', null as unknown as AuthenticatedMember);
    const sessions = notifications && new SessionCache(notifications);
    if (sessions) {
      await sessions.start();
      app.addHook('onClose', async () => sessions.stop());
    }

    async function openSessionMember(memberId: number, sessionId: string): Promise<SessionMember | undefined> {
      const member = await findSessionMember(database.db, memberId, sessionId);
      if (!member || member.status !== 'active' || !member.session_open) return undefined;
      const secondFactor = secondFactorState(member.role, Boolean(member.second_factor_on), member.second_factor_for ?? 'nobody');
      return { id: member.id, username: member.username, role: member.role, secondFactor };
    }

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization ?? '';
      const claims = header.startsWith('Bearer ') ? tokens.verify(header.slice('Bearer '.length)) : null;
      if (!claims) throw new DomainError('unauthorized');
      await authenticateSession(request, claims);
    }

    async function authenticateSession(
      request: FastifyRequest,
      { memberId, sessionId }: { memberId: number; sessionId: string },
    ): Promise<void> {
      const cached = sessions
        ? await sessions.member(memberId, sessionId, () => openSessionMember(memberId, sessionId))
        : await openSessionMember(memberId, sessionId);
      const member = cached && cached.role !== 'member' && sessions ? await openSessionMember(memberId, sessionId) : cached;
      if (!member) throw new DomainError('unauthorized');
      // Until they enrol, such a token reaches only the routes that let them enrol or leave.
      if (member.secondFactor === 'must_enrol' && !request.routeOptions.config.reachableBeforeSecondFactor) {
        throw new DomainError('secondFactorEnrolmentRequired');
      }
      request.member = { ...member, sessionId };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('authenticateSession', authenticateSession);
    app.decorate('sessionsEnded', (memberId: number) => sessions?.forget(memberId));
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await authenticate(request);
      if (!STAFF_ROLES.includes(request.member.role)) throw new DomainError('forbidden');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      // Behind a plugin's requireStaff the member is already checked.
      if (!request.member) await authenticate(request);
      if (request.member.role !== 'admin') throw new DomainError('forbidden');
    });
  },
  { name: 'auth-gate' },
);
