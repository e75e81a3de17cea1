import { BANKS, th } from '@lotto/shared';
import { Hint, Input, Select } from '@lotto/ui';
import type { RegisterFormState } from '../useRegisterForm';
import { FieldGroup, RegisterField } from './RegisterField';

/** The member's bank account: bank, name, and number (checked live). */
export function BankFields({ errorOf, control, checkingAccountNumber }: RegisterFormState) {
  return (
    <FieldGroup>
      <legend>{th.auth.bankTab}</legend>
      <RegisterField name="bankId" label={th.auth.bank} error={errorOf('bankId')}>
        <Select aria-invalid={Boolean(errorOf('bankId'))} {...control('bankId')}>
          <option value="">{th.auth.chooseBank}</option>
          {BANKS.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name} ({bank.short_name})
            </option>
          ))}
        </Select>
      </RegisterField>
      <RegisterField name="accountName" label={th.auth.accountName} error={errorOf('accountName')}>
        <Input autoComplete="name" aria-invalid={Boolean(errorOf('accountName'))} {...control('accountName')} />
      </RegisterField>
      <RegisterField
        name="accountNumber"
        label={th.auth.accountNumber}
        error={errorOf('accountNumber')}
        hint={checkingAccountNumber && <Hint role="status">{th.auth.checking}</Hint>}
      >
        <Input inputMode="numeric" maxLength={18} aria-invalid={Boolean(errorOf('accountNumber'))} {...control('accountNumber')} />
      </RegisterField>
    </FieldGroup>
  );
}
