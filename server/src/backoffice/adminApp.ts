import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { YupTypeProvider } from '../http/requestSchema';

/**
 * What each resource's routes are declared on: the back office's one plugin, whose guard they pass,
 * typed by the shared yup schemas behind their Contracts.
 */
export type AdminApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  YupTypeProvider
>;
