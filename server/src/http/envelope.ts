import { failureReplySchema, successReplySchema, text, type ApiFailure, type ApiSuccess, type ErrorCode } from '@lotto/shared';
// Types only: the schemas come from @lotto/shared, which depends on yup.
import type { Schema } from 'yup';
import { replySchema, toJsonSchema, type Contract, type JsonSchema } from './requestSchema';

/** The two answer shapes of docs/api-conventions.md, and their JSON schemas for routes and /docs. */
export function success<T>(payload: T, message = ''): ApiSuccess<T> {
  return { status: 'success', message, payload };
}

export function failure(code: ErrorCode, message: string, payload?: unknown): ApiFailure {
  return payload === undefined ? { status: 'error', code, message } : { status: 'error', code, message, payload };
}

/** Every failure of every route: the shape of `failure`. */
export const failureSchema = replySchema(failureReplySchema());

/** A failure whose payload has a shape of its own (RATE_CHANGED carries the current rates). */
export function failureWithPayloadSchema<T>(payload: Schema<T>) {
  return replySchema(failureReplySchema(payload));
}

/** `response` of a route schema: a shared reply schema in the success shape on 200, the failure shape otherwise. */
export function envelopeResponses<T>(payload: Schema<T>): {
  200: Contract<ApiSuccess<T>>;
  '4xx': typeof failureSchema;
  '5xx': typeof failureSchema;
};
/**
 * Transitional, for the /admin-api routes still described by hand-written JSON until they move to
 * shared reply schemas (the contract test lists them); remove this overload with the last of them.
 */
export function envelopeResponses(payload: JsonSchema): { 200: JsonSchema; '4xx': typeof failureSchema; '5xx': typeof failureSchema };
export function envelopeResponses(payload: Schema | JsonSchema) {
  if (isYupSchema(payload)) return { 200: replySchema(successReplySchema(payload)), '4xx': failureSchema, '5xx': failureSchema };
  const envelope = toJsonSchema(successReplySchema(text()).describe()) as JsonSchema & { properties: JsonSchema };
  return { 200: { ...envelope, properties: { ...envelope.properties, payload } }, '4xx': failureSchema, '5xx': failureSchema };
}

const isYupSchema = (value: object): value is Schema => (value as { __isYupSchema__?: unknown }).__isYupSchema__ === true;

/** `response` of a route that answers a file (an image) on 200, and failures in the envelope. */
export function fileResponses<S extends Schema>(file: S) {
  return { 200: replySchema<S>(file), '4xx': failureSchema, '5xx': failureSchema };
}

/** `security` of a route schema that needs the Bearer token, so /docs shows the lock. */
export const bearerSecurity = [{ bearer: [] }];
