import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The lottery calls bet_running and bet_result are POSTs with no body (docs/api-conventions.md#calls),
 * and clients often send them with a JSON content type anyway; Fastify would refuse the empty body. An empty JSON body
 * is read as no body; any other goes through Fastify's own JSON parser and its protections.
 */
export const emptyJsonBody = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'empty-json-body' },
);
