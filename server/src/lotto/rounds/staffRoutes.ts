import {
  bangkokDate,
  canonicalNumber,
  idParamsSchema,
  limitRuleRequestSchema,
  roundParamsSchema,
  roundResultRequestSchema,
  roundTimesRequestSchema,
  satangToBaht,
  th,
  YEEKEE_CODE,
  type BetType,
  type LimitRuleRequestBody,
  type RoundResultRequest,
  type RoundTimesRequestInput,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { bearerSecurity, envelopeResponses, success } from '../../http/envelope';
import { rateFromX100 } from '../catalogue';
import { deleteLimitRule, findRateTable, upsertLimitRule } from '../rates/repository';
import { recordAudit } from '../../audit/repository';
import { DomainError } from '../../domain/errors';
import { recordStaffResult } from '../settlement/settlement';
import { findLottery, lockLimitRule, lockLimitRuleFor, lockRoundTimes, roundBelongsTo, updateRoundTimes } from './repository';
import { requestSchema } from '../../http/requestSchema';
import { limitRuleOf, roundTimesChangeOf, roundTimesInOrder } from './staffRequests';

const roundParams = requestSchema(roundParamsSchema);
const idParams = requestSchema(idParamsSchema);
const dateTime = { type: 'string', format: 'date-time' } as const;

const resultBody = requestSchema(roundResultRequestSchema);

const settlementSummary = {
  type: 'object',
  required: ['round_id', 'settlement_version', 'lines', 'winning_lines', 'winners', 'prize', 'corrected', 'reversed_prize', 'debts'],
  properties: {
    round_id: { type: 'integer' },
    settlement_version: { type: 'integer', description: '1 for the first settlement; each correction adds one.' },
    lines: { type: 'integer', description: 'Lines settled.' },
    winning_lines: { type: 'integer' },
    winners: { type: 'integer', description: 'Members paid.' },
    prize: { type: 'number', description: 'Baht paid in all.' },
    corrected: { type: 'boolean', description: 'The round was settled before with another result: its prizes were taken back and it was settled again.' },
    reversed_prize: { type: 'number', description: 'Baht of the previous settlement\'s prizes taken back (0 unless corrected).' },
    debts: { type: 'integer', description: 'Members whose credit did not cover the prize taken back and who now owe the rest.' },
  },
} as const;

const roundTimesBody = requestSchema(roundTimesRequestSchema);

const roundTimes = {
  type: 'object',
  required: ['round_id', 'round_date', 'open_at', 'close_at', 'draw_at'],
  properties: { round_id: { type: 'integer' }, round_date: { type: 'string' }, open_at: dateTime, close_at: dateTime, draw_at: dateTime },
} as const;

const limitRuleBody = requestSchema(limitRuleRequestSchema);

const limitRule = {
  type: 'object',
  required: ['id', 'lottery_code', 'round_id', 'type', 'number', 'rate', 'closed', 'stake_cap'],
  properties: {
    id: { type: 'integer' },
    lottery_code: { type: 'string' },
    round_id: { type: ['integer', 'null'] },
    type: { type: 'string' },
    number: { type: 'string', description: 'Canonical: todd numbers by sorted digits.' },
    rate: { type: ['number', 'null'] },
    closed: { type: 'boolean' },
    stake_cap: { type: ['number', 'null'], description: 'Baht.' },
  },
} as const;

interface RoundRequest {
  Params: { round_id: number };
}

/** Staff calls of docs/api-conventions.md#payloads for rounds: record a result, move a round's times, limited numbers. */
export async function adminLottoRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const { db } = database;
  // Before the body is validated: a member or guest is refused whatever they send.
  app.addHook('preValidation', app.requireStaff);

  app.post<RoundRequest & { Body: RoundResultRequest }>(
    '/admin-api/rounds/:round_id/result',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary:
          'Record a closed round\'s result and settle it: winners are paid at once. On a settled round a different result ' +
          'corrects it (prizes taken back, settled again); the same result is a CONFLICT; yeekee rounds are drawn by the server only',
        params: roundParams,
        body: resultBody,
        response: envelopeResponses(settlementSummary),
      },
    },
    async (request) => {
      const summary = await recordStaffResult(db, request.params.round_id, request.body, request.member.id);
      return success(
        { ...summary, prize: satangToBaht(summary.prize), reversed_prize: satangToBaht(summary.reversed_prize) },
        summary.corrected ? th.lotto.resultCorrected : th.lotto.resultRecorded,
      );
    },
  );

  app.patch<RoundRequest & { Body: RoundTimesRequestInput }>(
    '/admin-api/rounds/:round_id',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Move a round\'s times (a draw that falls on another day), until the round closes; never a yeekee round\'s',
        params: roundParams,
        body: roundTimesBody,
        response: envelopeResponses(roundTimes),
      },
    },
    async (request) => {
      const roundId = request.params.round_id;
      const change = roundTimesChangeOf(request.body);
      const moved = await db.transaction().execute(async (trx) => {
        const round = await lockRoundTimes(trx, roundId);
        if (!round) throw new DomainError('roundNotFound');
        if (round.lottery_code === YEEKEE_CODE) throw new DomainError('yeekeeDrawnOnly');
        // Bets are taken on the times staff set; once a round has closed they are final.
        if (round.settled || round.closed) throw new DomainError('roundTimesLocked');
        const times = { open_at: round.open_at, close_at: round.close_at, draw_at: round.draw_at, ...change };
        if (!roundTimesInOrder(times)) throw new DomainError('roundTimesInvalid');
        const roundDate = bangkokDate(times.draw_at);
        await updateRoundTimes(trx, roundId, { ...times, roundDate });
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'round.times',
          targetType: 'round',
          targetId: roundId,
          before: { open_at: round.open_at, close_at: round.close_at, draw_at: round.draw_at },
          after: { open_at: times.open_at, close_at: times.close_at, draw_at: times.draw_at },
        });
        return { round_id: roundId, round_date: roundDate, ...times };
      });
      return success(
        { ...moved, open_at: moved.open_at.toISOString(), close_at: moved.close_at.toISOString(), draw_at: moved.draw_at.toISOString() },
        th.lotto.timesMoved,
      );
    },
  );

  app.post<{ Body: LimitRuleRequestBody }>(
    '/admin-api/limited-numbers',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary:
          'Limit a number (เลขอั้น) of a lottery or of one round: a reduced rate (never above the base rate), closed, or a stake cap; replaces its rule',
        body: limitRuleBody,
        response: envelopeResponses(limitRule),
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
        if (rule.rateX100 !== null && rule.rateX100 > baseRate) throw new DomainError('limitRateAboveBase');
        const number = canonicalNumber(rule.type, rule.number);
        const before = await lockLimitRuleFor(trx, { ...rule, number });
        const id = await upsertLimitRule(trx, { ...rule, number });
        const after = toLimitRule({
          id,
          lottery_code: rule.lotteryCode,
          round_id: rule.roundId,
          bet_type: rule.type,
          number,
          rate_x100: rule.rateX100,
          closed: rule.closed,
          stake_cap: rule.stakeCap,
        });
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'limit.save',
          targetType: 'limited_number',
          targetId: id,
          before: before ? toLimitRule(before) : null,
          after,
        });
        return after;
      });
      return success(saved, th.lotto.limitRuleSaved);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/admin-api/limited-numbers/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: 'Remove a limited-number rule; lines already placed keep their rates',
        params: idParams,
        response: envelopeResponses({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const rule = await lockLimitRule(trx, id);
        if (!rule) throw new DomainError('notFound');
        await deleteLimitRule(trx, id);
        await recordAudit(trx, { actorId: request.member.id, action: 'limit.delete', targetType: 'limited_number', targetId: id, before: toLimitRule(rule), after: null });
      });
      return success({ id }, th.lotto.limitRuleDeleted);
    },
  );
}

interface LimitRuleRow {
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
function toLimitRule(row: LimitRuleRow) {
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
