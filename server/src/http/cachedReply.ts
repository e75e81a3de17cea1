import type { FastifyReply } from 'fastify';
import { success } from './envelope';
import { checkSerializedReply } from './validation';

/**
 * A sender of the success envelope of values a cache keeps: each value is serialized once, by the
 * route's own reply schema, and the same text is sent to every request until the cache lets the
 * value go. One sender per route, as the text depends on the route's schema.
 */
export function cachedSuccess(): (reply: FastifyReply, value: object) => FastifyReply {
  const serialized = new WeakMap<object, string>();
  return (reply, value) => {
    let body = serialized.get(value);
    if (body === undefined) {
      const envelope = success(value);
      // A schema's serializer answers text.
      body = String(reply.serialize(envelope));
      checkSerializedReply(reply.request, envelope, body);
      serialized.set(value, body);
    }
    // A string with a JSON type is sent as it is: the route's serializer does not run again.
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
