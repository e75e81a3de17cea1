import { BET_TYPES, cancelOrderRequestSchema, numberPaidRequestSchema, placeBetRequestSchema, th } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { bearerSecurity, envelopeResponses, failureSchema, success } from '../http/envelope';
import { documentationOnly, validateBody } from '../http/validation';
import { answerOnce, idempotencyScope, sendAnswer } from '../idempotency/idempotency';
import { idempotencyKeyHeader } from '../money/schemas';
import { cancelOrder, numberPaid, placeBet } from './betting';

/**
 * JSON schemas for /docs and the answers' serialization. Request bodies only describe their
 * fields: the shared yup schemas check them, so that the member gets their Thai messages.
 */
const memberForm = { type: 'object', nullable: true } as const;
const betType = { type: 'string', enum: BET_TYPES } as const;
const numberStatus = { type: 'string', enum: ['open', 'limited', 'closed'] } as const;

const numberPaidBody = {
  ...memberForm,
  properties: {
    round_id: { description: 'round_id of bet_running.', examples: ['12'] },
    type: { description: 'A bet type the round\'s lottery offers.', examples: ['top_two'] },
    number: { description: 'Digits, as many as the type has; todd numbers in any order.', examples: ['59'] },
  },
} as const;

const numberPaidPayload = {
  type: 'object',
  required: ['rate', 'status'],
  properties: {
    rate: { type: 'number', description: 'Baht paid per baht staked, if the line wins.' },
    status: { ...numberStatus, description: 'limited: a limited number (เลขอั้น) at a reduced rate; closed: takes no bets.' },
  },
} as const;

const placeBetBody = {
  ...memberForm,
  properties: {
    user_id: { description: 'Ignored: the member is the one of the Bearer token.' },
    round_id: { description: 'The round of every line.', examples: ['12'] },
    place_bet: {
      type: 'array',
      description: 'The lines, 1 to 500 objects; the whole slip is accepted or none of it.',
      items: {
        type: 'object',
        properties: {
          amount: { description: 'Baht, at most 2 decimals, within the lottery\'s line limits.', examples: [10] },
          rate: { description: 'The rate number_paid gave; any other answers RATE_CHANGED with the current rates.', examples: [90] },
          round_id: { description: 'The slip\'s round_id.' },
          type: { description: 'A bet type the lottery offers.' },
          number: { description: 'Digits, as many as the type has.' },
        },
      },
    },
  },
} as const;

const placeBetPayload = {
  type: 'object',
  required: ['slip_id', 'createdAt', 'total', 'credit'],
  properties: {
    slip_id: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time', description: 'With round_id, names the slip to cancel_order.' },
    total: { type: 'number', description: 'Baht staked.' },
    credit: { type: 'number', description: 'The member\'s credit after the stake, baht.' },
  },
} as const;

/** RATE_CHANGED carries the current rate and status of every line of the refused slip. */
const rateChangedFailure = {
  ...failureSchema,
  properties: {
    ...failureSchema.properties,
    payload: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'number', 'rate', 'status'],
        properties: { type: betType, number: { type: 'string' }, rate: { type: 'number' }, status: numberStatus },
      },
    },
  },
} as const;

const cancelOrderBody = {
  ...memberForm,
  properties: {
    round_id: { description: 'With createdAt, names the slip as the member sees it.', examples: ['12'] },
    createdAt: { description: 'createdAt of place_bet or history.', examples: ['2026-01-16T07:59:12.345Z'] },
    slip_id: { description: 'Or the slip_id of place_bet.' },
  },
} as const;

const cancelOrderPayload = {
  type: 'object',
  required: ['slip_id', 'round_id', 'createdAt', 'total', 'credit'],
  properties: {
    slip_id: { type: 'string' },
    round_id: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    total: { type: 'number', description: 'Baht refunded: the whole stake.' },
    credit: { type: 'number', description: 'The member\'s credit after the refund, baht.' },
  },
} as const;

/** The member lottery calls that price and move stakes: number_paid, place_bet, cancel_order. */
export async function lottoBettingRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const { db } = database;

  app.post(
    '/lto-public-api/lotto/number_paid',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['lotto'],
        security: bearerSecurity,
        summary: 'The rate a number of a bet type is paid at in a round now, and whether it takes bets',
        body: numberPaidBody,
        response: envelopeResponses(numberPaidPayload),
      },
    },
    async (request) => success(await numberPaid(db, await validateBody(numberPaidRequestSchema, request.body))),
  );

  app.post(
    '/lto-public-api/lotto/place_bet',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['lotto'],
        security: bearerSecurity,
        summary: 'Place a slip: every line at its current rate, the stake debited, all or nothing',
        headers: idempotencyKeyHeader,
        body: placeBetBody,
        response: { ...envelopeResponses(placeBetPayload), 409: rateChangedFailure },
      },
      validatorCompiler: documentationOnly,
    },
    async (request, reply) => {
      const input = await validateBody(placeBetRequestSchema, request.body);
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await placeBet(trx, request.member.id, input), th.lotto.betSuccess),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/lto-public-api/lotto/cancel_order',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['lotto'],
        security: bearerSecurity,
        summary: 'Cancel one of the member\'s running slips while its round is open: the stake is refunded',
        headers: idempotencyKeyHeader,
        body: cancelOrderBody,
        response: envelopeResponses(cancelOrderPayload),
      },
    },
    async (request, reply) => {
      const input = await validateBody(cancelOrderRequestSchema, request.body);
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await cancelOrder(trx, request.member.id, input), th.lotto.cancelSuccess),
      );
      return sendAnswer(reply, answer);
    },
  );
}
