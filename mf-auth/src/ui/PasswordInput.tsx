import { useState, type InputHTMLAttributes } from 'react';
import { th } from '@lotto/shared';
import { Input, PasswordFrame } from './form';

/** A password field with a show/hide toggle (the login screen). */
export function PasswordInput({ invalid, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <PasswordFrame>
      <Input {...props} type={shown ? 'text' : 'password'} $invalid={invalid} aria-invalid={invalid} />
      <button type="button" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
        {shown ? th.auth.hidePassword : th.auth.showPassword}
      </button>
    </PasswordFrame>
  );
}
