import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/database';
import { levelAllows } from '@lotto/shared';
import { DomainError } from '../errors/errors';
import { bearerSecurity } from '../http/envelope';
import { findModuleLevel } from '../members/staffPermissions';
import type { YupTypeProvider } from '../http/requestSchema';
import { OWN_ACCOUNT, type RouteModule } from './adminApp';
import { auditRoutes } from './audit/routes';
import { bankAccountRoutes } from './bankAccounts/routes';
import { dashboardRoutes } from './dashboard/routes';
import { limitedNumberRoutes } from './limitedNumbers/routes';
import { lotteryRoutes } from './lotteries/routes';
import { memberRoutes } from './members/routes';
import { ownSecondFactorRoutes } from './me/routes';
import { moneyRequestRoutes } from './moneyRequests/routes';
import { protectionBackofficeRoutes } from './protection/routes';
import { reconciliationRoutes } from './reconciliation/routes';
import { remoteRoutes } from './remotes/routes';
import { reportRoutes } from './reports/routes';
import { resultImportRoutes } from './resultImport/routes';
import { riskRoutes } from './risk/routes';
import { announcementRoutes } from './announcements/routes';
import { roundRoutes } from './rounds/routes';
import { siteConfigChangeRoutes } from './siteConfig/routes';
import { staffAccountRoutes } from './staff/routes';
import { yeekeeBackofficeRoutes } from './yeekee/routes';
import type { FeedSecretBox } from '../money/statement/feedSecrets';
import { statementLineRoutes } from './statementLines/routes';
import { demoBankRoutes } from './demoBank/routes';

/** Each registered /admin-api/ route's declaration, "METHOD /path" → its module and whether it is for admins only. */
const declaredAccess = new Map<string, { module: RouteModule; adminOnly: boolean }>();

/** The access an /admin-api/ route declared ("GET /admin-api/deposits"); undefined for a route never registered. */
export function declaredAccessOf(route: string): { module: RouteModule; adminOnly: boolean } | undefined {
  return declaredAccess.get(route);
}

/** The level a request needs of its route's module: reading needs `view`, a change `manage`. */
function levelNeeded(method: string): 'view' | 'manage' {
  return method === 'GET' || method === 'HEAD' ? 'view' : 'manage';
}

export interface BackofficeOptions {
  database: Database;
  webDir: string;
  /** Tests pass a cheap one. */
  passwords?: PasswordHasher;
  /** REALITY_CHECK_SECONDS, shown in a member's settings as the member sees it. */
  realityCheckSeconds?: number | null;
  /** RESULT_SOURCE_ALLOW_PRIVATE: result sources on this machine or a private network may be saved (tests' local fixtures). */
  allowPrivateSources?: boolean;
  /** Seals and opens receiving accounts' feed secrets. */
  feedSecrets: FeedSecretBox;
  /** The demo bank's button (the embedded demo site only). */
  demoBank?: boolean;
}

/**
 * Every /admin-api/ route (docs/screens.md#back-office), one file per resource. One guard for all
 * of them, before validation so that a guest or member learns nothing of a request's shape: staff
 * whose permission of the route's module (`config: { module }`) reaches what the method needs,
 * admins everywhere; `adminOnly` routes are for admins whatever the permissions. A route that
 * declares no module fails to register, so none is left open by being forgotten. The mark puts
 * admin-only routes under the `admin` tag of /docs, the others under `staff`, all behind the Bearer lock.
 */
export async function backofficeRoutes(
  app: FastifyInstance,
  {
    database,
    webDir,
    passwords,
    realityCheckSeconds = null,
    allowPrivateSources = false,
    feedSecrets,
    demoBank = false,
  }: BackofficeOptions,
): Promise<void> {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    await app.requireStaff(request);
    if (request.member.role === 'admin') return;
    const { module, adminOnly } = request.routeOptions.config;
    if (adminOnly || module === undefined) throw new DomainError('forbidden');
    if (module === OWN_ACCOUNT) return;
    const level = await findModuleLevel(database.db, request.member.id, module);
    if (!levelAllows(level, levelNeeded(request.method))) throw new DomainError('forbidden');
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const module = route.config?.module;
    const methods = ([] as string[]).concat(route.method);
    if (module === undefined) throw new Error(`${methods.join(',')} ${route.url} declares no permission module (config.module)`);
    const adminOnly = route.config?.adminOnly === true;
    for (const method of methods) declaredAccess.set(`${method} ${route.url}`, { module, adminOnly });
    route.schema = {
      ...route.schema,
      tags: [adminOnly ? 'admin' : 'staff'],
      description: [
        route.schema?.description,
        `Permission: ${module === OWN_ACCOUNT ? 'any staff user, their own account' : `${module} (GET view, others manage)`}${adminOnly ? ', admins only' : ''}.`,
      ]
        .filter(Boolean)
        .join(' '),
      security: bearerSecurity,
    };
  });

  const resources = app.withTypeProvider<YupTypeProvider>();
  await resources.register(dashboardRoutes, { database });
  await resources.register(moneyRequestRoutes, { database });
  await resources.register(bankAccountRoutes, { database, feedSecrets });
  await resources.register(reconciliationRoutes, { database });
  await resources.register(statementLineRoutes, { database });
  await resources.register(demoBankRoutes, { database, available: demoBank });
  await resources.register(roundRoutes, { database });
  await resources.register(lotteryRoutes, { database });
  await resources.register(limitedNumberRoutes, { database });
  await resources.register(riskRoutes, { database });
  await resources.register(announcementRoutes, { database });
  await resources.register(memberRoutes, { database });
  await resources.register(staffAccountRoutes, { database, passwords });
  await resources.register(ownSecondFactorRoutes, { database });
  await resources.register(remoteRoutes, { database, webDir });
  await resources.register(siteConfigChangeRoutes, { database });
  await resources.register(auditRoutes, { database });
  await resources.register(yeekeeBackofficeRoutes, { database });
  await resources.register(reportRoutes, { database });
  await resources.register(resultImportRoutes, { database, allowPrivateSources });
  await resources.register(protectionBackofficeRoutes, { database, options: { realityCheckSeconds } });
}
