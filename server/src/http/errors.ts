import { th, type ErrorCode } from '@lotto/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../errors/errors';
import { httpFailureOf } from './domainErrors';
import { failure } from './envelope';

const API_PREFIXES = ['/cl-api/', '/lto-public-api/', '/admin-api/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
}

/** Status codes of 4xx failures that are not the client's data being wrong. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * One error handler for the whole server: every failure leaves as {status:'error', code, message}
 * with a Thai message. Domain failures take theirs from the table in domainErrors.ts; a 5xx is
 * logged in full and the client learns nothing of its cause.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      if (error instanceof DomainError) {
        const { status, code, message, payload } = httpFailureOf(error.kind, error.details);
        return reply.code(status).send(failure(code, message, payload));
      }
      const status = error.statusCode ?? 500;
      if (error.validation || status === 400) {
        return reply.code(400).send(failure('VALIDATION', th.errors.validation));
      }
      // A body past its route's bodyLimit, refused before it was read.
      if (status === 413) return reply.code(413).send(failure('VALIDATION', th.errors.tooLarge));
      if (status >= 400 && status < 500) {
        const code = CLIENT_ERROR_CODES[status] ?? 'VALIDATION';
        const message = code === 'NOT_FOUND' ? th.errors.notFound : code === 'VALIDATION' ? th.errors.validation : th.errors.generic;
        return reply.code(status).send(failure(code, message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(status >= 500 && status < 600 ? status : 500).send(failure('INTERNAL', th.errors.internal));
    });
  },
  { name: 'error-handler' },
);
