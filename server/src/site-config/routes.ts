import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { bannerParamsSchema, siteConfigChangesRequestSchema, siteConfigSchema, svgImage } from '@lotto/shared';
import { bearerSecurity, envelopeResponses, fileResponses, success } from '../http/envelope';
import { BANNER_URL_PREFIX, defaultBannerSvg } from './banners';
import { getSiteConfig, updateSiteConfig } from './repository';
import { recordAudit } from '../audit/repository';
import { DomainError } from '../domain/errors';
import { requestSchema, type YupTypeProvider } from '../http/requestSchema';

/** PATCH body: any of the fields, nothing else. */
const siteConfigChangesSchema = requestSchema(siteConfigChangesRequestSchema);

export async function siteConfigRoutes(fastify: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.get(
    '/cl-api/load-config',
    {
      schema: {
        tags: ['site'],
        summary: 'Site configuration: contact link, announcement popup, banners, home-page rates',
        response: envelopeResponses(siteConfigSchema),
      },
    },
    async () => success(await getSiteConfig(database.db)),
  );

  app.get(
    `${BANNER_URL_PREFIX}:number.svg`,
    {
      schema: {
        tags: ['site'],
        summary: "One of the site's default banners (load-config lists them while no banner is stored)",
        params: requestSchema(bannerParamsSchema),
        response: fileResponses(svgImage()),
      },
    },
    async (request, reply) => {
      const svg = defaultBannerSvg(request.params.number);
      if (!svg) throw new DomainError('notFound');
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  );

  await app.register(siteConfigAdminRoutes, { database });
}

/** The admin's changes, in a plugin of their own so that one hook guards all of them. */
async function siteConfigAdminRoutes(fastify: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.addHook('preValidation', app.requireAdmin);

  app.patch(
    '/admin-api/site-config',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Change the site configuration (admin only): contact link, announcement popup, banners, home-page rates',
        body: siteConfigChangesSchema,
        response: envelopeResponses(siteConfigSchema),
      },
    },
    async (request) => {
      const after = await database.db.transaction().execute(async (trx) => {
        const before = await getSiteConfig(trx);
        await updateSiteConfig(trx, request.body);
        const changed = await getSiteConfig(trx);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'site_config.update',
          targetType: 'site_config',
          targetId: 1,
          before,
          after: changed,
        });
        return changed;
      });
      return success(after);
    },
  );
}
