import fastifyUnderPressure from '@fastify/under-pressure';
import { th } from '@lotto/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config/env';
import { failure } from '../http/envelope';

/** How often the event-loop delay and the heap are measured. */
const SAMPLE_INTERVAL_MS = 500;
const RETRY_AFTER_SECONDS = 10;

/** The liveness probe answers even when the process is overloaded: it is up, and restarting it would not help. */
const ALWAYS_ANSWERED: ReadonlySet<string> = new Set(['/healthz']);

/**
 * When the event loop falls behind or the heap is nearly full, new requests are refused at once
 * with 503 UNAVAILABLE (and Retry-After) instead of queueing behind the work in hand until the
 * client gives up; the load balancer's /readyz is refused too, so it sends them elsewhere.
 */
export const underPressure = fp(
  async (app: FastifyInstance, { pressure }: { pressure: ServerConfig['pressure'] }) => {
    const refuse = (request: FastifyRequest, reply: FastifyReply) => {
      if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return undefined;
      request.log.warn({ memory: app.memoryUsage() }, 'under pressure: request refused');
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return failure('UNAVAILABLE', th.errors.busy);
    };
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: pressure.maxEventLoopDelayMs,
      maxHeapUsedBytes: pressure.maxHeapUsedBytes,
      sampleInterval: SAMPLE_INTERVAL_MS,
      // under-pressure sends what the handler returns; its type only admits void.
      pressureHandler: refuse as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
    });
  },
  { name: 'under-pressure' },
);
