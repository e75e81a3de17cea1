import { remoteManifestSchema } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { replySchema, type YupTypeProvider } from '../http/requestSchema';
import { buildManifest, readPins, type Pins } from './store';

export async function remotesRoutes(fastify: FastifyInstance, { webDir }: { webDir: string }): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Live version and entry URL of each deployed remote (pins apply at once, no restart)',
        response: { 200: replySchema(remoteManifestSchema) },
      },
    },
    async (request, reply) => {
      // Read on every request: an operator's pin or rollback must apply without a restart.
      let pins: Pins = {};
      try {
        pins = readPins(webDir);
      } catch (error) {
        // A broken pins.json must not take every remote down: serve the newest versions, and say so.
        request.log.error({ err: error }, 'pins ignored');
      }
      reply.header('cache-control', 'no-cache');
      return buildManifest(webDir, pins);
    },
  );
}
