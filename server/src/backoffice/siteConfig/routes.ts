import {
  backofficeLabels,
  maintenanceReplySchema,
  maintenanceRequestSchema,
  moneySettingsRequestSchema,
  moneySettingsSchema,
  secondFactorPolicyRequestSchema,
  secondFactorPolicySchema,
  siteConfigChangesRequestSchema,
  siteConfigSchema,
  th,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { getSecondFactorPolicy, setSecondFactorPolicy } from '../../auth/secondFactor/repository';
import { findUnpaidHomeRate, getSiteConfig, updateSiteConfig } from '../../site-config/repository';
import { findWindowsNotEnded, replaceWindows, windowReply } from '../../site-config/maintenanceRepository';
import { DomainError } from '../../errors/errors';
import { readMoneyRules, toMoneySettings, writeMoneySettings } from '../../money/settings';
import type { AdminApp } from '../adminApp';

/** PATCH body: any of the fields, nothing else. */
const siteConfigChangesSchema = requestSchema(siteConfigChangesRequestSchema);

/** The admin's changes to the site configuration that /cl-api/load-config serves, and to the money settings. */
export async function siteConfigChangeRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.patch(
    '/admin-api/site-config',
    {
      config: { module: 'site' },
      schema: {
        summary: 'Change the site configuration (admin only): contact link, announcement popup, banners, home-page rates',
        body: siteConfigChangesSchema,
        response: envelopeResponses(siteConfigSchema),
      },
    },
    async (request) => {
      const after = await db.transaction().execute(async (trx) => {
        const unpaid = request.body.rates && (await findUnpaidHomeRate(trx, request.body.rates));
        if (unpaid) {
          const message = backofficeLabels.siteConfig.rateNotPaid.replace('{label}', unpaid.label).replace('{rate}', String(unpaid.rate));
          throw new DomainError('invalid', { message });
        }
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

  app.get(
    '/admin-api/site-config/second-factor',
    {
      config: { module: 'site' },
      schema: {
        summary:
          "Who must have a second factor to use the back office (admin): 'nobody', 'admins' or 'staff' (every staff member and admin)",
        response: envelopeResponses(secondFactorPolicySchema),
      },
    },
    async () => success({ required_for: await getSecondFactorPolicy(db) }),
  );

  app.put(
    '/admin-api/site-config/second-factor',
    {
      config: { module: 'site' },
      schema: {
        summary: 'Set who must have a second factor (admin), audited; those without one can then reach only enrolment',
        body: requestSchema(secondFactorPolicyRequestSchema),
        response: envelopeResponses(secondFactorPolicySchema),
      },
    },
    async (request) => {
      const requiredFor = request.body.required_for;
      await db.transaction().execute(async (trx) => {
        const before = await getSecondFactorPolicy(trx);
        await setSecondFactorPolicy(trx, requiredFor);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'site_config.second_factor',
          targetType: 'site_config',
          targetId: 1,
          before: { required_for: before },
          after: { required_for: requiredFor },
        });
      });
      return success({ required_for: requiredFor }, th.secondFactor.policySaved);
    },
  );

  app.get(
    '/admin-api/site-config/money',
    {
      config: { module: 'site' },
      schema: {
        summary:
          'The money settings (admin): automatic credit, how long a deposit QR lives, automatic withdrawal approval, the second approver',
        response: envelopeResponses(moneySettingsSchema),
      },
    },
    async () => success(toMoneySettings(await readMoneyRules(db))),
  );

  app.put(
    '/admin-api/site-config/money',
    {
      config: { module: 'site' },
      schema: {
        summary: 'Set the money settings (admin), audited; baht, 0 turns automatic credit, automatic approval or the second approver off',
        body: requestSchema(moneySettingsRequestSchema),
        response: envelopeResponses(moneySettingsSchema),
      },
    },
    async (request) => {
      const after = await db.transaction().execute(async (trx) => {
        const before = toMoneySettings(await readMoneyRules(trx));
        await writeMoneySettings(trx, request.body);
        const saved = toMoneySettings(await readMoneyRules(trx));
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'site_config.money',
          targetType: 'site_config',
          targetId: 1,
          before,
          after: saved,
        });
        return saved;
      });
      return success(after, th.money.moneySettingsSaved);
    },
  );

  app.get(
    '/admin-api/site-config/maintenance',
    {
      config: { module: 'site' },
      schema: {
        summary: 'The maintenance windows (admin): in force or to come; ended ones are dropped',
        response: envelopeResponses(maintenanceReplySchema),
      },
    },
    async () => success({ windows: (await findWindowsNotEnded(db, new Date())).map(windowReply) }),
  );

  app.put(
    '/admin-api/site-config/maintenance',
    {
      config: { module: 'site' },
      schema: {
        summary:
          "Replace the maintenance windows (admin), audited: while one is in force, its module's calls answer 503 MAINTENANCE with its message; a window whose end has passed is dropped",
        body: requestSchema(maintenanceRequestSchema),
        response: envelopeResponses(maintenanceReplySchema),
      },
    },
    async (request) => {
      const now = new Date();
      // A window already over would never be in force: the form may still hold one that ended while it was open.
      const kept = request.body.windows.filter((window) => !window.until || Date.parse(window.until) > now.getTime());
      const saved = await db.transaction().execute(async (trx) => {
        const before = (await findWindowsNotEnded(trx, now)).map(windowReply);
        await replaceWindows(trx, kept, request.member.id);
        const after = (await findWindowsNotEnded(trx, now)).map(windowReply);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'site_config.maintenance',
          targetType: 'site_config',
          targetId: 1,
          before: { windows: before },
          after: { windows: after },
        });
        return after;
      });
      // This process refuses from the next call on, not only once the database's news comes back.
      app.maintenance.changed();
      return success({ windows: saved }, backofficeLabels.maintenance.saved);
    },
  );
}
