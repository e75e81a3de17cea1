import { th } from '@lotto/shared';
import { Hint, SubmitButton } from '@lotto/ui';
import { useRegisterForm } from '../useRegisterForm';
import { BankFields } from './BankFields';
import { MemberFields } from './MemberFields';

/** The registration form; `onRegistered` runs once the new member is registered and signed in. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const state = useRegisterForm(onRegistered);
  const { form } = state;
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={th.pages.register}>
      <MemberFields {...state} />
      <BankFields {...state} />
      <SubmitButton type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
        {th.auth.register}
      </SubmitButton>
      {form.isSubmitting && (
        <Hint role="status" style={{ display: 'block', textAlign: 'center', marginTop: 8 }}>
          {th.auth.registering}
        </Hint>
      )}
    </form>
  );
}
