import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/database';
import { auditRoutes } from './audit/routes';
import { dashboardRoutes } from './dashboard/routes';
import { membersRoutes } from './members/routes';
import { remotesReleaseRoutes } from './remotes/routes';
import { roundsRoutes } from './rounds/routes';
import { staffAccountRoutes } from './staff/routes';
import { yeekeeBackofficeRoutes } from './yeekee/routes';

export interface BackofficeOptions {
  database: Database;
  webDir: string;
  /** Tests pass a cheap one. */
  passwords?: PasswordHasher;
}

/**
 * The back office's own /admin-api/ calls (docs/screens.md#back-office). Staff only, checked once here
 * for every route below, before validation: a guest learns nothing of a request's shape. The
 * admin-only ones add app.requireAdmin.
 */
export async function backofficeRoutes(app: FastifyInstance, { database, webDir, passwords }: BackofficeOptions): Promise<void> {
  app.addHook('preValidation', app.requireStaff);
  await app.register(dashboardRoutes, { database });
  await app.register(roundsRoutes, { database });
  await app.register(membersRoutes, { database });
  await app.register(staffAccountRoutes, { database, passwords });
  await app.register(remotesReleaseRoutes, { database, webDir });
  await app.register(auditRoutes, { database });
  await app.register(yeekeeBackofficeRoutes, { database });
}
