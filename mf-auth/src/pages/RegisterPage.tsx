import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { BANKS, isTotpChallenge, paths, registerFormSchema, th, validationMessages } from '@lotto/shared';
import {
  RemoteRoot,
  SupportButton,
  api,
  tokensReceived,
  useAppDispatch,
  useLoginMutation,
  type QueryError,
} from '@lotto/shared/client';
import { Card, Field, FieldError, Hint, Input, Label, PageTitle, PasswordInput, Select, SubmitButton } from '@lotto/ui';
import { remote } from '../remote';
import { LinkRow } from '../lib/LinkRow';
import { useCheckAccountNumberMutation, useCheckUsernameMutation, useRegisterMemberMutation } from '../features/register/api/registration';
import { useLiveAvailability } from '../features/register/useLiveAvailability';
import { PlayLimitsOfferDialog } from '../features/register/components/PlayLimitsOfferDialog';

/** docs/api-conventions.md#validation-messages: the live checks start above 8 characters (phone) and 7 (account number). */
const USERNAME_CHECK_ABOVE = 8;
const ACCOUNT_NUMBER_CHECK_ABOVE = 7;

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  bankId: string;
  accountName: string;
  accountNumber: string;
}

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 8px;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
    padding-left: 8px;
    border-left: 4px solid ${({ theme }) => theme.yellow[800]};
  }
`;

const Intro = styled.p`
  margin: -8px 0 16px;
  text-align: center;
  color: ${({ theme }) => theme.muted};
