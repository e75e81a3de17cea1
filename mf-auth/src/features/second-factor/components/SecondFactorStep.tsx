import { useFormik } from 'formik';
import { th, type TokenPair } from '@lotto/shared';
import { useLoginWithCodeMutation, type QueryError } from '@lotto/shared/client';
import { Button, Field, FieldError, Hint, Input, Label, SubmitButton } from '@lotto/ui';
import { toast } from 'react-toastify';
import { validateLazily } from '../../../lib/validateLazily';

const words = th.secondFactor;

const validate = validateLazily<{ challenge: string; code: string }>(async () => {
  const { totpLoginSchema } = await import('@lotto/shared');
  return totpLoginSchema;
});

/**
 * A staff login's second step, after a right password: a 6-digit code of the authenticator app or
 * one of the backup codes. An expired challenge sends the person back to the password.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (tokens: TokenPair) => void;
  onBack: () => void;
}) {
  const [loginWithCode, { isLoading }] = useLoginWithCodeMutation();
  const form = useFormik({
    initialValues: { challenge, code: '' },
    validate,
    onSubmit: async (values) => {
      const answer = await loginWithCode({ challenge, code: values.code });
      if (answer.error) {
        const error = answer.error as QueryError;
        toast.error(error.message);
        if (error.message === words.challengeExpired) onBack();
        else void form.setFieldValue('code', '', false);
        return;
      }
      onSignedIn(answer.data);
    },
  });
  const error = form.touched.code ? form.errors.code : undefined;
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-labelledby="second-factor-title">
      <h3 id="second-factor-title">{words.stepTitle}</h3>
      <Hint>{words.stepIntro}</Hint>
      <Field>
        <Label htmlFor="second-factor-code">{words.code}</Label>
        <Input
          id="second-factor-code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          maxLength={16}
          aria-invalid={Boolean(error)}
          {...form.getFieldProps('code')}
        />
        {error && <FieldError role="alert">{error}</FieldError>}
      </Field>
      <SubmitButton type="submit" disabled={isLoading} aria-busy={isLoading}>
        {words.confirm}
      </SubmitButton>
      {isLoading && (
        <Hint role="status" style={{ display: 'block', textAlign: 'center', marginTop: 8 }}>
          {words.checking}
        </Hint>
      )}
      <Button type="button" onClick={onBack} style={{ width: '100%', marginTop: 8 }}>
        {words.backToLogin}
      </Button>
    </form>
  );
}
