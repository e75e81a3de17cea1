import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTrustProxy, type ServerConfig } from './config/env';
import { openDatabase, type Database } from './db/database';
import { metricsRoutes } from './health/metrics';
import type { NotificationListener } from './db/notifications';
import { migrateToLatest } from './db/migrate';
import { emptyJsonBody } from './http/emptyJsonBody';
import { errorHandler } from './http/errors';
import { frameworkErrors } from './http/frameworkErrors';
import { requestValidation } from './http/validation';
import { accessTokens } from './auth/accessToken';
import { authGate } from './auth/gate';
import { passwordHasher } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { loadSecrets } from './auth/secrets';
import { bankFeedRoutes } from './money/statement/feedRoutes';
import { feedSecretBox } from './money/statement/feedSecrets';
import { slipVerifier } from './money/slipVerify';
import { seedDemoData } from './demo/seed';
import { syncCatalogue } from './lotto/catalogue';
import { lottoReadRoutes } from './lotto/reads/routes';
import { backofficeRoutes } from './backoffice/routes';
import { healthRoutes } from './health/routes';
import { BODY_LIMITS } from './requestLimits/bodyLimits';
import { rateLimits } from './requestLimits/rateLimits';
import { underPressure } from './requestLimits/underPressure';
import { lottoBettingRoutes } from './lotto/betting/routes';
import { savedSlipRoutes } from './lotto/savedSlips/routes';
import { yeekeeRoutes } from './lotto/yeekee/routes';
import { roundShotsFeed, ShotFeed } from './lotto/yeekee/shotFeed';
import { maxStreamsOf, openFilesLimit, StreamSlots } from './http/streamSlots';
import { inboxRoutes } from './inbox/routes';
import { streamTickets } from './inbox/streamTickets';
import { staffAlertChannelsOf, syncStaffAlertChannels } from './messaging/outbox';
import { messagingRoutes } from './messaging/routes';
import { moneyRoutes } from './money/routes';
import { protectionRoutes } from './protection/routes';
import { remotesRoutes } from './remotes/routes';
import { siteConfigRoutes } from './site-config/routes';
import { maintenanceWindows } from './site-config/maintenance';
import { webRoutes } from './web/routes';
import { securityHeaders } from './web/securityHeaders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database, for work outside requests (server.ts runs the round scheduler on it). */
    database: Database;
    /** This process's NOTIFY listener, shared by every area that hears other processes' news. */
    notifications: NotificationListener;
  }
}

export interface AppDependencies {
  /** A database opened and migrated by the caller, who also closes it (tests). */
  database?: Database;
}

/**
 * The whole server, ready to answer (`inject` in tests, `listen` in server.ts). Without a given
 * database it opens the configured one, migrates it, and closes it when the app closes.
 */
