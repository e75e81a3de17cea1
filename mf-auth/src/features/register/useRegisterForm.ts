import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths, registerFormSchema, th, validationMessages } from '@lotto/shared';
import { useSignIn, type QueryError } from '@lotto/shared/client';
import { useCheckAccountNumberMutation, useCheckUsernameMutation, useRegisterMemberMutation } from './api/registration';
import { useLiveAvailability } from './useLiveAvailability';

/** docs/api-conventions.md#validation-messages: the live checks start above 8 characters (phone) and 7 (account number). */
const USERNAME_CHECK_ABOVE = 8;
const ACCOUNT_NUMBER_CHECK_ABOVE = 7;

export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  bankId: string;
  accountName: string;
  accountNumber: string;
}

/**
 * The registration form's state: the shared yup rules, the live checks of phone and account
 * number, and on submit the registration then a sign-in with the same phone and password.
 */
export function useRegisterForm(onRegistered: () => void) {
  const navigate = useNavigate();
  const [checkUsername] = useCheckUsernameMutation();
  const [checkAccountNumber] = useCheckAccountNumberMutation();
  const [registerMember] = useRegisterMemberMutation();
  const { signIn } = useSignIn();

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
      // A new account is a member's, never asked for a second factor.
      const outcome = await signIn({ username: values.username, password: values.password });
      if (outcome.status === 'failed') {
        toast.error(outcome.error.message);
        navigate(paths.home, { replace: true });
        return;
      }
      onRegistered();
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
  /** A control's id, value and handlers, and the link to its message while it shows one. */
  const control = (name: keyof RegisterValues) => ({
    id: `register-${name}`,
    ...(errorOf(name) ? { 'aria-describedby': `register-${name}-error` } : {}),
    ...form.getFieldProps(name),
  });

  return { form, errorOf, control, checkingUsername: usernameCheck.checking, checkingAccountNumber: accountCheck.checking };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
