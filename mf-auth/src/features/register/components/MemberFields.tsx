import { th } from '@lotto/shared';
import { Hint, Input, PasswordInput } from '@lotto/ui';
import type { RegisterFormState } from '../useRegisterForm';
import { FieldGroup, RegisterField } from './RegisterField';

/** The member's phone (checked live) and password, twice. */
export function MemberFields({ errorOf, control, checkingUsername }: RegisterFormState) {
  return (
    <FieldGroup>
      <legend>{th.auth.memberTab}</legend>
      <RegisterField
        name="username"
        label={th.auth.phone}
        error={errorOf('username')}
        hint={checkingUsername && <Hint role="status">{th.auth.checking}</Hint>}
      >
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={10}
          placeholder={th.auth.phonePlaceholder}
          aria-invalid={Boolean(errorOf('username'))}
          {...control('username')}
        />
      </RegisterField>
      <RegisterField name="password" label={th.auth.password} error={errorOf('password')}>
        <PasswordInput autoComplete="new-password" maxLength={12} invalid={Boolean(errorOf('password'))} {...control('password')} />
      </RegisterField>
      <RegisterField name="confirmPassword" label={th.auth.confirmPassword} error={errorOf('confirmPassword')}>
        <PasswordInput
          autoComplete="new-password"
          maxLength={12}
          invalid={Boolean(errorOf('confirmPassword'))}
          {...control('confirmPassword')}
        />
      </RegisterField>
    </FieldGroup>
  );
}
