import { useFormik } from 'formik';
import styled from 'styled-components';
import {
  backofficeLabels,
  type BankAccount,
  bankAccountCreateSchema,
  type BankAccountUpdate,
  bankAccountUpdateSchema,
  BANKS,
} from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, ButtonRow, Field, FieldError, Hint, Select, TextField } from '@lotto/ui';

const words = backofficeLabels.bankAccounts;

export interface BankAccountValues {
  bank_id: string;
  account_name: string;
  account_number: string;
  promptpay_id: string;
  biller_id: string;
  active: boolean;
}

export const blankAccount: BankAccountValues = {
  bank_id: '',
  account_name: '',
  account_number: '',
  promptpay_id: '',
  biller_id: '',
  active: true,
};

export function valuesOf(account: BankAccount): BankAccountValues {
  return {
    bank_id: String(account.bank_id),
    account_name: account.account_name,
    account_number: account.account_number,
    promptpay_id: account.promptpay_id ?? '',
    biller_id: account.biller_id ?? '',
    active: account.active,
  };
}

/** The request the server checks: numbers as numbers, names trimmed, an empty PromptPay or biller ID left out. */
export function requestOf(values: BankAccountValues): BankAccountUpdate {
  return bankAccountUpdateSchema.cast(values, { stripUnknown: true });
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 12px;
  align-items: start;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
  }
`;

/**
 * A receiving account's fields, checked with the schema the server checks (create, or update with
 * `active` when `editing`). `onSave` answers with the server's refusal, shown under the account
 * number when that number is taken, else under the form; nothing when it saved.
 */
export function BankAccountForm({
  id,
  initial,
  editing,
  onSave,
  onCancel,
}: {
  id: string;
  initial: BankAccountValues;
  editing: boolean;
  onSave: (values: BankAccountValues) => Promise<QueryError | null>;
  onCancel?: () => void;
}) {
  const form = useFormik<BankAccountValues>({
    initialValues: initial,
    validationSchema: editing ? bankAccountUpdateSchema : bankAccountCreateSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const refusal = await onSave(values);
      if (!refusal) {
        if (!editing) helpers.resetForm();
        return;
      }
      if (refusal.code === 'DUPLICATE') helpers.setFieldError('account_number', refusal.message);
      else helpers.setStatus(refusal.message);
    },
  });
  const errorOf = (field: keyof BankAccountValues) =>
    form.touched[field] || form.submitCount > 0 ? (form.errors[field] as string | undefined) : undefined;
  const text = (field: 'account_name' | 'account_number' | 'promptpay_id' | 'biller_id') => ({
    id: `${id}-${field}`,
    autoComplete: 'off',
    error: errorOf(field),
    ...form.getFieldProps(field),
  });
  const bankError = errorOf('bank_id');

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Fields>
        <Field>
          <label htmlFor={`${id}-bank_id`}>{words.bank}</label>
          <Select
            id={`${id}-bank_id`}
            aria-invalid={bankError ? 'true' : 'false'}
            aria-describedby={bankError ? `${id}-bank_id-error` : undefined}
            {...form.getFieldProps('bank_id')}
          >
            <option value="">{words.chooseBank}</option>
            {BANKS.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.short_name} {bank.name}
              </option>
            ))}
          </Select>
          {bankError && (
            <FieldError id={`${id}-bank_id-error`} role="alert">
              {bankError}
            </FieldError>
          )}
        </Field>
        <TextField label={words.accountName} maxLength={100} {...text('account_name')} />
        <TextField label={words.accountNumber} inputMode="numeric" maxLength={18} {...text('account_number')} />
        <TextField
          label={words.promptpayId}
          inputMode="numeric"
          maxLength={13}
          note={<Hint>{words.promptpayHint}</Hint>}
          {...text('promptpay_id')}
        />
        <TextField
          label={words.billerId}
          inputMode="numeric"
          maxLength={15}
          note={<Hint>{words.billerHint}</Hint>}
          {...text('biller_id')}
        />
      </Fields>
      {editing && (
        <Check>
          <input type="checkbox" {...form.getFieldProps({ name: 'active', type: 'checkbox' })} />
          {words.activeField}
        </Check>
      )}
      {typeof form.status === 'string' && <FieldError role="alert">{form.status}</FieldError>}
      <ButtonRow>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            {backofficeLabels.actions.cancel}
          </Button>
        )}
        <Button type="submit" $variant="primary" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {backofficeLabels.actions.save}
        </Button>
      </ButtonRow>
    </form>
  );
}
