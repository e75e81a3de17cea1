import { th, validationMessages } from '@lotto/shared';
// Types only: the schemas come from @lotto/shared, which depends on yup.
import type { AnyObjectSchema, InferType, SchemaFieldDescription, ValidationError } from 'yup';
import { ApiError } from './errors';

/** Every message the shared schemas give on purpose: the Thai texts of SPEC.md section 5 and ours. */
const SHARED_MESSAGES: ReadonlySet<string> = new Set(
  Object.values(validationMessages).flatMap((group) => (typeof group === 'string' ? [group] : Object.values(group))),
);

/**
 * The request body as a shared `schema` casts it, or a 400 VALIDATION failure with the message of
 * the first wrong field in the order the schema lists its fields (the order of the form). yup's
 * own order is not that one, as it sorts fields that refer to others (confirm_password) first.
 * A missing body is an empty one, so it gets the message of the first required field; a message
 * yup writes itself (in English, for a value of the wrong type) becomes the generic Thai one.
 * `context` carries what a rule needs from the server, such as the member's credit.
 */
export async function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown, context?: object): Promise<InferType<S>> {
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, context });
  } catch (error) {
    if ((error as Error).name !== 'ValidationError') throw error;
    const message = firstMessage(schema, error as ValidationError);
    throw new ApiError(400, 'VALIDATION', SHARED_MESSAGES.has(message) ? message : th.errors.validation);
  }
}

function firstMessage(schema: AnyObjectSchema, error: ValidationError): string {
  const order = fieldPaths(schema.describe());
  const rank = (failure: ValidationError) => order.indexOf((failure.path ?? '').replace(/\[\d+\]/g, '[]'));
  const failures = error.inner.length > 0 ? error.inner : [error];
  // A stable sort keeps yup's order of the rules within one field.
  const [first] = [...failures].sort((a, b) => rank(a) - rank(b));
  return first?.message ?? error.message;
}

/** Paths of the fields in the order they are written; items of an array as `accounts[].bank_id`. */
function fieldPaths(description: SchemaFieldDescription, prefix = ''): string[] {
  if ('fields' in description) {
    return Object.entries(description.fields).flatMap(([name, field]) => [
      prefix + name,
      ...fieldPaths(field, `${prefix}${name}.`),
    ]);
  }
  if ('innerType' in description && description.innerType && !Array.isArray(description.innerType)) {
    return fieldPaths(description.innerType, `${prefix.slice(0, -1)}[].`);
  }
  return [];
}

/**
 * validatorCompiler of a route whose body a shared yup schema checks (it gives SPEC.md's Thai
 * messages): the route's JSON schema then only documents the fields for /docs, and Fastify's own
 * validation never answers first with its generic message.
 */
export const documentationOnly = () => () => true;
