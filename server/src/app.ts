import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config/env';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { errorHandler } from './http/errors';
import { healthRoutes } from './health/routes';
import { remotesRoutes } from './remotes/routes';
import { siteConfigRoutes } from './site-config/routes';
import { webRoutes } from './web/routes';

export interface AppDependencies {
  /** A database opened and migrated by the caller, who also closes it (tests). */
  database?: Database;
}

/**
 * The whole server, ready to answer (`inject` in tests, `listen` in server.ts). Without a given
 * database it opens the configured one, migrates it, and closes it when the app closes.
 */
export async function buildApp(config: ServerConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  let database = deps.database;
  try {
    if (!database) {
      const opened = await openDatabase(config.database, (error) => app.log.error({ err: error }, 'idle database connection failed'));
      database = opened;
      app.addHook('onClose', () => opened.close());
      await migrateToLatest(opened.db);
    }

    await app.register(errorHandler);
    // Before the routes, so that every route registered after it appears at /docs.
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Lotto site API', version: '1.0.0' },
        tags: [
          { name: 'site', description: 'Site configuration' },
          { name: 'health', description: 'Load balancer probes' },
          { name: 'remotes', description: 'Versions of the feature apps' },
        ],
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

    await app.register(healthRoutes, { database });
    await app.register(siteConfigRoutes, { database });
    await app.register(remotesRoutes, { webDir: config.webDir });
    await app.register(webRoutes, { webDir: config.webDir });

    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
