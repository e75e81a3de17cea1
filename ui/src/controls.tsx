import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { th } from '@lotto/shared';

export type ButtonVariant = 'primary' | 'plain' | 'secondary' | 'danger' | 'success';

/** The site's button: at least 44 px tall so that a thumb hits it on a phone. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 8px;
  cursor: pointer;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.yellow[800]};
  color: ${({ theme }) => theme.ink};
  background: ${({ theme }) => theme.surface};
  ${({ theme, $variant }) =>
    $variant === 'primary' &&
    css`
      background: ${theme.yellow[600]};
    `}
  ${({ $variant }) =>
    $variant === 'secondary' &&
    css`
      border-color: #bdbdbd;
    `}
  ${({ theme, $variant }) =>
    ($variant === 'danger' || $variant === 'success') &&
    css`
      border-color: ${$variant === 'danger' ? theme.danger : theme.success};
      background: ${$variant === 'danger' ? theme.danger : theme.success};
      color: #fff;
    `}
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.yellow[600]};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

/** The one full-width button that sends a form. */
export const SubmitButton = styled(Button).attrs({ $variant: 'primary' as const })`
  width: 100%;
  min-height: 48px;
  font-size: 1.05rem;
  font-weight: 700;
`;

/** The buttons under a dialog or a form, at its end. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

const control = css`
  font: inherit;
  padding: 8px 12px;
  border: 1px solid #9e9e9e;
  border-radius: 8px;
  background: #fff;
  min-height: 44px;
  min-width: 0;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.danger};
  }
  /* Greyed as the browser greys a disabled select, so that a closed form looks closed before anyone types. */
  &:disabled {
    background: #f5f5f5;
    border-color: #e0e0e0;
    color: ${({ theme }) => theme.muted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  width: 100%;
  min-height: 88px;
  resize: vertical;
`;

/** A label above its control and the control's message; the control takes the whole width. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  label {
    font-weight: 600;
  }
`;

export const Label = styled.label`
  font-weight: 600;
`;

/** A field's message (docs/api-conventions.md#validation-messages); give it role="alert" to have it read out. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.9rem;
`;

/** Quiet text inside a line: a note beside a value. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.muted};
  font-size: 0.9rem;
`;

/** Quiet text as a line of its own: a hint under a field. */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.muted};
  font-size: 0.9rem;
`;

const PasswordFrame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  input {
    padding-right: 84px;
  }
  button {
    position: absolute;
    right: 4px;
    top: 50%;
    transform: translateY(-50%);
    min-height: 36px;
    padding: 0 10px;
    border: 0;
    border-radius: 6px;
    background: ${({ theme }) => theme.yellow[100]};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
  }
`;

/** A password field with a show/hide toggle. */
export function PasswordInput({ invalid, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <PasswordFrame>
      <Input {...props} type={shown ? 'text' : 'password'} aria-invalid={invalid} />
      <button type="button" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
        {shown ? th.auth.hidePassword : th.auth.showPassword}
      </button>
    </PasswordFrame>
  );
}

/**
 * A labelled input with its message: `error` marks the input invalid and is read out (role
 * alert); `note` is a hint under the input.
 */
export function TextField({
  id,
  label,
  error,
  note,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: string; error?: string; note?: ReactNode }) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {note}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

/**
 * The buttons under a form in a dialog: `ยกเลิก` (or `cancelLabel`) closes it, `submitLabel`
 * sends the form; `busy` keeps a second click from sending twice.
 */
export function FormButtons({
  submitLabel,
  onCancel,
  busy = false,
  submitVariant = 'primary',
  cancelLabel = th.backofficeFrame.actions.cancel,
}: {
  submitLabel: string;
  onCancel: () => void;
  busy?: boolean;
  submitVariant?: ButtonVariant;
  cancelLabel?: string;
}) {
  return (
    <ButtonRow>
      <Button type="button" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" $variant={submitVariant} disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </ButtonRow>
  );
}

/**
 * The end of a form on a page: the server's refusal (`message`, read out) above the submit button;
 * `busy` keeps a second click from sending twice. Other button attributes pass through.
 */
export function FormSubmit({
  message,
  busy,
  disabled,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { message?: string | null; busy: boolean }) {
  return (
    <>
      {message && (
        <FieldError role="alert" style={{ marginBottom: 12 }}>
          {message}
        </FieldError>
      )}
      <SubmitButton type="submit" aria-busy={busy} disabled={busy || disabled} {...button}>
        {children}
      </SubmitButton>
    </>
  );
}
