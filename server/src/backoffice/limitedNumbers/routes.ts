import {
  canonicalNumber,
  idParamsSchema,
  limitedNumberSchema,
  limitedNumbersQuerySchema,
  limitRuleRequestSchema,
  listOf,
  removedLimitedNumberSchema,
  satangToBaht,
  th,
  type BetType,
  type LimitedNumber,
} from '@lotto/shared';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { rateFromX100 } from '../../lotto/catalogue';
import { deleteLimitRule, findRateTable, upsertLimitRule } from '../../lotto/rates/repository';
import { reducedRateFits } from '../../lotto/rates/rules';
import { recordAudit } from '../../audit/repository';
import { DomainError } from '../../errors/errors';
import { findLottery, lockLimitRule, lockLimitRuleFor, roundBelongsTo } from '../../lotto/rounds/repository';
import { requestSchema } from '../../http/requestSchema';
import { limitRuleOf } from '../../lotto/rounds/staffRequests';
import { findLimitedNumbers, findRoundLottery } from '../rounds/repository';
import type { AdminApp } from '../adminApp';

const idParams = requestSchema(idParamsSchema);

const limitRuleBody = requestSchema(limitRuleRequestSchema);

/** Limited numbers (เลขอั้น): those of a lottery or a round; limiting a number and removing its rule (admin). */
export async function limitedNumberRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/limited-numbers',
    {
      config: { module: 'risk' },
      schema: {
        summary: "Limited numbers (เลขอั้น) of a lottery, or those that apply to a round (its own and its lottery's)",
        querystring: requestSchema(limitedNumbersQuerySchema),
        response: envelopeResponses(listOf(limitedNumberSchema)),
      },
    },
    async (request) => {
      const { lottery_code: lotteryCode, round_id: roundId } = request.query;
      let round: { id: number; lotteryCode: string } | undefined;
      if (roundId !== undefined) {
        const found = await findRoundLottery(db, roundId);
        if (!found) throw new DomainError('roundNotFound');
        round = { id: found.id, lotteryCode: found.lottery_code };
      }
      return success((await findLimitedNumbers(db, { lotteryCode, round })).map(toLimitedNumber));
    },
  );

  app.post(
    '/admin-api/limited-numbers',
    {
      config: { module: 'risk' },
      schema: {
        summary:
          'Limit a number (เลขอั้น) of a lottery or of one round: a reduced rate (never above the base rate), closed, or a stake cap; replaces its rule',
        body: limitRuleBody,
        response: envelopeResponses(limitedNumberSchema),
      },
    },
    async (request) => {
      const rule = limitRuleOf(request.body);
      const saved = await db.transaction().execute(async (trx) => {
        // Names in the body that lead nowhere are a bad body (400), not a missing resource.
        if (!(await findLottery(trx, rule.lotteryCode))) throw new DomainError('invalid', { message: th.lotto.lotteryNotFound });
        if (rule.roundId !== null && !(await roundBelongsTo(trx, rule.roundId, rule.lotteryCode))) {
          throw new DomainError('invalid', { message: th.lotto.roundNotFound });
        }
        const baseRate = (await findRateTable(trx, rule.lotteryCode)).get(rule.type);
        if (baseRate === undefined) throw new DomainError('betTypeNotOffered');
        if (!reducedRateFits(rule.rateX100, baseRate)) throw new DomainError('limitRateAboveBase');
        const number = canonicalNumber(rule.type, rule.number);
        const before = await lockLimitRuleFor(trx, { ...rule, number });
        const id = await upsertLimitRule(trx, { ...rule, number });
        const after = toLimitedNumber({
          id,
          lottery_code: rule.lotteryCode,
          round_id: rule.roundId,
          bet_type: rule.type,
          number,
          rate_x100: rule.rateX100,
          closed: rule.closed,
          stake_cap: rule.numberCap,
        });
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'limit.save',
          targetType: 'limited_number',
          targetId: id,
          before: before ? toLimitedNumber(before) : null,
          after,
        });
        return after;
      });
      return success(saved, th.lotto.limitRuleSaved);
    },
  );

  app.delete(
    '/admin-api/limited-numbers/:id',
    {
      config: { module: 'risk' },
      schema: {
        summary: 'Remove a limited-number rule; lines already placed keep their rates',
        params: idParams,
        response: envelopeResponses(removedLimitedNumberSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const rule = await lockLimitRule(trx, id);
        if (!rule) throw new DomainError('notFound');
        await deleteLimitRule(trx, id);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'limit.delete',
          targetType: 'limited_number',
          targetId: id,
          before: toLimitedNumber(rule),
          after: null,
        });
      });
      return success({ id }, th.lotto.limitRuleDeleted);
    },
  );
}

interface LimitedNumberRow {
  id: number;
  lottery_code: string;
  round_id: number | null;
  bet_type: BetType;
  number: string;
  rate_x100: number | null;
  closed: boolean;
  stake_cap: bigint | null;
}

/** A rule as the API and the audit log show it: rates and baht as numbers. */
export function toLimitedNumber(row: LimitedNumberRow): LimitedNumber {
  return {
    id: row.id,
    lottery_code: row.lottery_code,
    round_id: row.round_id,
    type: row.bet_type,
    number: row.number,
    rate: row.rate_x100 === null ? null : rateFromX100(row.rate_x100),
    closed: row.closed,
    stake_cap: row.stake_cap === null ? null : satangToBaht(row.stake_cap),
  };
}
