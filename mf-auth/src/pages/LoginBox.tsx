import { useState } from 'react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { isTotpChallenge, loginSchema, paths, th, type LoginRequest, type TokenPair } from '@lotto/shared';
import {
  RemoteRoot,
  SupportButton,
  api,
  tokensReceived,
  useAppDispatch,
  useLoginMutation,
  type QueryError,
} from '@lotto/shared/client';
import { Card, Field, FieldError, Hint, Input, Label, PageTitle, PasswordInput, SubmitButton } from '@lotto/ui';
import { remote } from '../remote';
import { LinkRow } from '../lib/LinkRow';
import { SecondFactorStep } from '../features/second-factor/SecondFactorStep';

/** A wrong phone or password is 401; the server's own message is kept for the rate limit (429). */
function loginFailureMessage(error: QueryError): string {
  return error.status === 401 ? th.auth.loginFailed : error.message;
}

/**
 * The guest login box on the home page (docs/screens.md#screens-and-routes and #behaviour): on
 * success both tokens are stored, the member is fetched again and the site goes to / replacing
 * history. A staff member with a second factor is asked for a code first.
 */
export default function LoginBox() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = (tokens: TokenPair) => {
    dispatch(tokensReceived(tokens));
    dispatch(api.util.invalidateTags(['Me']));
    navigate(paths.home, { replace: true });
  };
  const form = useFormik<LoginRequest>({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      const answer = await login(values);
      if (answer.error) {
        toast.error(loginFailureMessage(answer.error as QueryError));
        return;
      }
      if (isTotpChallenge(answer.data)) setChallenge(answer.data.challenge);
      else signedIn(answer.data);
    },
  });
  const error = (field: keyof LoginRequest) => (form.touched[field] ? form.errors[field] : undefined);
  return (
    <RemoteRoot {...remote}>
      <Card as="div" $width="480px" $accent>
        <PageTitle as="h2" $center id="login-title">
          {th.auth.loginTitle}
        </PageTitle>
        {challenge !== null ? (
          <SecondFactorStep challenge={challenge} onSignedIn={signedIn} onBack={() => setChallenge(null)} />
        ) : (
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
            <SubmitButton type="submit" disabled={isLoading} aria-busy={isLoading}>
              {th.auth.loginTitle}
            </SubmitButton>
            {isLoading && (
              <Hint role="status" style={{ display: 'block', textAlign: 'center', marginTop: 8 }}>
                {th.auth.loggingIn}
              </Hint>
            )}
          </form>
        )}
        <LinkRow>
          <SupportButton label={th.auth.forgotPassword} />
          <SupportButton label={th.auth.needHelp} />
        </LinkRow>
        <LinkRow>
          <Link to={paths.register}>{th.auth.register}</Link>
        </LinkRow>
      </Card>
    </RemoteRoot>
  );
}
