import { th } from '@lotto/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

/**
 * `frameworkErrors` of the Fastify instance: a URL that cannot be decoded (`%ZZ`) is refused by
 * Fastify before routing, so the error handler never sees it; it still leaves in the envelope.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(failure('VALIDATION', th.errors.validation));
}