`;

/**
 * Member registration (docs/screens.md#screens-and-routes, /auth/register), with the shared yup rules, the live
 * checks of phone and account number, an automatic login with the same phone and password, and then
 * the offer to set limits (skippable).
 */
export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [checkUsername] = useCheckUsernameMutation();
  const [checkAccountNumber] = useCheckAccountNumberMutation();
  const [registerMember] = useRegisterMemberMutation();
  const [login] = useLoginMutation();
  const [registered, setRegistered] = useState(false);

  const form = useFormik<RegisterValues>({
    initialValues: { username: '', password: '', confirmPassword: '', bankId: '', accountName: '', accountNumber: '' },
    validationSchema: registerFormSchema,
    onSubmit: async (values) => {
      if (usernameCheck.taken || accountCheck.taken) return;
      const registered = await registerMember({
        username: values.username,
        password: values.password,
        confirm_password: values.confirmPassword,
        accounts: [{ bank_id: Number(values.bankId), account_name: values.accountName.trim(), account_number: values.accountNumber }],
      });
      if (registered.error) {
        toast.error((registered.error as QueryError).message || th.auth.registerFailed);
        return;
      }
      const loggedIn = await login({ username: values.username, password: values.password });
      if (loggedIn.error) {
        toast.error((loggedIn.error as QueryError).message);
        navigate(paths.home, { replace: true });
        return;
      }
      // A new account is a member's, never asked for a second factor.
      if (!isTotpChallenge(loggedIn.data)) dispatch(tokensReceived(loggedIn.data));
      dispatch(api.util.invalidateTags(['Me']));
      // Limits are offered before the member plays (docs/player-protection.md); the offer may be skipped.
      setRegistered(true);
    },
  });

  const usernameCheck = useLiveAvailability(form.values.username, USERNAME_CHECK_ABOVE, async (username) => {
    const answer = await checkUsername(username);
    return answer.data;
  });
  const accountCheck = useLiveAvailability(form.values.accountNumber, ACCOUNT_NUMBER_CHECK_ABOVE, async (number) => {
    const answer = await checkAccountNumber(number);
    return answer.data;
  });

  const errorOf = (field: keyof RegisterValues): string | undefined => {
    const shown = form.touched[field] || form.submitCount > 0;
    if (field === 'username' && usernameCheck.taken) return validationMessages.username.taken;
    if (field === 'accountNumber' && accountCheck.taken) return validationMessages.bank.accountNumberTaken;
    return shown ? form.errors[field] : undefined;
  };

  const field = (name: keyof RegisterValues, label: string, control: (invalid: boolean) => ReactNode, hint?: ReactNode) => {
    const error = errorOf(name);
    return (
      <Field>
        <Label htmlFor={`register-${name}`}>{label}</Label>
        {control(Boolean(error))}
        {error ? <FieldError role="alert" id={`register-${name}-error`}>{error}</FieldError> : hint}
      </Field>
    );
  };
  const described = (name: keyof RegisterValues) =>
    errorOf(name) ? { 'aria-describedby': `register-${name}-error` } : {};

  return (
    <RemoteRoot {...remote}>
      <Card as="div" $width="480px" $accent>
        <PageTitle $center>{th.pages.register}</PageTitle>
        <Intro>{th.auth.registerIntro}</Intro>
        <form onSubmit={form.handleSubmit} noValidate aria-label={th.pages.register}>
          <Group>
            <legend>{th.auth.memberTab}</legend>
            {field(
              'username',
              th.auth.phone,
              (invalid) => (
                <Input
                  id="register-username"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  maxLength={10}
                  placeholder={th.auth.phonePlaceholder}
                  aria-invalid={invalid}
                  {...described('username')}
                  {...form.getFieldProps('username')}
                />
              ),
              usernameCheck.checking && <Hint role="status">{th.auth.checking}</Hint>,
            )}
            {field('password', th.auth.password, (invalid) => (
              <PasswordInput
                id="register-password"
                autoComplete="new-password"
                maxLength={12}
                invalid={invalid}
                {...described('password')}
                {...form.getFieldProps('password')}
              />
            ))}
            {field('confirmPassword', th.auth.confirmPassword, (invalid) => (
              <PasswordInput
                id="register-confirmPassword"
                autoComplete="new-password"
                maxLength={12}
                invalid={invalid}
                {...described('confirmPassword')}
                {...form.getFieldProps('confirmPassword')}
              />
            ))}
          </Group>
          <Group>
            <legend>{th.auth.bankTab}</legend>
            {field('bankId', th.auth.bank, (invalid) => (
              <Select
                id="register-bankId"
                aria-invalid={invalid}
                {...described('bankId')}
                {...form.getFieldProps('bankId')}
              >
                <option value="">{th.auth.chooseBank}</option>
                {BANKS.map((bank) => (
                  <option key={bank.id} value={bank.id}>
                    {bank.name} ({bank.short_name})
                  </option>
                ))}
              </Select>
            ))}
            {field('accountName', th.auth.accountName, (invalid) => (
              <Input
                id="register-accountName"
                autoComplete="name"
                aria-invalid={invalid}
                {...described('accountName')}
                {...form.getFieldProps('accountName')}
              />
            ))}
            {field(
              'accountNumber',
              th.auth.accountNumber,
              (invalid) => (
                <Input
                  id="register-accountNumber"
                  inputMode="numeric"
                  maxLength={18}
                  aria-invalid={invalid}
                  {...described('accountNumber')}
                  {...form.getFieldProps('accountNumber')}
                />
              ),
              accountCheck.checking && <Hint role="status">{th.auth.checking}</Hint>,
            )}
          </Group>
          <SubmitButton type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
            {th.auth.register}
          </SubmitButton>
          {form.isSubmitting && (
            <Hint role="status" style={{ display: 'block', textAlign: 'center', marginTop: 8 }}>
              {th.auth.registering}
            </Hint>
          )}
        </form>
        <LinkRow>
          <span>{th.auth.haveAccount}</span>
          <Link to={paths.home}>{th.auth.loginTitle}</Link>
          <SupportButton label={th.auth.needHelp} />
        </LinkRow>
      </Card>
      {registered && <PlayLimitsOfferDialog />}
    </RemoteRoot>
  );
}
