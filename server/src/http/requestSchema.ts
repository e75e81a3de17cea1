import type { FastifyTypeProvider } from 'fastify';
// Types only: the schemas come from @lotto/shared, which depends on yup.
import type { AnySchema, InferType, SchemaDescription, SchemaFieldDescription, SchemaObjectDescription } from 'yup';

/**
 * One definition per request part and per answer: a shared yup schema (the forms use the request
 * ones too) gives the runtime check of a request (validation.ts), the TypeScript type on both
 * sides (yup's InferType) and, converted here, the JSON schema that serialises an answer and that
 * /docs shows. `requestSchema(schema)` is what a route puts in `schema.body`, `querystring`,
 * `params` or `headers`, `replySchema(schema)` what it puts in `schema.response` (through
 * envelopeResponses). This file is the one place that writes JSON Schema.
 */

export type JsonSchema = { [key: string]: unknown };

declare const inferred: unique symbol;
/** A JSON schema made from a yup schema, carrying that schema's type for YupTypeProvider. */
export type Contract<T> = JsonSchema & { readonly [inferred]: T };

/**
 * Routes of `app.withTypeProvider<YupTypeProvider>()` get `request.body`, `query`, `params`,
 * `headers` and the reply typed from the yup schemas behind their Contracts: no hand-written generics.
 */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Contract<infer T> ? T : unknown;
  serializer: this['schema'] extends Contract<infer T> ? T : unknown;
}

const requestDefinitions = new WeakMap<object, AnySchema>();
const replyDefinitions = new WeakMap<object, AnySchema>();

/** The JSON schema of a shared yup schema, for a route's `schema`; its validator runs the yup schema. */
export function requestSchema<S extends AnySchema>(schema: S): Contract<InferType<S>> {
  assertBounded(schema, 'request');
  const json = toJsonSchema(schema.describe());
  requestDefinitions.set(json, schema);
  return json as Contract<InferType<S>>;
}

/** The JSON schema of a shared yup reply schema, for a route's `schema.response`: it serialises the answer. */
export function replySchema<S extends AnySchema>(schema: S): Contract<InferType<S>> {
  const json = toJsonSchema(schema.describe());
  replyDefinitions.set(json, schema);
  return json as Contract<InferType<S>>;
}

/** The yup schema a route's JSON schema was made from, if it was made by requestSchema. */
export function yupSchemaOf(json: unknown): AnySchema | undefined {
  return typeof json === 'object' && json !== null ? requestDefinitions.get(json) : undefined;
}

/** The yup schema a route's reply schema was made from, if it was made by replySchema. */
export function yupReplySchemaOf(json: unknown): AnySchema | undefined {
  return typeof json === 'object' && json !== null ? replyDefinitions.get(json) : undefined;
}

const isRef = (description: SchemaFieldDescription): boolean => description.type === 'ref';

function param(description: SchemaDescription, test: string, key: string): unknown {
  return description.tests.find((candidate) => candidate.name === test)?.params?.[key];
}

/** What a shared schema's `meta` may add to its JSON schema. */
interface ReplyMeta {
  description?: string;
  examples?: unknown[];
  format?: string;
  jsonSchema?: JsonSchema;
  recordOf?: AnySchema;
  anyOf?: AnySchema[];
}

/** JSON Schema (OpenAPI 3.0 flavour, as @fastify/swagger expects) of a yup description. */
export function toJsonSchema(field: SchemaFieldDescription): JsonSchema {
  if (isRef(field) || !('tests' in field)) return {};
  const description = field;
  const json: JsonSchema = {};
  const meta = description.meta as ReplyMeta | undefined;
  if (meta?.description ?? description.label) json.description = meta?.description ?? description.label;
  if (meta?.examples) json.examples = meta.examples;
  if (meta?.format) json.format = meta.format;
  // What yup cannot say of a value it does not check itself (a multipart file, a null payload).
  if (meta?.jsonSchema) Object.assign(json, meta.jsonSchema);
  // A map whose keys are data, and a value of one of several shapes (shared/src/api/replies.ts).
  if (meta?.recordOf) Object.assign(json, { type: 'object', additionalProperties: toJsonSchema(meta.recordOf.describe()) });
  if (meta?.anyOf) json.anyOf = meta.anyOf.map((schema) => toJsonSchema(schema.describe()));
  const enumValues = description.oneOf.filter((value) => value !== undefined && value !== null);
  if (enumValues.length > 0) json.enum = enumValues;
  if (description.nullable) json.nullable = true;

  switch (description.type) {
    case 'string': {
      json.type = 'string';
      const length = param(description, 'length', 'length');
      const min = length ?? param(description, 'min', 'min');
      const max = length ?? param(description, 'max', 'max');
      if (typeof min === 'number') json.minLength = min;
      if (typeof max === 'number') json.maxLength = max;
      const regex = param(description, 'matches', 'regex');
      if (regex instanceof RegExp) json.pattern = regex.source;
      break;
    }
    case 'number': {
      json.type = description.tests.some((test) => test.name === 'integer') ? 'integer' : 'number';
      const minimum = param(description, 'min', 'min');
      const maximum = param(description, 'max', 'max');
      const more = param(description, 'min', 'more') ?? param(description, 'moreThan', 'more');
      if (typeof minimum === 'number') json.minimum = minimum;
      if (typeof maximum === 'number') json.maximum = maximum;
      if (typeof more === 'number') {
        json.minimum = more;
        json.exclusiveMinimum = true;
      }
      break;
    }
    case 'boolean':
      json.type = 'boolean';
      break;
    case 'date':
      json.type = 'string';
      json.format = 'date-time';
      break;
    case 'array': {
      json.type = 'array';
      const length = param(description, 'length', 'length');
      const min = length ?? param(description, 'min', 'min');
      const max = length ?? param(description, 'max', 'max');
      if (typeof min === 'number') json.minItems = min;
      if (typeof max === 'number') json.maxItems = max;
      const inner = (description as SchemaDescription & { innerType?: SchemaFieldDescription }).innerType;
      if (inner) json.items = toJsonSchema(inner);
      break;
    }
    case 'object': {
      const { fields } = description as SchemaObjectDescription;
      json.type = 'object';
      json.properties = Object.fromEntries(Object.entries(fields).map(([name, inner]) => [name, toJsonSchema(inner)]));
      const required = Object.entries(fields)
        .filter(([, inner]) => 'optional' in inner && !inner.optional)
        .map(([name]) => name);
      if (required.length > 0) json.required = required;
      json.additionalProperties = false;
      break;
    }
    default:
      break;
  }
  return json;
}

