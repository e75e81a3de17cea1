import {
  backofficeLabels,
  listOf,
  lotteryCodeParamsSchema,
  type LotteryResultSources,
  lotteryResultSourcesSchema,
  resultAlertSchema,
  resultSourcesRequestSchema,
  roundParamsSchema,
  roundResultReplySchema,
  satangToBaht,
  withValues,
  YEEKEE_CODE,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { confirmStagedResult } from '../../lotto/rounds/resultImport/importer';
import { findAlerts, findImportableLotteries, findSourcesByLottery, replaceSources } from '../../lotto/rounds/resultImport/repository';
import { sourceUrlAllowed } from '../../lotto/rounds/resultImport/sourceAddress';
import type { AdminApp } from '../adminApp';

/** Result sources per lottery (admin), confirming a staged result, and the dashboard's import alerts (docs/result-import.md). */
export async function resultImportRoutes(
  app: AdminApp,
  { database: { db }, allowPrivateSources }: { database: Database; allowPrivateSources: boolean },
): Promise<void> {
  async function lotterySources(): Promise<LotteryResultSources[]> {
    const [lotteries, sources] = [await findImportableLotteries(db), await findSourcesByLottery(db)];
    return lotteries.map((lottery) => ({
      lottery_code: lottery.code,
      lottery_name: lottery.name,
      sources: sources.get(lottery.code) ?? [],
    }));
  }

  app.get(
    '/admin-api/result-sources',
    {
      config: { module: 'site' },
      schema: {
        summary: 'Each lottery that may import its result (all but yeekee) with its sources',
        response: envelopeResponses(listOf(lotteryResultSourcesSchema)),
      },
    },
    async () => success(await lotterySources()),
  );

  app.put(
    '/admin-api/result-sources/:code',
    {
      config: { module: 'site' },
      schema: {
        summary: "Replace a lottery's result sources: at most two, each a URL and its format (glo or site); none stops importing",
        params: requestSchema(lotteryCodeParamsSchema),
        body: requestSchema(resultSourcesRequestSchema),
        response: envelopeResponses(lotteryResultSourcesSchema),
      },
    },
    async (request) => {
      const { code } = request.params;
      if (code === YEEKEE_CODE) throw new DomainError('yeekeeDrawnOnly');
      const sources = request.body.sources.map(({ url, format }) => ({ url, format }));
      // The server fetches these URLs from inside: none may point inside (checked again, resolved, at every fetch).
      const inside = sources.findIndex((source) => !sourceUrlAllowed(source.url, allowPrivateSources));
      if (inside >= 0)
        throw new DomainError('invalid', { message: withValues(backofficeLabels.resultImport.urlInside, { n: inside + 1 }) });
      await db.transaction().execute(async (trx) => {
        const lottery = await trx.selectFrom('lotteries').select('code').where('code', '=', code).forUpdate().executeTakeFirst();
        if (!lottery) throw new DomainError('lotteryNotFound');
        const before = await trx
          .selectFrom('result_sources')
          .select(['url', 'format'])
          .where('lottery_code', '=', code)
          .orderBy('position')
          .execute();
        await replaceSources(trx, code, sources);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'result_sources.update',
          targetType: 'lottery',
          targetId: code,
          before: { sources: before },
          after: { sources },
        });
      });
      const saved = (await lotterySources()).find((lottery) => lottery.lottery_code === code);
      if (!saved) throw new DomainError('lotteryNotFound');
      return success(saved, backofficeLabels.resultImport.saved);
    },
  );

  app.post(
    '/admin-api/rounds/:round_id/result/confirm',
    {
      config: { module: 'rounds' },
      schema: {
        summary: "Confirm a round's staged result (ยืนยันผล): it settles the round as a staff result would; CONFLICT when nothing is staged",
        params: requestSchema(roundParamsSchema),
        response: envelopeResponses(roundResultReplySchema),
      },
    },
    async (request) => {
      const summary = await confirmStagedResult(db, request.params.round_id, request.member.id);
      const prize = satangToBaht(summary.prize);
      return success(
        { ...summary, prize, corrected: false, reversed_prize: 0, debts: 0 },
        withValues(backofficeLabels.resultImport.confirmed, { winning: summary.winning_lines, lines: summary.lines, prize }),
      );
    },
  );

  app.get(
    '/admin-api/result-imports/alerts',
    {
      config: { module: 'rounds' },
      schema: {
        summary:
          'Rounds whose result sources disagree or have failed for longer than RESULT_ALERT_AFTER_SECONDS: nothing settles them by itself',
        response: envelopeResponses(listOf(resultAlertSchema)),
      },
    },
    async () =>
      success(
        (await findAlerts(db)).map((alert) => ({
          round_id: alert.round_id,
          lottery_code: alert.lottery_code,
          lottery_name: alert.lottery_name,
          round_date: alert.round_date,
          state: alert.state as 'disagreement' | 'failing',
          since: (alert.alert_at as Date).toISOString(),
        })),
      ),
  );
}
