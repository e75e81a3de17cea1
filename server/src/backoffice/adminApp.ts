import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { StaffModule } from '@lotto/shared';
import type { YupTypeProvider } from '../http/requestSchema';

/**
 * What each resource's routes are declared on: the back office's one plugin, whose guard they pass,
 * typed by the shared yup schemas behind their Contracts.
 */
export type AdminApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  YupTypeProvider
>;

/** What an /admin-api/ route declares: its permission module, or OWN_ACCOUNT for a staff user's own account (their second factor). */
export const OWN_ACCOUNT = 'own_account';
export type RouteModule = StaffModule | typeof OWN_ACCOUNT;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The permission module of an /admin-api/ route, declared once on the route and read by the
     * back office's one guard: a GET needs `view` of it, every other method `manage`.
     */
    module?: RouteModule;
    /** Beyond its module, admins only: what the permission matrix does not grant (credit adjustments, voiding a round). */
    adminOnly?: boolean;
  }
}
