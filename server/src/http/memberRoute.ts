import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { bearerSecurity } from './envelope';
import type { Contract } from './requestSchema';

interface MemberRouteOptions<R, B, H, P, Q> {
  /** The /docs group of the route's area. */
  tag: string;
  summary: string;
  /** The replies: `envelopeResponses(<shared reply schema>)`, with any other status's answer, or `fileResponses(…)`. */
  response: R;
  body?: Contract<B>;
  headers?: Contract<H>;
  params?: Contract<P>;
  querystring?: Contract<Q>;
  /** Content types other than JSON that the route reads (an upload). */
  consumes?: string[];
  /** A body limit of the route's own (BODY_LIMITS). */
  bodyLimit?: number;
  config?: FastifyContextConfig;
}

/**
 * The options of every member route, the one way member routes are declared: the auth gate before
 * validation (a guest gets 401 whatever the body says), the Bearer lock on /docs, and the shared
 * schemas of the request and the reply.
 */
export function memberRoute<R, B = unknown, H = unknown, P = unknown, Q = unknown>(
  { authenticate }: Pick<FastifyInstance, 'authenticate'>,
  { tag, summary, response, body, headers, params, querystring, consumes, bodyLimit, config }: MemberRouteOptions<R, B, H, P, Q>,
) {
  // Absent, not undefined, when not given (Fastify warns of an undefined schema part).
  const present = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : { [key]: value }) as { [key in K]: V };
  return {
    preValidation: authenticate,
    ...present('bodyLimit', bodyLimit),
    ...present('config', config),
    schema: {
      tags: [tag],
      security: bearerSecurity,
      summary,
      ...present('consumes', consumes),
      ...present('body', body),
      ...present('headers', headers),
      ...present('params', params),
      ...present('querystring', querystring),
      response,
    },
  };
}
