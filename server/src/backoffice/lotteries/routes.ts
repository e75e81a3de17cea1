import {
  BET_TYPES,
  listOf,
  lotteryCodeParamsSchema,
  lotteryRateSchema,
  ratesUpdateSchema,
  staffLotterySchema,
  th,
  YEEKEE_CODE,
  type BetType,
  type LotteryRate,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { rateFromX100, rateToX100 } from '../../lotto/catalogue';
import { reducedRateFits } from '../../lotto/rates/rules';
import { findAllRates, findHighestLimitedRates, findLotteries, lockRateTable, updateRate } from '../rounds/repository';
import type { AdminApp } from '../adminApp';

const inTypeOrder = (rates: Map<BetType, number>): LotteryRate[] =>
  BET_TYPES.filter((type) => rates.has(type)).map((type) => ({ type, rate: rateFromX100(rates.get(type)!) }));

/** The lotteries with their result shapes and rate tables; changing the rates (admin). */
export async function lotteryRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {

  app.get(
    '/admin-api/lotteries',
    {
      schema: {
        summary: 'Every lottery with its result shape and its rate table',
        response: envelopeResponses(listOf(staffLotterySchema)),
      },
    },
    async () => {
      const [lotteries, rates] = [await findLotteries(db), await findAllRates(db)];
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
          rates: inTypeOrder(tables.get(lottery.code) ?? new Map()),
        })),
      );
    },
  );

  app.put(
    '/admin-api/lotteries/:code/rates',
    {
      config: { adminOnly: true },
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
      const table = await db.transaction().execute(async (trx) => {
        const current = await lockRateTable(trx, code);
        if (current.size === 0) throw new DomainError('lotteryNotFound');
        if (rates.some((rate) => !current.has(rate.type))) throw new DomainError('betTypeNotOffered');
        const highestLimited = await findHighestLimitedRates(trx, code);
        if (rates.some((rate) => !reducedRateFits(highestLimited.get(rate.type), rateToX100(rate.rate)))) {
          throw new DomainError('invalid', { message: th.staff.rateBelowLimited });
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
        return new Map([...current, ...changed.map((rate): [BetType, number] => [rate.type, rateToX100(rate.rate)])]);
      });
      return success(inTypeOrder(table), th.staff.ratesSaved);
    },
  );
}
