import { th, type ErrorCode } from '@lotto/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from './envelope';

/** A failure a route means to report: its status, code and Thai message reach the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** What the client needs to recover, such as the current rates of RATE_CHANGED. */
    readonly payload?: unknown,
  ) {
    super(message);
  }
}

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
 * with a Thai message; a 5xx is logged in full and the client learns nothing of its cause.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        return reply.code(error.statusCode).send(failure(error.code, error.message, error.payload));
      }
      const status = error.statusCode ?? 500;
      if (error.validation || status === 400) {
        return reply.code(400).send(failure('VALIDATION', th.errors.validation));
      }
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
