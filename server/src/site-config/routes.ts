import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { envelopeResponses, success } from '../http/envelope';
import { getSiteConfig } from './repository';

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
}
