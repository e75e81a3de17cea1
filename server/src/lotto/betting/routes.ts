import {
  BET_TYPES,
  cancelOrderRequestSchema,
  numberPaidRequestSchema,
  placeBetRequestSchema,
  th,
  type CancelOrderInput,
  type NumberPaidInput,
  type PlaceBetInput,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { bearerSecurity, envelopeResponses, failureSchema, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { answerOnce, idempotencyScope, sendAnswer } from '../../idempotency/idempotency';
import { BODY_LIMITS } from '../../limits/bodyLimits';
import { idempotencyKeyHeader } from '../../money/schemas';
import { cancelOrder, numberPaid, placeBet } from './betting';

/**
 * JSON schemas for /docs and the answers' serialization. Request bodies are the shared yup
 * schemas (requestSchema), which also check them with the member's Thai messages.
 */
const betType = { type: 'string', enum: BET_TYPES } as const;
const numberStatus = { type: 'string', enum: ['open', 'limited', 'closed'] } as const;

const numberPaidBody = requestSchema(numberPaidRequestSchema);

const numberPaidPayload = {
  type: 'object',
  required: ['rate', 'status'],
  properties: {
    rate: { type: 'number', description: 'Baht paid per baht staked, if the line wins.' },
    status: { ...numberStatus, description: 'limited: a limited number (เลขอั้น) at a reduced rate; closed: takes no bets.' },
  },
} as const;

const placeBetBody = requestSchema(placeBetRequestSchema);

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

const cancelOrderBody = requestSchema(cancelOrderRequestSchema);

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

  app.post<{ Body: NumberPaidInput }>(
    '/lto-public-api/lotto/number_paid',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['lotto'],
        security: bearerSecurity,
        summary: 'The rate a number of a bet type is paid at in a round now, and whether it takes bets',
        body: numberPaidBody,
        response: envelopeResponses(numberPaidPayload),
      },
    },
    async (request) => success(await numberPaid(db, request.body)),
  );

  app.post<{ Body: PlaceBetInput }>(
    '/lto-public-api/lotto/place_bet',
    {
      bodyLimit: BODY_LIMITS.slip,
      preValidation: app.authenticate,
      schema: {
        tags: ['lotto'],
        security: bearerSecurity,
        summary: 'Place a slip: every line at its current rate, the stake debited, all or nothing',
        headers: idempotencyKeyHeader,
        body: placeBetBody,
        response: { ...envelopeResponses(placeBetPayload), 409: rateChangedFailure },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await placeBet(trx, request.member.id, input), th.lotto.betSuccess),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post<{ Body: CancelOrderInput }>(
    '/lto-public-api/lotto/cancel_order',
    {
      preValidation: app.authenticate,
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
      const input = request.body;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await cancelOrder(trx, request.member.id, input), th.lotto.cancelSuccess),
      );
      return sendAnswer(reply, answer);
    },
  );
}
