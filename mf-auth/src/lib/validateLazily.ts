import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';

type Schema = Parameters<typeof validateYupSchema>[1];

/**
 * A Formik `validate` that loads its schema on first use. The login box is a guest's first screen
 * of /, and yup's evaluation is about 20 ms of one task there (bench/README.md): its schemas, and
 * yup with them, arrive once a field is first checked instead.
 */
export function validateLazily<Values extends FormikValues>(loadSchema: () => Promise<Schema>) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values, await loadSchema());
      return {};
    } catch (error) {
      return yupToFormErrors<Values>(error);
    }
  };
}
