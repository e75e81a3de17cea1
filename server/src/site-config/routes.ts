import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { bannerParamsSchema } from '@lotto/shared';
import { envelopeResponses, failureSchema, success } from '../http/envelope';
import { BANNER_URL_PREFIX, defaultBannerSvg } from './banners';
import { getSiteConfig } from './repository';
import { siteConfigSchema } from './schemas';
import { DomainError } from '../domain/errors';
import { requestSchema } from '../http/requestSchema';

export async function siteConfigRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
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

  app.get<{ Params: { number: number } }>(
    `${BANNER_URL_PREFIX}:number.svg`,
    {
      schema: {
        tags: ['site'],
        summary: "One of the site's default banners (load-config lists them while no banner is stored)",
        params: requestSchema(bannerParamsSchema),
        response: { 200: { description: 'SVG image.', type: 'string' }, '4xx': failureSchema, '5xx': failureSchema },
      },
    },
    async (request, reply) => {
      const svg = defaultBannerSvg(request.params.number);
      if (!svg) throw new DomainError('notFound');
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  );
}
