import { siteConfigChangesRequestSchema, siteConfigSchema } from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { getSiteConfig, updateSiteConfig } from '../../site-config/repository';
import type { AdminApp } from '../adminApp';

/** PATCH body: any of the fields, nothing else. */
const siteConfigChangesSchema = requestSchema(siteConfigChangesRequestSchema);

/** The admin's changes to the site configuration that /cl-api/load-config serves. */
export async function siteConfigChangeRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
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
      const after = await db.transaction().execute(async (trx) => {
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
