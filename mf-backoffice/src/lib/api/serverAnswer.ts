import { toast } from 'react-toastify';
import type { ApiSuccess } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';

/** A mutation's result whose endpoint answers the whole envelope (`answer: 'envelope'`). */
export type EnvelopeResult<T> = { data?: ApiSuccess<T>; error?: unknown };

/**
 * Shows the server's Thai message of a money action as a toast: its success message (else
 * `fallback`, which may be made from the payload), or its refusal. Gives the payload on success,
 * undefined on a refusal.
 */
export function toastAnswer<T>(result: EnvelopeResult<T>, fallback: string | ((payload: T) => string)): T | undefined {
  if (result.data) {
    toast.success(result.data.message || (typeof fallback === 'string' ? fallback : fallback(result.data.payload)));
    return result.data.payload;
  }
  toast.error((result.error as QueryError).message);
  return undefined;
}
