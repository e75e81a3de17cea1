/** What the forms need of a shared yup schema. */
interface Schema {
  validate(value: unknown, options: { abortEarly: false; context?: object }): Promise<unknown>;
}

interface SchemaError {
  inner?: { path?: string; message: string }[];
}

/**
 * The first message of each field a shared schema refuses, keyed by the field's path: the forms
 * check the very schema the server checks.
 */
export async function fieldErrors(schema: Schema, value: object, context?: object): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as SchemaError).inner ?? []) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
