import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Label } from '@lotto/ui';

/** One labelled control of the registration form, with its message or else its hint. */
export function RegisterField({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field>
      <Label htmlFor={`register-${name}`}>{label}</Label>
      {children}
      {error ? (
        <FieldError role="alert" id={`register-${name}-error`}>
          {error}
        </FieldError>
      ) : (
        hint
      )}
    </Field>
  );
}

/** A titled group of the form (the member's login, the bank account). */
export const FieldGroup = styled.fieldset`
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
