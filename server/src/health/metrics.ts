import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { SchedulerOptions } from '../scheduler/scheduler';
import { DomainError } from '../errors/errors';

const digestOf = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Compared as digests of their bytes: equal lengths whatever the header holds (a character count
 * says nothing of the byte count), in constant time, and nothing of the token's length leaks.
 */
const sameToken = (given: string, expected: string) => timingSafeEqual(digestOf(given), digestOf(expected));

/**
 * GET /metrics for Prometheus, for operators only (Authorization: Bearer METRICS_TOKEN): per-route
 * request counts and latency histograms, the process's event-loop delay, heap and CPU
 * (prom-client's defaults), the PostgreSQL pool's connections in use, idle and awaited, and the
 * round scheduler's job runs (`app.metrics` is handed to it by server.ts).
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance, { database, token }: { database: Database; token: string }): Promise<void> => {
    await app.register(fastifyMetrics, {
      // The route is this plugin's own, below: closed by the token.
      endpoint: null,
      // Tests build several apps in one process: each starts from an empty registry.
      clearRegisterOnInit: true,
      defaultMetrics: { enabled: true },
      routeMetrics: { enabled: true, registeredRoutesOnly: true, groupStatusCodes: true },
    });
    const { client } = app.metrics;
    app.get(
      '/metrics',
      {
        schema: { summary: 'Prometheus metrics, for operators (Authorization: Bearer METRICS_TOKEN)', tags: ['health'] },
        onRequest: async (request: FastifyRequest) => {
          if (!sameToken(request.headers.authorization ?? '', `Bearer ${token}`)) throw new DomainError('unauthorized');
        },
      },
      async (_request, reply) => {
        void reply.type(client.register.contentType);
        return client.register.metrics();
      },
    );
    const stats = database.poolStats;
    if (stats) {
      new client.Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections by state: in_use, idle, and requests waiting for one',
        labelNames: ['state'],
        collect() {
          const { total, idle, waiting } = stats();
          this.set({ state: 'in_use' }, total - idle);
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'waiting' }, waiting);
        },
      });
    }
  },
  // Not encapsulated: it times every route of the app, and the scheduler finds `app.metrics`.
  { name: 'metrics' },
);

/** The scheduler's step runs as a histogram by job and outcome, when /metrics is on. */
export function schedulerStepMetrics(app: FastifyInstance): SchedulerOptions['onStep'] {
  if (!app.hasDecorator('metrics')) return undefined;
  const runs = new app.metrics.client.Histogram({
    name: 'scheduler_job_duration_seconds',
    help: 'Round scheduler job runs by job and outcome',
    labelNames: ['job', 'outcome'],
  });
  return ({ name, failed, seconds }) => runs.observe({ job: name, outcome: failed ? 'failed' : 'ok' }, seconds);
}
