import { useFormik } from 'formik';
import { toast } from 'react-toastify';
import { changePasswordFormSchema, th, type ChangePasswordForm as FormValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Field, FieldError, FormSubmit, Hint, Label, PasswordInput } from '@lotto/ui';
import { useChangePasswordMutation } from '../api/changePasswordApi';

const words = th.account.password;

const fields = [
  { name: 'currentPassword', id: 'account-password-current', label: words.current, autoComplete: 'current-password' },
  { name: 'newPassword', id: 'account-password-new', label: words.new, autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'account-password-confirm', label: words.confirm, autoComplete: 'new-password' },
] as const;

/**
 * เปลี่ยนรหัสผ่าน: the current password, the new one (6–12 characters) twice. On success every other
 * device is signed out and the form empties; on a refusal the form keeps what was typed and says why.
 */
export function ChangePasswordForm() {
  const [change, { isLoading: saving }] = useChangePasswordMutation();
  const form = useFormik<FormValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changePasswordFormSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      helpers.setStatus(undefined);
      const result = await change({ current_password: currentPassword, new_password: newPassword });
      if ('error' in result) {
        helpers.setStatus((result.error as QueryError).message);
        return;
      }
      toast.success(result.data.message || words.changed);
      helpers.resetForm();
    },
  });
  const error = (field: keyof FormValues) => (form.touched[field] ? form.errors[field] : undefined);
  const serverMessage = typeof form.status === 'string' ? form.status : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-describedby="account-password-hint">
      <Hint id="account-password-hint" style={{ marginBottom: 12 }}>
        {words.hint}
      </Hint>
      {fields.map(({ name, id, label, autoComplete }) => (
        <Field key={name}>
          <Label htmlFor={id}>{label}</Label>
          <PasswordInput
            id={id}
            autoComplete={autoComplete}
            maxLength={name === 'currentPassword' ? 200 : 12}
            invalid={error(name) ? true : undefined}
            aria-describedby={error(name) ? `${id}-error` : undefined}
            {...form.getFieldProps(name)}
          />
          {error(name) && (
            <FieldError id={`${id}-error`} role="alert">
              {error(name)}
            </FieldError>
          )}
        </Field>
      ))}
      <FormSubmit message={serverMessage} busy={saving}>
        {saving ? words.saving : words.submit}
      </FormSubmit>
    </form>
  );
}
