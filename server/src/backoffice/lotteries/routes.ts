import {
  backofficeLabels,
  bahtToSatang,
  BET_TYPES,
  type BetType,
  listOf,
  lotteryCodeParamsSchema,
  type LotteryRate,
  lotteryRateSchema,
  lotteryUpdateReplySchema,
  lotteryUpdateSchema,
  ratesUpdateSchema,
  staffLotterySchema,
  type StakeBand,
  stakeBandsProblem,
  stakeBandsUpdateSchema,
  th,
  YEEKEE_CODE,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { rateFromX100, rateToX100 } from '../../lotto/catalogue';
import { findAllStakeBands, findStakeBands, replaceStakeBands } from '../../lotto/rates/repository';
import { reducedRateFits } from '../../lotto/rates/rules';
import {
  findAllRates,
  findHighestLimitedRates,
  findLotteries,
  lockRateTable,
  lockVoidDeadline,
  updateRate,
  updateVoidDeadline,
} from '../rounds/repository';
import type { AdminApp } from '../adminApp';

const inTypeOrder = (rates: Map<BetType, number>, bands: Map<BetType, StakeBand[]>): LotteryRate[] =>
  BET_TYPES.filter((type) => rates.has(type)).map((type) => ({ type, rate: rateFromX100(rates.get(type)!), bands: bands.get(type) ?? [] }));

/** The lotteries with their result shapes, void deadlines, rate tables and stake bands; changing the deadline, the rates and the bands (admin). */
export async function lotteryRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/lotteries',
    {
      config: { module: 'rounds' },
      schema: {
        summary: 'Every lottery with its result shape, its rate table and its stake bands',
        response: envelopeResponses(listOf(staffLotterySchema)),
      },
    },
    async () => {
      const [lotteries, rates, bands] = [await findLotteries(db), await findAllRates(db), await findAllStakeBands(db)];
      const tables = new Map<string, Map<BetType, number>>();
      for (const rate of rates) {
        const table = tables.get(rate.lottery_code) ?? new Map<BetType, number>();
        tables.set(rate.lottery_code, table.set(rate.bet_type, rate.rate_x100));
      }
      return success(
        lotteries.map((lottery) => ({
          code: lottery.code,
          name: lottery.name,
          category: lottery.category,
          result_kind: lottery.result_kind,
          has_four_digits: lottery.has_four_digits,
          is_yeekee: lottery.code === YEEKEE_CODE,
          void_after_minutes: lottery.void_after_minutes,
          rates: inTypeOrder(tables.get(lottery.code) ?? new Map(), bands.get(lottery.code) ?? new Map()),
        })),
      );
    },
  );

  app.put(
    '/admin-api/lotteries/:code',
    {
      config: { module: 'risk' },
      schema: {
        summary:
          "Set a lottery's void deadline (admin): its rounds without a result this many minutes after their draw time are voided " +
          'and their running slips refunded (docs/lottery-rules.md#void-deadlines); not for yeekee, which the server draws',
        params: requestSchema(lotteryCodeParamsSchema),
        body: requestSchema(lotteryUpdateSchema),
        response: envelopeResponses(lotteryUpdateReplySchema),
      },
    },
    async (request) => {
      const { code } = request.params;
      const minutes = request.body.void_after_minutes;
      await db.transaction().execute(async (trx) => {
        const before = await lockVoidDeadline(trx, code);
        if (!before) throw new DomainError('lotteryNotFound');
        if (code === YEEKEE_CODE) throw new DomainError('yeekeeDrawnOnly');
        if (before.void_after_minutes === minutes) return;
        await updateVoidDeadline(trx, code, minutes);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'lottery.void_deadline',
          targetType: 'lottery',
          targetId: code,
          before: { void_after_minutes: before.void_after_minutes },
          after: { void_after_minutes: minutes },
        });
      });
      return success({ code, void_after_minutes: minutes }, th.lotto.voidDeadlineSaved);
    },
  );

  app.put(
    '/admin-api/lotteries/:code/rates',
    {
      config: { module: 'risk' },
      schema: {
        summary: "Change a lottery's pay rates (admin): new bets only, placed lines keep their rates",
        params: requestSchema(lotteryCodeParamsSchema),
        body: requestSchema(ratesUpdateSchema),
        response: envelopeResponses(listOf(lotteryRateSchema)),
      },
    },
    async (request) => {
      const code = request.params.code;
      const { rates } = request.body;
      const [table, bands] = await db.transaction().execute(async (trx) => {
        const current = await lockRateTable(trx, code);
        if (current.size === 0) throw new DomainError('lotteryNotFound');
        if (rates.some((rate) => !current.has(rate.type))) throw new DomainError('betTypeNotOffered');
        const highestLimited = await findHighestLimitedRates(trx, code);
        if (rates.some((rate) => !reducedRateFits(highestLimited.get(rate.type), rateToX100(rate.rate)))) {
          throw new DomainError('invalid', { message: th.staff.rateBelowLimited });
        }
        const typeBands = await findStakeBands(trx, code);
        if (rates.some((rate) => stakeBandsProblem(typeBands.get(rate.type) ?? [], rate.rate) !== null)) {
          throw new DomainError('invalid', { message: backofficeLabels.rates.bands.baseBelowBand });
        }
        const changed = rates.filter((rate) => current.get(rate.type) !== rateToX100(rate.rate));
        for (const rate of changed) await updateRate(trx, code, rate.type, rateToX100(rate.rate));
        if (changed.length > 0) {
          await recordAudit(trx, {
            actorId: request.member.id,
            action: 'rates.update',
            targetType: 'lottery',
            targetId: code,
            before: Object.fromEntries(changed.map((rate) => [rate.type, rateFromX100(current.get(rate.type)!)])),
            after: Object.fromEntries(changed.map((rate) => [rate.type, rate.rate])),
          });
        }
        return [new Map([...current, ...changed.map((rate): [BetType, number] => [rate.type, rateToX100(rate.rate)])]), typeBands] as const;
      });
      return success(inTypeOrder(table, bands), th.staff.ratesSaved);
    },
  );

  app.put(
    '/admin-api/lotteries/:code/rate-bands',
    {
      config: { module: 'risk' },
      schema: {
        summary: "Replace one type's stake bands (admin): rates by the stake on one number of one slip; new bets only",
        params: requestSchema(lotteryCodeParamsSchema),
        body: requestSchema(stakeBandsUpdateSchema),
        response: envelopeResponses(listOf(lotteryRateSchema)),
      },
    },
    async (request) => {
      const code = request.params.code;
      const { type } = request.body;
      const bands: StakeBand[] = request.body.bands.map((band) => ({ from: band.from, to: band.to ?? null, rate: band.rate }));
      const [table, allBands] = await db.transaction().execute(async (trx) => {
        // The rate table's lock orders this with a change of the base rates, which checks the bands.
        const rates = await lockRateTable(trx, code);
        if (rates.size === 0) throw new DomainError('lotteryNotFound');
        const baseX100 = rates.get(type);
        if (baseX100 === undefined) throw new DomainError('betTypeNotOffered');
        const problem = stakeBandsProblem(bands, rateFromX100(baseX100));
        if (problem) throw new DomainError('invalid', { message: problem });
        const before = (await findStakeBands(trx, code)).get(type) ?? [];
        await replaceStakeBands(
          trx,
          code,
          type,
          bands.map((band) => ({
            min_stake: bahtToSatang(band.from) as bigint,
            max_stake: band.to === null ? null : (bahtToSatang(band.to) as bigint),
            rate_x100: rateToX100(band.rate),
          })),
        );
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'rate_bands.update',
          targetType: 'lottery',
          targetId: code,
          before: { [type]: before },
          after: { [type]: bands },
        });
        return [rates, await findStakeBands(trx, code)] as const;
      });
      return success(inTypeOrder(table, allBands), backofficeLabels.rates.bands.saved);
    },
  );
}
