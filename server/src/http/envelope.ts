import type { ApiFailure, ApiSuccess, ErrorCode } from '@lotto/shared';

/** The two answer shapes of docs/api-conventions.md, and their JSON schemas for routes and /docs. */
export function success<T>(payload: T, message = ''): ApiSuccess<T> {
  return { status: 'success', message, payload };
}

export function failure(code: ErrorCode, message: string, payload?: unknown): ApiFailure {
  return payload === undefined ? { status: 'error', code, message } : { status: 'error', code, message, payload };
}

export function successSchema(payload: object) {
  return {
    type: 'object',
    required: ['status', 'message', 'payload'],
    properties: {
      status: { type: 'string', enum: ['success'] },
      message: { type: 'string' },
      payload,
    },
  } as const;
}

export const failureSchema = {
  type: 'object',
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'string', enum: ['error'] },
    code: { type: 'string' },
    message: { type: 'string' },
    payload: {},
  },
} as const;

/** `response` of a route schema: the success shape on 200 and the failure shape otherwise. */
export function envelopeResponses(payload: object) {
  return { 200: successSchema(payload), '4xx': failureSchema, '5xx': failureSchema };
}

/** `security` of a route schema that needs the Bearer token, so /docs shows the lock. */
export const bearerSecurity = [{ bearer: [] }];
