import * as yup from 'yup';
import { ERROR_CODES } from './envelope';

/**
 * The pieces every reply schema is made of. A reply schema is the one definition of an answer:
 * its `InferType` is the payload type both sides use, and the server converts it to the JSON
 * schema that serialises the answer and documents it at /docs. A reply is never validated, so
 * these only say what a field is: every field is `defined` (present in every answer, so its type
 * has no `| undefined`) unless it is written `optional`.
 */

export const text = () => yup.string().defined();
export const integer = () => yup.number().integer().defined();
/** Baht, rates: numbers that may have decimals. */
export const decimal = () => yup.number().defined();
export const flag = () => yup.boolean().defined();
/** An ISO 8601 time, as a string. */
export const isoTime = () => text().meta({ format: 'date-time' });
/** A calendar date, YYYY-MM-DD. */
export const calendarDate = () => text().meta({ format: 'date' });
export const oneOfText = <T extends string>(values: readonly T[]) => yup.string<T>().oneOf(values).defined();
export const shape = <S extends yup.ObjectShape>(fields: S) => yup.object(fields).defined();
export const listOf = <T>(items: yup.Schema<T>) => yup.array(items).defined();

/** An object whose keys are data (a result: prize key → digits): every value has the schema `values`. */
export const recordOf = <T, R extends object = Record<string, T>>(values: yup.Schema<T>) =>
  yup.mixed<R>().defined().meta({ recordOf: values });

/** A value of one of several schemas (a prize: digits, or a list of them). */
export const anyOf = <A extends object | string, B extends object | string>(first: yup.Schema<A>, second: yup.Schema<B>) =>
  yup
    .mixed<A | B>()
    .defined()
    .meta({ anyOf: [first, second] });

/** The payload of an answer that carries nothing: null. */
export const nothing = () =>
  yup
    .mixed()
    .nullable()
    .defined()
    .meta({ jsonSchema: { type: 'null' } }) as unknown as yup.Schema<null>;

/** Bytes of a file the answer is (a slip image), not JSON. */
export const fileBytes = (description: string) =>
  yup
    .mixed<Uint8Array>()
    .defined()
    .meta({ jsonSchema: { type: 'string', format: 'binary' }, description });

/** An SVG image as text, not JSON. */
export const svgImage = () => text().meta({ description: 'SVG image.' });

// --- the two answer shapes of docs/api-conventions.md ---

/** `{status: 'success', message, payload}` around a payload schema (the type ApiSuccess). */
export const successReplySchema = <T>(payload: yup.Schema<T>) =>
  shape({ status: oneOfText(['success'] as const), message: text(), payload });

/** `{status: 'error', code, message, payload?}` (the type ApiFailure); `payload` says what a failure carries (RATE_CHANGED's current rates). */
export const failureReplySchema = <T = unknown>(payload: yup.Schema<T> = yup.mixed() as yup.Schema<T>) =>
  shape({ status: oneOfText(['error'] as const), code: oneOfText(ERROR_CODES), message: text(), payload: payload.optional() });

/** A page of a list: `{data, limit, paging: {page, pages}, total}` (its type is Paged). */
export const pageOf = <T>(item: yup.Schema<T>) =>
  shape({
    data: listOf(item),
    limit: integer(),
    paging: shape({ page: integer(), pages: integer().meta({ description: 'At least 1.' }) }),
    total: integer(),
  });

/** A page of a list; pages is at least 1, also when there is nothing to show. */
export type Paged<T> = yup.InferType<ReturnType<typeof pageOf<T>>>;
