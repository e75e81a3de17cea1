import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/database';
import { bearerSecurity } from '../http/envelope';
import type { YupTypeProvider } from '../http/requestSchema';
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
import { roundRoutes } from './rounds/routes';
import { siteConfigChangeRoutes } from './siteConfig/routes';
import { staffAccountRoutes } from './staff/routes';
import { yeekeeBackofficeRoutes } from './yeekee/routes';
import type { FeedSecretBox } from '../money/statement/feedSecrets';
import { statementLineRoutes } from './statementLines/routes';
import { demoBankRoutes } from './demoBank/routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /admin-api/ route that staff may not call, only admins: read by the back office's one guard. */
    adminOnly?: boolean;
  }
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
 * of them, before validation so that a guest or member learns nothing of a request's shape: staff,
 * and admin on the routes declared with `config: { adminOnly: true }`. The same mark puts the
 * route under the `admin` tag of /docs, the others under `staff`, all behind the Bearer lock.
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
    if (request.routeOptions.config.adminOnly) await app.requireAdmin(request);
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    route.schema = { ...route.schema, tags: [route.config?.adminOnly ? 'admin' : 'staff'], security: bearerSecurity };
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
