import { REMOTE_NAMES } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { buildManifest, readPins, type Pins } from './store';

const entrySchema = {
  type: 'object',
  required: ['container', 'version', 'entry'],
  properties: { container: { type: 'string' }, version: { type: 'string' }, entry: { type: 'string' } },
} as const;

const manifestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(REMOTE_NAMES.map((name) => [name, entrySchema])),
};

export async function remotesRoutes(app: FastifyInstance, { webDir }: { webDir: string }): Promise<void> {
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Live version and entry URL of each deployed remote (pins apply at once, no restart)',
        response: { 200: manifestSchema },
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
