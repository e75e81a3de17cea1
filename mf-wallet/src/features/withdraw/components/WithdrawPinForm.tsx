import { useFormik } from 'formik';
import { toast } from 'react-toastify';
import * as yup from 'yup';
import { th, withdrawPinRequestSchema } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Field, FieldError, FormSubmit, Hint, Input, Label, PasswordInput } from '@lotto/ui';
import { useSetWithdrawPinMutation } from '../api/withdrawApi';

const w = th.wallet;

/** The call's fields (the PIN by withdrawPinRule) and the PIN typed again, which must match. */
const pinSetupSchema = withdrawPinRequestSchema.shape({
  confirm: yup
    .string()
    .required(w.withdrawPinConfirmRequired)
    .oneOf([yup.ref('pin')], w.withdrawPinMismatch),
});

type PinSetup = yup.InferType<typeof pinSetupSchema>;

interface WithdrawPinFormProps {
  /** Replaces a PIN already set (the same call); the form says so and reports back once saved. */
  changing?: boolean;
  onSaved?: () => void;
}

/**
 * Sets or changes the withdrawal PIN (PUT /cl-api/auth/withdraw-pin), confirmed by the account's
 * password. Once a first PIN is saved the allowance says pin_set and the withdraw form takes this one's place.
 */
export function WithdrawPinForm({ changing = false, onSaved }: WithdrawPinFormProps) {
  const [save, { isLoading: saving }] = useSetWithdrawPinMutation();
  const form = useFormik<PinSetup>({
    initialValues: { password: '', pin: '', confirm: '' },
    validationSchema: pinSetupSchema,
    onSubmit: async ({ password, pin }, helpers) => {
      helpers.setStatus(undefined);
      const result = await save({ password, pin });
      if ('error' in result) {
        helpers.setStatus((result.error as QueryError).message);
        helpers.setFieldValue('password', '', false);
        return;
      }
      toast.success(changing ? th.money.withdrawPinChanged : th.money.withdrawPinSaved);
      onSaved?.();
    },
  });
  const error = (field: keyof PinSetup) => (form.touched[field] ? form.errors[field] : undefined);
  const pinInput = (field: 'pin' | 'confirm', id: string) => (
    <Input
      id={id}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      aria-invalid={error(field) ? true : undefined}
      aria-describedby={error(field) ? `${id}-error` : undefined}
      {...form.getFieldProps(field)}
    />
  );
  const message = (field: keyof PinSetup, id: string) =>
    error(field) && (
      <FieldError id={id} role="alert">
        {error(field)}
      </FieldError>
    );
  const serverMessage = typeof form.status === 'string' ? form.status : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-describedby="withdraw-pin-setup">
      <Hint id="withdraw-pin-setup" style={{ marginBottom: 12 }}>
        {changing ? w.withdrawPinChangeHint : w.withdrawPinSetup}
      </Hint>
      <Field>
        <Label htmlFor="withdraw-pin-password">{th.auth.password}</Label>
        <PasswordInput
          id="withdraw-pin-password"
          autoComplete="current-password"
          invalid={error('password') ? true : undefined}
          aria-describedby={error('password') ? 'withdraw-pin-password-error' : undefined}
          {...form.getFieldProps('password')}
        />
        {message('password', 'withdraw-pin-password-error')}
      </Field>
      <Field>
        <Label htmlFor="withdraw-pin-new">{changing ? w.withdrawPinNew : w.withdrawPin}</Label>
        {pinInput('pin', 'withdraw-pin-new')}
        {message('pin', 'withdraw-pin-new-error')}
      </Field>
      <Field>
        <Label htmlFor="withdraw-pin-confirm">{changing ? w.withdrawPinNewConfirm : w.withdrawPinConfirm}</Label>
        {pinInput('confirm', 'withdraw-pin-confirm')}
        {message('confirm', 'withdraw-pin-confirm-error')}
      </Field>
      <FormSubmit message={serverMessage} busy={saving}>
        {changing ? w.withdrawPinChangeSubmit : w.withdrawPinSubmit}
      </FormSubmit>
    </form>
  );
}
