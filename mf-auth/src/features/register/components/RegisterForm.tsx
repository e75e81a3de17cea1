import { th } from '@lotto/shared';
import styled from 'styled-components';
import { Hint, SubmitButton } from '@lotto/ui';
import { useRegisterForm } from '../useRegisterForm';
import { BankFields } from './BankFields';
import { MemberFields } from './MemberFields';

/** The form's controls as one fieldset without a frame: disabling it closes every one at once. */
const Fields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/**
 * The registration form; `onRegistered` runs once the new member is registered and signed in.
 * `closedBy` names what closes it (a maintenance window's notice): then nothing can be filled in.
 */
export function RegisterForm({ onRegistered, closedBy }: { onRegistered: () => void; closedBy?: string }) {
  const state = useRegisterForm(onRegistered);
  const { form } = state;
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={th.pages.register}>
      <Fields disabled={Boolean(closedBy)} aria-describedby={closedBy}>
        <MemberFields {...state} />
        <BankFields {...state} />
        <SubmitButton type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {th.auth.register}
        </SubmitButton>
      </Fields>
      {form.isSubmitting && (
        <Hint role="status" style={{ display: 'block', textAlign: 'center', marginTop: 8 }}>
          {th.auth.registering}
        </Hint>
      )}
    </form>
  );
}
