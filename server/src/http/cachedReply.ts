import type { FastifyReply } from 'fastify';
import { acceptedEncoding, compress, type ContentEncoding } from './contentEncoding';
import { success } from './envelope';
import { checkSerializedReply } from './validation';

/** Smaller answers go as they are: compressed, they save less than a packet (@fastify/compress's threshold too). */
const MIN_COMPRESSED_BYTES = 1024;

/** A kept value's answer: its text, and that text compressed for each encoding a request has taken. */
interface KeptAnswer {
  text: string;
  compressed: Map<ContentEncoding, Buffer>;
  /** Whether the text is long enough to be compressed. */
  compressible: boolean;
}

/**
 * A sender of the success envelope of values a cache keeps: each value is serialized once, by the
 * route's own reply schema, and the same text is sent to every request until the cache lets the
 * value go. A browser gets it compressed, also once per value and encoding: the round list is about
 * 7 KB of JSON that every open lobby asks for again, on a phone's data. One sender per route, as
 * the text depends on the route's schema.
 */
export function cachedSuccess(): (reply: FastifyReply, value: object) => FastifyReply {
  const answers = new WeakMap<object, KeptAnswer>();
  return (reply, value) => {
    let answer = answers.get(value);
    if (answer === undefined) {
      const envelope = success(value);
      // A schema's serializer answers text.
      const text = String(reply.serialize(envelope));
      checkSerializedReply(reply.request, envelope, text);
      answer = { text, compressed: new Map(), compressible: Buffer.byteLength(text) >= MIN_COMPRESSED_BYTES };
      answers.set(value, answer);
    }
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = answer.compressible ? acceptedEncoding(reply.request) : null;
    if (encoding) {
      let body = answer.compressed.get(encoding);
      if (body === undefined) {
        body = compress(answer.text, encoding, { once: true });
        answer.compressed.set(encoding, body);
      }
      return reply.header('content-encoding', encoding).send(body);
    }
    // A string with a JSON type is sent as it is: the route's serializer does not run again.
    return reply.send(answer.text);
  };
}