/** Nesting the request schemas never need: a body nested deeper is refused before any work. */
export const MAX_DEPTH = 8;
/** Longest string a field takes unless its schema allows more (a link); its schema may say less. */
export const MAX_STRING_LENGTH = 1_000;

type Schema = AnySchema & { fields?: Record<string, AnySchema>; innerType?: AnySchema };

function testOf(schema: AnySchema, ...names: string[]) {
  return schema.tests.map((test) => test.OPTIONS).find((options) => options?.name !== undefined && names.includes(options.name));
}

/**
 * Every integer has a range (its column's), every array a maximum length: a schema without them
 * cannot describe a request, so the server refuses to start rather than pass them to the database.
 */
function assertBounded(schema: Schema, path: string): void {
  if (schema.type === 'object') {
    for (const [name, field] of Object.entries(schema.fields ?? {})) assertBounded(field as Schema, `${path}.${name}`);
  } else if (schema.type === 'array') {
    if (!testOf(schema, 'max', 'length')) throw new Error(`${path}: an array needs a maximum length`);
    if (schema.innerType) assertBounded(schema.innerType as Schema, `${path}[]`);
  } else if (schema.type === 'number') {
    const enumerated = schema.describe().oneOf.length > 0;
    if (!enumerated && !(testOf(schema, 'min', 'moreThan') && testOf(schema, 'max', 'lessThan'))) {
      throw new Error(`${path}: a number needs a minimum and a maximum (its column's range)`);
    }
  }
}

/**
 * The problem the cheap checks find in raw input before yup casts it: a message, or '' for the
 * generic one, and the path of the key or value at fault ('' for the whole input).
 */
export type BoundsProblem = { message: string; path: string } | null;

const fail = (path: string, message = ''): BoundsProblem => ({ message, path });

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/**
 * The checks that must run before yup sees the input: unknown keys (yup reads its fields as a
 * plain object, so a key such as `valueOf` would be taken for a field and crash it), NUL and
 * overlong strings (PostgreSQL refuses NUL in text), too deep nesting, and each array's length
 * before its items are cast, so a slip past its line limit costs no per-line work.
 * `allowUnknownKeys` is for headers, where the client and proxies add their own.
 */
export function boundsProblem(schema: AnySchema, value: unknown, { allowUnknownKeys = false } = {}): BoundsProblem {
  return check(schema as Schema, value, 0, allowUnknownKeys, '');
}

function check(schema: Schema | undefined, value: unknown, depth: number, allowUnknownKeys: boolean, path: string): BoundsProblem {
  if (depth > MAX_DEPTH) return fail(path);
  if (typeof value === 'string') {
    const declared = schema?.type === 'string' ? testOf(schema, 'max', 'length') : undefined;
    const longest = Math.max(MAX_STRING_LENGTH, Number(declared?.params?.max ?? declared?.params?.length ?? 0));
    return value.includes('\u0000') || value.length > longest ? fail(path) : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    if (schema?.type !== 'array') return fail(path);
    const max = testOf(schema, 'max', 'length');
    const limit = max?.params?.max ?? max?.params?.length;
    if (typeof limit !== 'number' || value.length > limit) return fail(path, typeof max?.message === 'string' ? max.message : '');
    for (const [index, item] of value.entries()) {
      const problem = check(schema.innerType as Schema | undefined, item, depth + 1, false, `${path}[${index}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (schema?.type !== 'object' || !schema.fields) return fail(path);
  const fields = schema.fields;
  for (const key of Object.keys(value)) {
    const known = Object.prototype.hasOwnProperty.call(fields, key);
    if (!known) {
      if (allowUnknownKeys) continue;
      return fail(join(path, key));
    }
    const problem = check(fields[key] as Schema, (value as Record<string, unknown>)[key], depth + 1, false, join(path, key));
    if (problem) return problem;
  }
  return null;
}
