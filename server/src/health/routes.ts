import { liveReplySchema, readyReplySchema, th } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { YupTypeProvider } from '../http/requestSchema';
import { pendingMigrations } from '../db/migrate';
import { envelopeResponses, failure, success } from '../http/envelope';

/** For the load balancer (docs/api-conventions.md#several-servers): is the process up, and can it serve. */
export async function healthRoutes(fastify: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: envelopeResponses(liveReplySchema),
      },
    },
    async () => success({ up: true }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database is reachable and every migration is applied (503 otherwise)',
        response: envelopeResponses(readyReplySchema),
      },
    },
    async (request, reply) => {
      let reason: string;
      try {
        const pending = await pendingMigrations(database.db);
        if (pending.length === 0) return success({ ready: true });
        reason = `migrations not applied: ${pending.join(', ')}`;
      } catch (error) {
        reason = `database unreachable: ${String(error)}`;
      }
      request.log.warn(`not ready: ${reason}`);
      return reply.code(503).send(failure('INTERNAL', th.errors.internal));
    },
  );
}
