import { siteConfigChangesRequestSchema, siteConfigSchema } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema, type YupTypeProvider } from '../../http/requestSchema';
import { getSiteConfig, updateSiteConfig } from '../../site-config/repository';

/** PATCH body: any of the fields, nothing else. */
const siteConfigChangesSchema = requestSchema(siteConfigChangesRequestSchema);

/** The admin's changes to the site configuration that /cl-api/load-config serves. */
export async function siteConfigChangeRoutes(fastify: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.patch(
    '/admin-api/site-config',
    {
      config: { adminOnly: true },
      schema: {
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
