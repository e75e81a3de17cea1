import { useFormik } from 'formik';
import { toast } from 'react-toastify';
import { th, type LoginRequest } from '@lotto/shared';
import { useSignIn, type QueryError } from '@lotto/shared/client';
import { Field, FieldError, Hint, Input, Label, PasswordInput, SubmitButton } from '@lotto/ui';
import { validateLazily } from '../../../lib/validateLazily';

/** A wrong phone or password is 401; the server's own message is kept for the rate limit (429). */
function loginFailureMessage(error: QueryError): string {
  return error.status === 401 ? th.auth.loginFailed : error.message;
}

const validate = validateLazily<LoginRequest>(async () => {
  const { loginSchema } = await import('@lotto/shared');
  return loginSchema;
});

/** The phone and password step of the login box: signs in, or hands a staff login's challenge on. */
export function LoginForm({ onSignedIn, onChallenge }: { onSignedIn: () => void; onChallenge: (challenge: string) => void }) {
  const { signIn, isSigningIn } = useSignIn();
  const form = useFormik<LoginRequest>({
    initialValues: { username: '', password: '' },
    validate,
    onSubmit: async (values) => {
      const outcome = await signIn(values);
      if (outcome.status === 'failed') toast.error(loginFailureMessage(outcome.error));
      else if (outcome.status === 'challenge') onChallenge(outcome.challenge);
      else onSignedIn();
    },
  });
  const error = (field: keyof LoginRequest) => (form.touched[field] ? form.errors[field] : undefined);
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-labelledby="login-title">
      <Field>
        <Label htmlFor="login-username">{th.auth.phone}</Label>
        <Input
          id="login-username"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          placeholder={th.auth.phonePlaceholder}
          aria-invalid={Boolean(error('username'))}
          {...form.getFieldProps('username')}
        />
        {error('username') && <FieldError role="alert">{error('username')}</FieldError>}
      </Field>
      <Field>
        <Label htmlFor="login-password">{th.auth.password}</Label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          invalid={Boolean(error('password'))}
          {...form.getFieldProps('password')}
        />
        {error('password') && <FieldError role="alert">{error('password')}</FieldError>}
      </Field>
      <SubmitButton type="submit" disabled={isSigningIn} aria-busy={isSigningIn}>
        {th.auth.loginTitle}
      </SubmitButton>
      {isSigningIn && (
        <Hint role="status" style={{ display: 'block', textAlign: 'center', marginTop: 8 }}>
          {th.auth.loggingIn}
        </Hint>
      )}
    </form>
  );
}
