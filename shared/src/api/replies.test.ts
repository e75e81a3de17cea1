import type { InferType } from 'yup';
import type { ApiFailure, ApiSuccess } from './envelope';
import { failureReplySchema, flag, shape, successReplySchema } from './replies';

/** The envelope types are written out once (envelope.ts, for the browser without yup); their schemas must say the same. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Plain<T> = { [K in keyof T]: T[K] };
const sameType = <T extends true>(): T => true as T;

const payload = shape({ up: flag() });

test('the success and failure schemas have the types ApiSuccess and ApiFailure', () => {
  expect(
    sameType<Equal<Plain<InferType<ReturnType<typeof successReplySchema<InferType<typeof payload>>>>>, ApiSuccess<{ up: boolean }>>>(),
  ).toBe(true);
  type Failure = InferType<ReturnType<typeof failureReplySchema>>;
  // The payload of a failure is any JSON (yup's mixed); the rest must match exactly.
  expect(sameType<Equal<Plain<Omit<Failure, 'payload'>>, Plain<Omit<ApiFailure, 'payload'>>>>()).toBe(true);
  expect(sameType<Equal<Pick<Failure, 'payload'> extends { payload?: unknown } ? true : false, true>>()).toBe(true);
});

test('a failure names its status and code, and may carry a payload', () => {
  expect(failureReplySchema().describe()).toMatchObject({
    fields: {
      status: { oneOf: ['error'] },
      code: { oneOf: expect.arrayContaining(['VALIDATION', 'RATE_CHANGED']) },
      payload: { optional: true },
    },
  });
  expect(successReplySchema(payload).describe()).toMatchObject({
    fields: { status: { oneOf: ['success'] }, payload: { optional: false } },
  });
});
