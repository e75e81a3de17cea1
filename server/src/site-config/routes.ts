import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { bannerParamsSchema, loadConfigSchema, svgImage } from '@lotto/shared';
import { envelopeResponses, fileResponses, success } from '../http/envelope';
import { BANNER_URL_PREFIX, defaultBannerSvg } from './banners';
import { getSiteConfig } from './repository';
import { windowReply } from './maintenanceRepository';
import { DomainError } from '../errors/errors';
import { requestSchema, type YupTypeProvider } from '../http/requestSchema';

export async function siteConfigRoutes(fastify: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.get(
    '/cl-api/load-config',
    {
      schema: {
        tags: ['site'],
        summary:
          'Site configuration: contact link, announcement popup, banners, home-page rates, and the maintenance windows in force or to come',
        response: envelopeResponses(loadConfigSchema),
      },
    },
    async () => {
      const maintenance = (await app.maintenance.current()).map(windowReply);
      return success({ ...(await getSiteConfig(database.db)), maintenance });
    },
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
}
