import { backofficeLabels, type BankAccount, withValues } from '@lotto/shared';
import { Field, Select } from '@lotto/ui';

const words = backofficeLabels.accountPicker;

/** How an account reads in a picker or a heading: bank, number and name. */
export function accountTitle(account: BankAccount): string {
  return withValues(words.option, { bank: account.short_name, number: account.account_number, name: account.account_name });
}

/**
 * A labelled choice among the site's receiving accounts (`บัญชีรับเงิน`). `value` is an account id,
 * or null for every account when `allowAll` offers `ทุกบัญชี`.
 */
export function AccountPicker({
  id,
  accounts,
  value,
  onChange,
  allowAll = false,
}: {
  id: string;
  accounts: BankAccount[];
  value: number | null;
  onChange: (accountId: number | null) => void;
  allowAll?: boolean;
}) {
  return (
    <Field>
      <label htmlFor={id}>{words.label}</label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        {allowAll && <option value="">{words.all}</option>}
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {accountTitle(account)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
