import { th, withValues } from '@lotto/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
// Types only: the schemas come from @lotto/shared, which depends on yup.
import type { AnyObjectSchema, AnySchema, InferType, SchemaFieldDescription, ValidationError } from 'yup';
import { DomainError } from '../errors/errors';
import { boundsProblem, yupSchemaOf } from './requestSchema';

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /url" of every route → its 200 reply schema (undefined when it has none), for the contract test. */
    replySchemas: Map<string, unknown>;
  }
}

/** The shared schemas' own messages are Thai; yup's defaults (a value of the wrong type) are English. */
const THAI = /[\u0E00-\u0E7F]/;

/**
 * A refusal names what it refuses: the rule's own Thai message, or, for a rule without one (yup's
 * English defaults, the generic message, an unknown key), the field's key, so that a client can
 * tell which of its fields to change.
 */
const invalid = (message: string, path: string) => {
  const ownMessage = THAI.test(message) && message !== th.errors.validation;
  const named = path ? withValues(th.errors.validationField, { field: path }) : th.errors.validation;
  return new DomainError('invalid', { message: ownMessage ? message : named });
};

function failureOf(schema: AnySchema, error: unknown): DomainError {
  if ((error as Error).name !== 'ValidationError') throw error;
  const first = firstFailure(schema, error as ValidationError);
  return invalid(first.message, first.path ?? '');
}

/**
 * The request body as a shared `schema` casts it, or a 400 VALIDATION failure with the message of
 * the first wrong field in the order the schema lists its fields (the order of the form). yup's
 * own order is not that one, as it sorts fields that refer to others (confirm_password) first.
 * A missing body is an empty one, so it gets the message of the first required field.
 * Routes validate through `requestValidation`; this is for a rule that needs the server's
 * `context`, such as the member's credit read under a lock.
 */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown, context?: object): InferType<S> {
  const input = body ?? {};
  const problem = boundsProblem(schema, input);
  if (problem) throw invalid(problem.message, problem.path);
  try {
    return schema.validateSync(input, { abortEarly: false, context });
  } catch (error) {
    throw failureOf(schema, error);
  }
}

function firstFailure(schema: AnySchema, error: ValidationError): ValidationError {
  const order = fieldPaths(schema.describe());
  const rank = (failure: ValidationError) => order.indexOf((failure.path ?? '').replace(/\[\d+\]/g, '[]'));
  const failures = error.inner.length > 0 ? error.inner : [error];
  // A stable sort keeps yup's order of the rules within one field.
  const [first] = [...failures].sort((a, b) => rank(a) - rank(b));
  return first ?? error;
}

/** Paths of the fields in the order they are written; items of an array as `accounts[].bank_id`. */
function fieldPaths(description: SchemaFieldDescription, prefix = ''): string[] {
  if ('fields' in description) {
    return Object.entries(description.fields).flatMap(([name, field]) => [prefix + name, ...fieldPaths(field, `${prefix}${name}.`)]);
  }
  if ('innerType' in description && description.innerType && !Array.isArray(description.innerType)) {
    return fieldPaths(description.innerType, `${prefix.slice(0, -1)}[].`);
  }
  return [];
}

type RequestPart = 'body' | 'querystring' | 'params' | 'headers';
const PARTS: readonly RequestPart[] = ['body', 'querystring', 'params', 'headers'];

type Validator = (data: unknown) => { value?: unknown; error?: Error };

