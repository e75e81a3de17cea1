import { canonicalNumber, satangToBaht, th } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { bearerSecurity, envelopeResponses, success } from '../http/envelope';
import { ApiError } from '../http/errors';
import { rateFromX100 } from '../lotto/catalogue';
import { deleteLimitRule, findRateTable, upsertLimitRule } from '../lotto/ratesRepository';
import { settleRound } from '../lotto/settlement';
import { findLottery, lockRoundTimes, roundBelongsTo, updateRoundTimes } from './roundsRepository';
import { bangkokDate, parseLimitRule, parseRoundTimesChange, roundTimesInOrder } from './roundsRequests';

const int4 = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const roundParams = { type: 'object', required: ['round_id'], properties: { round_id: int4 } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: int4 } } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** Bodies only describe their fields: the handlers check them and answer in Thai. */
const resultBody = {
  type: 'object',
  nullable: true,
  description:
    'Government lotteries: {first_prize (6 digits), "3front": [a, b], "3back": [a, b], "2bottom"}; ' +
    'others: {"4top" (where the lottery has four digits), "3top", "2top", "2bottom"}; all strings of digits.',
  examples: [{ first_prize: '123456', '3front': ['123', '456'], '3back': ['789', '012'], '2bottom': '34' }, { '3top': '123', '2top': '23', '2bottom': '45' }],
} as const;

const settlementSummary = {
  type: 'object',
  required: ['round_id', 'settlement_version', 'lines', 'winning_lines', 'winners', 'prize'],
  properties: {
    round_id: { type: 'integer' },
    settlement_version: { type: 'integer' },
    lines: { type: 'integer', description: 'Lines settled.' },
    winning_lines: { type: 'integer' },
    winners: { type: 'integer', description: 'Members paid.' },
    prize: { type: 'number', description: 'Baht paid in all.' },
  },
} as const;

const roundTimesBody = {
  type: 'object',
  nullable: true,
  properties: {
    open_at: { description: 'ISO time (or start_at).' },
    close_at: { description: 'ISO time (or end_at); bets are taken until then.' },
    draw_at: { description: 'ISO time; the round\'s date becomes its Bangkok date.', examples: ['2025-01-17T09:00:00Z'] },
  },
} as const;

const roundTimes = {
  type: 'object',
  required: ['round_id', 'round_date', 'open_at', 'close_at', 'draw_at'],
  properties: { round_id: { type: 'integer' }, round_date: { type: 'string' }, open_at: dateTime, close_at: dateTime, draw_at: dateTime },
} as const;

const limitRuleBody = {
  type: 'object',
  nullable: true,
  properties: {
    lottery_code: { description: 'The lottery, e.g. government.' },
    round_id: { description: 'Only this round of it; absent: every round.' },
    type: { description: 'A bet type the lottery offers.' },
    number: { description: 'Digits; todd numbers in any order.' },
    rate: { description: 'Reduced rate, baht per baht.' },
    closed: { description: 'true: the number takes no bets.' },
    stake_cap: { description: 'Baht: the most all members together may stake on the number in a round.' },
  },
} as const;

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

/** Staff calls of DESIGN.md section 3 for rounds: record a result, move a round's times, limited numbers. */
export async function adminLottoRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const { db } = database;
  app.addHook('preHandler', app.requireStaff);

  app.post<RoundRequest>(
    '/admin-api/rounds/:round_id/result',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Record a closed round\'s result and settle it: winners are paid at once',
        params: roundParams,
        body: resultBody,
        response: envelopeResponses(settlementSummary),
      },
    },
    async (request) => {
      const summary = await settleRound(db, request.params.round_id, request.body, { actorId: request.member.id, action: 'recorded' });
      return success({ ...summary, prize: satangToBaht(summary.prize) }, th.lotto.resultRecorded);
    },
  );

  app.patch<RoundRequest>(
    '/admin-api/rounds/:round_id',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Move a round\'s times (a draw that falls on another day), until the round closes',
        params: roundParams,
        body: roundTimesBody,
        response: envelopeResponses(roundTimes),
      },
    },
    async (request) => {
      const roundId = request.params.round_id;
      const change = parseRoundTimesChange(request.body);
      const moved = await db.transaction().execute(async (trx) => {
        const round = await lockRoundTimes(trx, roundId);
        if (!round) throw new ApiError(404, 'NOT_FOUND', th.lotto.roundNotFound);
        // Bets are taken on the times staff set; once a round has closed they are final.
        if (round.settled || round.closed) throw new ApiError(409, 'CONFLICT', th.lotto.timesLocked);
        const times = { open_at: round.open_at, close_at: round.close_at, draw_at: round.draw_at, ...change };
        if (!roundTimesInOrder(times)) throw new ApiError(400, 'VALIDATION', th.lotto.timesInvalid);
        const roundDate = bangkokDate(times.draw_at);
        await updateRoundTimes(trx, roundId, { ...times, roundDate });
        return { round_id: roundId, round_date: roundDate, ...times };
      });
      return success(
        { ...moved, open_at: moved.open_at.toISOString(), close_at: moved.close_at.toISOString(), draw_at: moved.draw_at.toISOString() },
        th.lotto.timesMoved,
      );
    },
  );

  app.post(
    '/admin-api/limited-numbers',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Limit a number (เลขอั้น) of a lottery or of one round: a reduced rate, closed, or a stake cap; replaces its rule',
        body: limitRuleBody,
        response: envelopeResponses(limitRule),
      },
    },
    async (request) => {
      const rule = parseLimitRule(request.body);
      if (!(await findLottery(db, rule.lotteryCode))) throw new ApiError(400, 'VALIDATION', th.lotto.lotteryNotFound);
      if (rule.roundId !== null && !(await roundBelongsTo(db, rule.roundId, rule.lotteryCode))) {
        throw new ApiError(400, 'VALIDATION', th.lotto.roundNotFound);
      }
      if (!(await findRateTable(db, rule.lotteryCode)).has(rule.type)) throw new ApiError(400, 'VALIDATION', th.lotto.typeNotOffered);
      const number = canonicalNumber(rule.type, rule.number);
      const id = await upsertLimitRule(db, { ...rule, number });
      return success(
        {
          id,
          lottery_code: rule.lotteryCode,
          round_id: rule.roundId,
          type: rule.type,
          number,
          rate: rule.rateX100 === null ? null : rateFromX100(rule.rateX100),
          closed: rule.closed,
          stake_cap: rule.stakeCap === null ? null : satangToBaht(rule.stakeCap),
        },
        th.lotto.limitRuleSaved,
      );
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/admin-api/limited-numbers/:id',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Remove a limited-number rule; lines already placed keep their rates',
        params: idParams,
        response: envelopeResponses({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }),
      },
    },
    async (request) => {
      if (!(await deleteLimitRule(db, request.params.id))) throw new ApiError(404, 'NOT_FOUND', th.errors.notFound);
      return success({ id: request.params.id }, th.lotto.limitRuleDeleted);
    },
  );
}
