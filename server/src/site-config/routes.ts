import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { th, type SiteConfig } from '@lotto/shared';
import { bearerSecurity, envelopeResponses, failureSchema, success } from '../http/envelope';
import { ApiError } from '../http/errors';
import { BANNER_URL_PREFIX, defaultBannerSvg } from './banners';
import { getSiteConfig, updateSiteConfig } from './repository';

const siteConfigSchema = {
  type: 'object',
  required: ['line_url', 'popup_status', 'popup_link', 'popup_url', 'banners', 'rates'],
  properties: {
    line_url: { type: 'string' },
    popup_status: { type: 'boolean' },
    popup_link: { type: 'string' },
    popup_url: { type: 'string' },
    banners: {
      type: 'array',
      items: {
        type: 'object',
        required: ['image_url', 'link'],
        properties: { image_url: { type: 'string' }, link: { type: 'string' } },
      },
    },
    rates: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'rate'],
        properties: { label: { type: 'string' }, rate: { type: 'number' } },
      },
    },
  },
} as const;

/** PATCH body: any of the fields, nothing else. */
const siteConfigChangesSchema = {
  ...siteConfigSchema,
  required: [],
  additionalProperties: false,
  properties: { ...siteConfigSchema.properties, line_url: { type: 'string', maxLength: 2000 } },
} as const;

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

  app.patch<{ Body: Partial<SiteConfig> }>(
    '/admin-api/site-config',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Change the site configuration (admin only): contact link, announcement popup, banners, home-page rates',
        body: siteConfigChangesSchema,
        response: envelopeResponses(siteConfigSchema),
      },
    },
    async (request) => {
      if (request.member.role !== 'admin') throw new ApiError(403, 'FORBIDDEN', th.errors.forbidden);
      await updateSiteConfig(database.db, request.body);
      return success(await getSiteConfig(database.db));
    },
  );

  app.get<{ Params: { number: number } }>(
    `${BANNER_URL_PREFIX}:number.svg`,
    {
      schema: {
        tags: ['site'],
        summary: "One of the site's default banners (load-config lists them while no banner is stored)",
        params: { type: 'object', required: ['number'], properties: { number: { type: 'integer', minimum: 1 } } },
        response: { 200: { description: 'SVG image.', type: 'string' }, '4xx': failureSchema, '5xx': failureSchema },
      },
    },
    async (request, reply) => {
      const svg = defaultBannerSvg(request.params.number);
      if (!svg) throw new ApiError(404, 'NOT_FOUND', th.errors.notFound);
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  );
}
