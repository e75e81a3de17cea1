/** Every answer of the server has one of these two shapes (docs/api-conventions.md). */
export interface ApiSuccess<T> {
  status: 'success';
  message: string;
  payload: T;
}

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INSUFFICIENT_CREDIT',
  'ROUND_CLOSED',
  'RATE_CHANGED',
  'NUMBER_CLOSED',
  'STAKE_LIMIT',
  'PLAY_LIMIT',
  'SELF_EXCLUDED',
  'DUPLICATE',
  'CONFLICT',
  'INTERNAL',
  /** The server is overloaded and refused the request before doing any of it: try again shortly. */
  'UNAVAILABLE',
  /** A maintenance window closes the call's module (ปิดปรับปรุง): the message is the window's. */
  'MAINTENANCE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiFailure {
  status: 'error';
  code: ErrorCode;
  message: string;
  payload?: unknown;
}

export function isApiFailure(body: unknown): body is ApiFailure {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { status?: unknown }).status === 'error' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}
