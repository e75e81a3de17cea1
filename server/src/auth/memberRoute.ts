import type { FastifyInstance } from 'fastify';
import type { Schema } from 'yup';
import { bearerSecurity, envelopeResponses } from '../http/envelope';
import type { Contract } from '../http/requestSchema';

interface MemberRouteSchema<T, B, H> {
  /** The /docs group of the route's area. */
  tag: string;
  summary: string;
  /** The shared reply schema of the payload. */
  reply: Schema<T>;
  body?: Contract<B>;
  headers?: Contract<H>;
}

/**
 * The options of a member route: the auth gate before validation (a guest gets 401 whatever the
 * body says), the Bearer lock on /docs, and the shared schemas of the request and the reply.
 */
export function memberRoute<T, B = unknown, H = unknown>(
  { authenticate }: Pick<FastifyInstance, 'authenticate'>,
  { tag, summary, reply, body, headers }: MemberRouteSchema<T, B, H>,
) {
  return {
    preValidation: authenticate,
    schema: {
      tags: [tag],
      security: bearerSecurity,
      summary,
      // Absent, not undefined, on a call without a body or headers (Fastify warns of an undefined one).
      ...((body ? { body } : {}) as { body: Contract<B> }),
      ...((headers ? { headers } : {}) as { headers: Contract<H> }),
      response: envelopeResponses(reply),
    },
  };
}
