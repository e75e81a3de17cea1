import { th } from '@lotto/shared';
import { Field, FieldError, Input } from '@lotto/ui';

/** The amount transferred, as typed, with its message. */
export function AmountField({ value, error, onChange }: { value: string; error?: string; onChange: (amount: string) => void }) {
  return (
    <Field>
      <label htmlFor="deposit-amount">{th.wallet.amount}</label>
      <Input
        id="deposit-amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={th.wallet.amountPlaceholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'deposit-amount-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <FieldError id="deposit-amount-error" role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}