export async function buildApp(config: ServerConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.prettyLogs && { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMITS.default,
    frameworkErrors,
  });
  let database = deps.database;
  try {
    if (!database) {
      const opened = await openDatabase(config.database, (error) => app.log.error({ err: error }, 'idle database connection failed'));
      database = opened;
      app.addHook('onClose', () => opened.close());
      await migrateToLatest(opened.db);
      await syncCatalogue(opened.db);
      await syncStaffAlertChannels(opened.db, staffAlertChannelsOf(config));
      const demoBank = config.database.engine === 'pglite' ? feedSecretBox(loadSecrets(config.dataDir).jwtSecret) : undefined;
      if (config.seedDemo && (await seedDemoData(opened.db, config.passwordHashCost, demoBank))) {
        app.log.info('demo users created: 0800000001 and admin 0800000099');
      }
    }

    app.decorate('database', database);
    const notifications = database.notifications({
      interrupted: (error) => app.log.error({ err: error }, 'the notification listener lost its database connection; listening again'),
      resumed: () => app.log.info('the notification listener listens again'),
    });
    app.decorate('notifications', notifications);
    app.addHook('onClose', () => notifications.close());
    await app.register(errorHandler);
    await app.register(requestValidation);
    await app.register(emptyJsonBody);
    // Headers first, so that a refusal for pressure or a rate limit carries them too.
    await app.register(securityHeaders);
    await app.register(underPressure, { pressure: config.pressure });
    if (config.rateLimits) await app.register(rateLimits, { db: database.db });
    // Before the routes: it times the routes registered after it.
    if (config.metricsToken) await app.register(metricsRoutes, { database, token: config.metricsToken });
    // Before the routes, so that every route registered after it appears at /docs.
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Lotto site API', version: '1.0.0' },
        tags: [
          { name: 'auth', description: 'Members: login, sessions, registration' },
          { name: 'money', description: 'Deposits, withdrawals, slips and statements' },
          { name: 'staff', description: 'Staff decisions on money requests, results, round times and limited numbers' },
          {
            name: 'admin',
            description: 'Back-office calls for admins only: rates, limited numbers, credit adjustments, staff accounts, feature-app pins',
          },
          { name: 'lotto', description: "Lotteries, open rounds, results, pay rates and the member's bet slips" },
          { name: 'site', description: 'Site configuration' },
          { name: 'inbox', description: "The member's messages: the inbox, its live stream, LINE and what goes to it" },
          { name: 'health', description: 'Load balancer probes' },
          {
            name: 'bank-feed',
            description: "Receiving accounts' statement lines, pushed by a bank feed and signed with the account's feed secret",
          },
          { name: 'remotes', description: 'Versions of the feature apps' },
        ],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

    const { jwtSecret } = loadSecrets(config.dataDir);
    const feedSecrets = feedSecretBox(jwtSecret);
    await app.register(authGate, { database, tokens: accessTokens(jwtSecret), notifications });
    await app.register(maintenanceWindows, { database, notifications });
    await app.register(authRoutes, { database, passwordHashCost: config.passwordHashCost });
    await app.register(healthRoutes, { database });
    await app.register(siteConfigRoutes, { database });
    await app.register(moneyRoutes, {
      database,
      slipVerifier: config.slipVerify && slipVerifier(config.slipVerify),
      passwordHashCost: config.passwordHashCost,
      slipQrReadMs: config.slipQrReadMs,
    });
    await app.register(bankFeedRoutes, { database, feedSecrets });
    await app.register(lottoBettingRoutes, { database });
    await app.register(lottoReadRoutes, { database, notifications });
    await app.register(savedSlipRoutes, { database });
    // One count of open streams for the process: each is a socket, a file of the process.
    const streamSlots = new StreamSlots(maxStreamsOf(config.maxStreams, openFilesLimit()));
    // A yeekee round's shots reach its own stream and the stream of a member's tab that shows it.
    const shots = new ShotFeed(notifications);
    const { db } = database;
    await shots.start((error) => app.log.error({ err: error }, 'a yeekee shot notification could not be read'));
    app.addHook('onClose', () => shots.stop());
    await app.register(yeekeeRoutes, { database, slots: streamSlots, shots });
    await app.register(inboxRoutes, {
      database,
      slots: streamSlots,
      tickets: streamTickets(jwtSecret),
      roundShots: (roundId, afterSeq) => roundShotsFeed(db, shots, roundId, afterSeq),
    });
    await app.register(protectionRoutes, { database, options: { realityCheckSeconds: config.realityCheckSeconds } });
    await app.register(messagingRoutes, { database, line: config.line });
    await app.register(backofficeRoutes, {
      database,
      webDir: config.webDir,
      passwords: passwordHasher(config.passwordHashCost),
      realityCheckSeconds: config.realityCheckSeconds,
      allowPrivateSources: config.resultImport.allowPrivateSources,
      feedSecrets,
      // The demo bank's button: the embedded demo site only, never a real operator's database.
      demoBank: config.database.engine === 'pglite' && config.seedDemo,
    });
    await app.register(remotesRoutes, { database, webDir: config.webDir, canary: config.canary });
    await app.register(webRoutes, { webDir: config.webDir, database });

    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