function validatorOf(schema: AnySchema, part: RequestPart): Validator {
  if (part === 'headers') {
    // Only the headers the schema names are checked; the request keeps all of its headers.
    const names = Object.keys((schema as AnyObjectSchema).fields);
    return (data) => {
      const headers = (data ?? {}) as Record<string, unknown>;
      const named = Object.fromEntries(names.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));
      try {
        validateBody(schema as AnyObjectSchema, named);
        return {};
      } catch (error) {
        return { error: error as Error };
      }
    };
  }
  return (data) => {
    try {
      return { value: validateBody(schema as AnyObjectSchema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
}

/**
 * The one contract path: a route part made by `requestSchema` is validated by its shared yup
 * schema; each route's reply schema is recorded in `app.replySchemas` (a test checks that each
 * was made by `replySchema` from a shared yup schema). The one validation path: a route part made by `requestSchema` is validated by its shared yup
 * schema, after the bounds checks, with the schema's Thai messages. Route parts described any
 * other way are listed by `routesWithoutSharedSchemas` (a test keeps that list empty).
 */
export const requestValidation = fp(
  async (app: FastifyInstance) => {
    app.decorate('replySchemas', new Map<string, unknown>());
    app.addHook('onRoute', (route: RouteOptions) => {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      for (const method of [route.method].flat()) app.replySchemas.set(`${method} ${route.url}`, response?.[200]);
    });
    if (replyCheck) checkEveryReply(app);
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as Partial<Record<RequestPart, unknown>> | undefined;
      if (!schema) return;
      const validators = new Map<string, Validator>();
      for (const part of PARTS) {
        const yup = yupSchemaOf(schema[part]);
        if (yup) validators.set(part, validatorOf(yup, part));
        else if (schema[part] !== undefined) withoutSharedSchema.push(`${String(route.method)} ${route.url} ${part}`);
      }
      if (validators.size === 0) return;
      route.validatorCompiler = ({ httpPart }) => {
        const validator = validators.get(httpPart ?? '');
        if (!validator) throw new Error(`${String(route.method)} ${route.url}: its ${httpPart} needs a shared yup schema (requestSchema)`);
        return validator;
      };
    });
  },
  { name: 'request-validation' },
);

const withoutSharedSchema: string[] = [];

/** Route parts registered with a hand-written JSON schema instead of a shared yup schema. */
export function routesWithoutSharedSchemas(): readonly string[] {
  return withoutSharedSchema;
}

let replyCheck = false;
const drift: string[] = [];

/**
 * From now on, apps built compare every JSON answer with what the handler passed: a field the
 * reply schema lacks would vanish from the answer silently, so the server tests (their setup
 * turns this on) fail on it instead. Off in the running server, where it would cost a parse.
 */
export function checkReplies(): void {
  replyCheck = true;
}

/** What the reply schemas dropped or changed since the last call, as "METHOD /url: path". */
export function takeReplyDrift(): string[] {
  return drift.splice(0);
}

function checkEveryReply(app: FastifyInstance): void {
  const passed = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    passed.set(request, payload);
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (passed.has(request) && typeof payload === 'string') {
      const sent = JSON.parse(JSON.stringify(passed.get(request))) as unknown;
      for (const path of differences(sent, JSON.parse(payload)))
        drift.push(`${request.method} ${request.routeOptions.url ?? request.url}: ${path}`);
    }
    return payload;
  });
}

/** The same comparison for an answer its route serialized itself (http/cachedReply.ts). */
export function checkSerializedReply(request: FastifyRequest, payload: unknown, body: string): void {
  if (!replyCheck) return;
  const sent = JSON.parse(JSON.stringify(payload)) as unknown;
  for (const path of differences(sent, JSON.parse(body)))
    drift.push(`${request.method} ${request.routeOptions.url ?? request.url}: ${path}`);
}

/** Paths at which `answered` lacks or differs from what the handler `sent`. */
function differences(sent: unknown, answered: unknown, path = '$'): string[] {
  if (typeof sent !== 'object' || sent === null || typeof answered !== 'object' || answered === null) {
    return Object.is(sent, answered) ? [] : [path];
  }
  if (Array.isArray(sent) !== Array.isArray(answered)) return [path];
  return Object.entries(sent).flatMap(([key, value]) =>
    Object.prototype.hasOwnProperty.call(answered, key)
      ? differences(value, (answered as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
}
