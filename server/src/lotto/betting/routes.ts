import {
  cancelOrderReplySchema,
  cancelOrderRequestSchema,
  currentRateSchema,
  listOf,
  numberPaidReplySchema,
  numberPaidRequestSchema,
  numbersPaidReplySchema,
  numbersPaidRequestSchema,
  placeBetReplySchema,
  placeBetRequestSchema,
  th,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { envelopeResponses, failureWithPayloadSchema, success } from '../../http/envelope';
import { requestSchema, type YupTypeProvider } from '../../http/requestSchema';
import { memberRoute } from '../../http/memberRoute';
import { answerOnce, answerOnceStoredByWork, idempotencyScope, sendAnswer } from '../../idempotency/idempotency';
import { BODY_LIMITS } from '../../requestLimits/bodyLimits';
import { idempotencyKeyHeader } from '../../money/schemas';
import { cancelOrder, numberPaid, placeBet, PlaceWithRoundHeld, SlipRefused } from './betting';
import { numbersPaid } from './numbersPaid';

const numberPaidBody = requestSchema(numberPaidRequestSchema);
const numbersPaidBody = requestSchema(numbersPaidRequestSchema);
const placeBetBody = requestSchema(placeBetRequestSchema);
const cancelOrderBody = requestSchema(cancelOrderRequestSchema);

/** The member lottery calls that price and move stakes: number_paid, numbers_paid, place_bet, cancel_order. */
export async function lottoBettingRoutes(fastify: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;

  app.post(
    '/lto-public-api/lotto/number_paid',
    memberRoute(app, {
      tag: 'lotto',
      summary: 'The rate a number of a bet type is paid at in a round now, and whether it takes bets',
      body: numberPaidBody,
      response: envelopeResponses(numberPaidReplySchema),
    }),
    async (request) => success(await numberPaid(db, request.body)),
  );

  app.post(
    '/lto-public-api/lotto/numbers_paid',
    memberRoute(app, {
      tag: 'lotto',
      summary: 'number_paid for every number of an expansion at once, with how much the member can still stake on each (remaining, baht)',
      body: numbersPaidBody,
      response: envelopeResponses(numbersPaidReplySchema),
    }),
    async (request) => success(await numbersPaid(db, request.member.id, request.body)),
  );

  app.post(
    '/lto-public-api/lotto/place_bet',
    memberRoute(app, {
      tag: 'lotto',
      summary: 'Place a slip: every line at its current rate, the stake debited, all or nothing',
      headers: idempotencyKeyHeader,
      body: placeBetBody,
      // RATE_CHANGED carries the current rate and status of every line of the refused slip.
      response: { ...envelopeResponses(placeBetReplySchema), 409: failureWithPayloadSchema(listOf(currentRateSchema)) },
      bodyLimit: BODY_LIMITS.slip,
    }),
    async (request, reply) => {
      const input = request.body;
      // This process's copy: no read of its own (server/src/site-config/maintenance.ts).
      const maintenance = await app.maintenance.current();
      const place = (lockRisk: boolean) =>
        answerOnceStoredByWork(db, idempotencyScope(request), async (trx, key) => {
          const storeAnswer = key && { key, reply: success(null, th.lotto.betSuccess) };
          return success(await placeBet(trx, request.member.id, input, { lockRisk, maintenance, storeAnswer }), th.lotto.betSuccess);
        }).catch(async (error: unknown) => {
          // Read once the slip's transaction has rolled back (placeBet).
          throw error instanceof SlipRefused ? await error.reason(db) : error;
        });
      // A slip whose price other bets could move under it is placed again with its round held against them.
      const answer = await place(false).catch((error: unknown) => {
        if (error instanceof PlaceWithRoundHeld) return place(true);
        throw error;
      });
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/lto-public-api/lotto/cancel_order',
    memberRoute(app, {
      tag: 'lotto',
      summary: "Cancel one of the member's running slips while its round is open: the stake is refunded",
      headers: idempotencyKeyHeader,
      body: cancelOrderBody,
      response: envelopeResponses(cancelOrderReplySchema),
    }),
    async (request, reply) => {
      const input = request.body;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await cancelOrder(trx, request.member.id, input), th.lotto.cancelSuccess),
      );
      return sendAnswer(reply, answer);
    },
  );
}
